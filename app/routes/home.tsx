import type { Route } from "./+types/home";
import { FaqList, PageHero } from "../components/page/content-page";
import { homePage } from "../content/home-page";
import { GermanHome } from "../features/home/german-home";
import { fixedPageData } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";
import { useUi } from "../lib/ui";

/**
 * Home (/, /fr, /it, /en). The German home has all sections of spec 2; its texts travel as
 * loader data (prerendered), not in the client bundle. The other languages keep the generic
 * hero and FAQ until their own home sections are built.
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = fixedPageData(new URL(request.url).pathname);
  return { ...page, home: page.lang === "de" ? homePage : null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

export default function Home({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const { copy, home } = loaderData;
  if (home) return <GermanHome copy={copy} home={home} />;
  return (
    <>
      <PageHero copy={copy} />
      {copy.faq && <FaqList items={copy.faq} title={ui.common.faqTitle} />}
    </>
  );
}
