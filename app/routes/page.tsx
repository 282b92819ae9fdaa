import type { Route } from "./+types/page";
import { FaqList, PageHero } from "../components/page/content-page";
import { MailIcon, PhoneIcon } from "../components/layout/icons";
import { ButtonAnchor } from "../components/ui/button";
import { telHref } from "../lib/company";
import { usePublicConfig } from "../lib/use-config";
import { fixedPageData } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";
import { useUi } from "../lib/ui";

/** Generic page: every fixed page of the route table until it gets its own module. */
export function loader({ request }: Route.LoaderArgs) {
  return fixedPageData(new URL(request.url).pathname);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

const illustrationByKind = { greenRoof: "green", roofCleaning: "roof", gutterCleaning: "roof" } as const;

export default function Page({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const { company } = usePublicConfig();
  const { copy, kind } = loaderData;
  // On the contact page itself, the hero offers the direct ways to reach us instead of links back to it.
  const contactActions =
    kind === "contact" ? (
      <>
        <ButtonAnchor href={telHref(company.phone)} variant="secondary" size="lg">
          <PhoneIcon className="h-4 w-4" />
          {company.phone}
        </ButtonAnchor>
        <ButtonAnchor href={`mailto:${company.email}`} variant="outline" size="lg">
          <MailIcon className="h-4 w-4" />
          {company.email}
        </ButtonAnchor>
      </>
    ) : undefined;
  return (
    <>
      <PageHero
        copy={copy}
        actions={contactActions}
        illustration={illustrationByKind[kind as keyof typeof illustrationByKind] ?? "solar"}
      />
      {copy.faq && <FaqList items={copy.faq} title={ui.common.faqTitle} />}
    </>
  );
}
