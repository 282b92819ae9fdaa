import type { Route } from "./+types/home";
import { FaqList, PageHero } from "../components/page/content-page";
import { homePage } from "../content/home-page";
import { GermanHome } from "../features/home/german-home";
import { publicConfig } from "../lib/config.server";
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
  // The explainer video is configuration (EXPLAINER_VIDEO_ID): no id, no video section.
  const videoId = publicConfig().explainerVideoId;
  return { ...page, home: page.lang === "de" ? homePage : null, videoId };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

export default function Home({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const { copy, home, videoId } = loaderData;
  if (home) return <GermanHome copy={copy} home={home} videoId={videoId} />;
  return (
    <>
      <PageHero copy={copy} />
      {copy.faq && <FaqList items={copy.faq} title={ui.common.faqTitle} />}
    </>
  );
}
