import type { Route } from "./+types/page";
import { FaqList, PageHero } from "../components/page/content-page";
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
  const { copy, kind } = loaderData;
  return (
    <>
      <PageHero copy={copy} illustration={illustrationByKind[kind as keyof typeof illustrationByKind] ?? "solar"} />
      {copy.faq && <FaqList items={copy.faq} title={ui.common.faqTitle} />}
    </>
  );
}
