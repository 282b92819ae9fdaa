import { parseOfferPagePath, pathOf } from "../content/route-table";
import { offerPageCopy } from "../content/offer-page";
import type { OfferPageView } from "../features/offer-page/view";
import { publicConfig } from "../lib/config.server";
import { pageLangForPath } from "../lib/page-lang";

/**
 * The offer page's not-found view for a request the server did not prepare (a client-side data
 * request). A server module: the route table and the copy of all four languages stay out of the
 * offer page's browser code, and out of the chunk graph of every other page.
 */
export function offerNotFoundView(path: string): OfferPageView {
  const lang = parseOfferPagePath(path)?.lang ?? pageLangForPath(path);
  const { company } = publicConfig();
  return {
    lang,
    status: 404,
    path,
    copy: offerPageCopy[lang],
    company: { name: company.name, phone: company.phone, email: company.email },
    quotePath: pathOf("prices", lang),
    months: [],
  };
}
