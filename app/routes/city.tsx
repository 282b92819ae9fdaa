import { data } from "react-router";
import type { Route } from "./+types/city";
import { CityPage } from "../components/page/city-page";
import { cityPageData, citySlugOfPath } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";

/** The 27 /photovoltaik-solarreinigung-{city} pages and the Zürich page. */
export function loader({ request }: Route.LoaderArgs) {
  const slug = citySlugOfPath(new URL(request.url).pathname);
  const page = slug ? cityPageData(slug) : undefined;
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

export default function City({ loaderData }: Route.ComponentProps) {
  return <CityPage data={loaderData} />;
}
