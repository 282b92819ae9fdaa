import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundPanel } from "../components/page/not-found-panel";
import { getPage } from "../content/route-table";
import { languages } from "../lib/i18n";
import { languageSwitchTargets } from "../lib/language-switch";
import { notFoundSeo } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";
import { uiStrings } from "../content/ui";

export const NOT_FOUND_TITLE = "404 Page Not Found";
export const NOT_FOUND_TEXT = "Did you forget to add the page to the router?";

/** Any path the route table does not know: the English not-found page with status 404 (spec 2). */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const home = getPage("home");
  const homeLinks = languages.map((lang) => ({
    href: home.paths[lang]!,
    label: `${uiStrings[lang].nav.home} (${lang.toUpperCase()})`,
    lang,
  }));
  return data(
    {
      lang: "en" as const,
      homeLinks,
      seo: notFoundSeo("en", path, NOT_FOUND_TITLE, NOT_FOUND_TEXT),
      languageSwitchTargets: languageSwitchTargets(path),
    },
    { status: 404 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundPanel title={NOT_FOUND_TITLE} text={NOT_FOUND_TEXT} links={loaderData.homeLinks} />;
}
