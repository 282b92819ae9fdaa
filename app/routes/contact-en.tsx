import type { Route } from "./+types/contact-en";
import { ContactCards } from "../components/page/contact-cards";
import { CallButton, EmailButton } from "../components/page/contact-parts";
import { PageHero } from "../components/page/content-page";
import { CheckList, CtaBand, PageSection } from "../components/page/feature-grid";
import { contactContent } from "../content/pages/contact";
import { contentPageData } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";
import { usePublicConfig } from "../lib/use-config";

/**
 * /en/contact (spec 2): phone, e-mail and address cards with call and e-mail buttons, and
 * no form. A short list says what helps us prepare a quote. Texts from app/content/pages/contact,
 * in the loader data.
 */
export function loader({ request }: Route.LoaderArgs) {
  return contentPageData(new URL(request.url).pathname, { en: contactContent.en });
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

export default function EnglishContactPage({ loaderData }: Route.ComponentProps) {
  const { content: t } = loaderData;
  const { company } = usePublicConfig();
  return (
    <>
      <PageHero
        copy={t.hero}
        actions={
          <>
            <CallButton company={company} label={t.callButton} />
            <EmailButton company={company} label={t.emailButton} />
          </>
        }
      />
      <ContactCards cards={t.cards} company={company} buttons={{ call: t.callButton, email: t.emailButton }} />
      <PageSection id="quote-details" title={t.tips.title} intro={t.tips.intro} surface>
        <CheckList items={t.tips.items} className="mt-6 max-w-3xl" />
      </PageSection>
      <CtaBand id="closing" title={t.cta.title} text={t.cta.text}>
        <CallButton company={company} label={t.callButton} variant="primary" />
        <EmailButton company={company} label={t.emailButton} variant="inverse" />
      </CtaBand>
    </>
  );
}
