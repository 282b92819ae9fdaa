import { data } from "react-router";
import type { Route } from "./+types/region";
import { CityPage } from "../components/page/city-page";
import { NotFoundPanel } from "../components/page/not-found-panel";
import { pathOf } from "../content/route-table";
import { uiStrings } from "../content/ui";
import { useUi } from "../lib/ui";
import { cityPageData, notFoundSeo } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";

/** /regionen/:stadt: a known city shows its city page (canonical to it); an unknown one 'Ort nicht gefunden' with 404. */
export function loader({ params, request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const page = cityPageData(params.stadt, path);
  if (page) return { found: true as const, page };
  const ui = uiStrings.de.city;
  return data(
    { found: false as const, lang: "de" as const, seo: notFoundSeo("de", path, ui.notFoundTitle, ui.notFoundText) },
    { status: 404 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? buildMeta(loaderData.found ? loaderData.page.seo : loaderData.seo) : [];

export default function Region({ loaderData }: Route.ComponentProps) {
  const ui = useUi().city;
  if (loaderData.found) return <CityPage data={loaderData.page} />;
  return (
    <NotFoundPanel
      title={ui.notFoundTitle}
      text={ui.notFoundText}
      links={[{ href: pathOf("home", "de"), label: ui.backHome }]}
    />
  );
}
