import type { Route } from "./+types/home";
import { homeContent } from "../content/pages/home";
import { Home } from "../features/home/home";
import { publicConfig } from "../lib/config.server";
import { contentPageData } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";

/**
 * Home (/, /fr, /it, /en): every section of spec 2 in the page's language. The texts travel
 * as loader data (prerendered), not in the client bundle.
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = contentPageData(new URL(request.url).pathname, homeContent);
  // The explainer video is configuration (EXPLAINER_VIDEO_ID): no id, no video section.
  return { ...page, videoId: publicConfig().explainerVideoId };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return <Home content={loaderData.content} videoId={loaderData.videoId} />;
}
