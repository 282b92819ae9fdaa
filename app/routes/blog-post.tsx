import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { ArticleHeader } from "../components/page/article-header";
import { NotFoundPanel } from "../components/page/not-found-panel";
import { pathOf } from "../content/route-table";
import { langFromPath } from "../lib/i18n";
import { languageSwitchTargets } from "../lib/language-switch";
import { articlePageData, notFoundSeo } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";
import { uiStrings } from "../content/ui";
import { useUi } from "../lib/ui";

/** /blog/{slug} and its French, Italian and English counterparts; an unknown slug is 'Artikel nicht gefunden' with 404. */
export function loader({ params, request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const lang = langFromPath(path);
  const page = articlePageData(lang, params.slug);
  if (page) return { found: true as const, lang, page };
  const ui = uiStrings[lang].blog;
  return data(
    {
      found: false as const,
      lang,
      seo: notFoundSeo(lang, path, ui.notFoundTitle, ui.notFoundText),
      languageSwitchTargets: languageSwitchTargets(path),
    },
    { status: 404 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? buildMeta(loaderData.found ? loaderData.page.seo : loaderData.seo) : [];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const ui = useUi().blog;
  if (loaderData.found) return <ArticleHeader data={loaderData.page} />;
  return (
    <NotFoundPanel
      title={ui.notFoundTitle}
      text={ui.notFoundText}
      links={[{ href: pathOf("blog", loaderData.lang), label: ui.backToBlog }]}
    />
  );
}
