import { describe, expect, it } from "vitest";
import { redirectTable } from "../content/redirect-table";
import { allPagePaths, findPageByPath, getPage, offerPagePaths } from "../content/route-table";
import { explicitRedirects, resolveRedirect } from "./redirects";

/** The page path a table row points to. */
function targetOf(row: (typeof redirectTable)[number]): string {
  const page = getPage(row.to);
  const path = page.paths[row.lang ?? "de"];
  expect(path, `row ${row.from}: page ${row.to} has no ${row.lang ?? "de"} version`).toBeDefined();
  return path!;
}

describe("redirect table rows", () => {
  it.each(redirectTable.map((row) => [row.from, row] as const))("%s", (_from, row) => {
    const target = targetOf(row);
    expect(resolveRedirect(row.from)).toBe(target);
    // One hop: the target is a page and needs no further redirect.
    expect(findPageByPath(target)).toBeDefined();
    expect(resolveRedirect(target)).toBeUndefined();
    // The same old path with a trailing slash lands on the same final target in one hop.
    expect(resolveRedirect(`${row.from}/`)).toBe(target);
  });

  it("has no duplicate source paths", () => {
    const froms = redirectTable.map((r) => r.from);
    expect(new Set(froms).size).toBe(froms.length);
    expect(explicitRedirects()).toHaveLength(redirectTable.length);
  });

  it("no source path is itself a page (such a row could never apply)", () => {
    for (const row of redirectTable) expect(findPageByPath(row.from), row.from).toBeUndefined();
  });

  it("source paths are lower-case, without trailing slash", () => {
    for (const row of redirectTable) {
      expect(row.from).toBe(row.from.toLowerCase());
      expect(row.from.endsWith("/")).toBe(false);
    }
  });
});

describe("redirect rules", () => {
  it.each([
    ["/kontakt/", "/kontakt"],
    ["/Kontakt", "/kontakt"],
    ["/KONTAKT/", "/kontakt"],
    ["/fr/contact/", "/fr/contact"],
    ["/fr/preise-angebot", "/fr/contact"],
    ["/en/solaranlagenreinigung", "/en/solar-panel-cleaning"],
    ["/it/gruendachpflege", "/it/manutenzione-tetti-verdi"],
    ["/fr/kontakt", "/fr/contact"],
    ["/en/ueber-uns", "/en/about"],
    ["/it/contact", "/it/contatto"],
    ["/fr/dachreinigung", "/fr"],
    ["/en/b2b", "/en"],
    ["/it/verlustrechner", "/it"],
    ["/fr/impressum", "/impressum"],
    ["/en/datenschutz", "/datenschutz"],
    ["/en/photovoltaik-solarreinigung-basel", "/photovoltaik-solarreinigung-basel"],
    ["/fr/solarreinigung-pv-reinigung-zuerich", "/solarreinigung-pv-reinigung-zuerich"],
    ["/fr/blog/verlustrechner-pv-reinigung", "/fr/blog/calculateur-pertes-nettoyage-photovoltaique"],
    ["/en/blog/warum-verschmutzte-solarpanels-risiko-sind", "/en/blog/why-dirty-solar-panels-are-a-risk"],
    ["/it/blog/gruendachpflege-intervalle-sicherheit-werterhalt", "/it/blog/manutenzione-tetto-verde-intervalli"],
    ["/de/kontakt", "/kontakt"],
    ["/de/kontakt/", "/kontakt"],
    ["/de", "/"],
    ["/de/", "/"],
    ["/de/solar-panel-cleaning", "/solaranlagenreinigung"],
    ["/fr/", "/fr"],
    ["/solar-panel-cleaning/", "/solaranlagenreinigung"],
  ])("%s -> %s", (from, to) => {
    expect(resolveRedirect(from)).toBe(to);
    expect(findPageByPath(to)).toBeDefined();
    expect(resolveRedirect(to)).toBeUndefined();
  });

  it("an existing page needs no redirect", () => {
    expect(resolveRedirect("/kontakt")).toBeUndefined();
    expect(resolveRedirect("/")).toBeUndefined();
    expect(resolveRedirect("/fr")).toBeUndefined();
  });

  it("an unknown path needs no redirect (the 404 page handles it)", () => {
    expect(resolveRedirect("/foo")).toBeUndefined();
    expect(resolveRedirect("/fr/foo")).toBeUndefined();
    expect(resolveRedirect("/blog/unknown-article")).toBeUndefined();
  });

  it("an unknown path with a trailing slash only loses the slash", () => {
    expect(resolveRedirect("/foo/")).toBe("/foo");
    expect(resolveRedirect("/foo///")).toBe("/foo");
  });

  it.each(allPagePaths())("page %s needs no redirect", (path) => {
    expect(resolveRedirect(path)).toBeUndefined();
  });

  it.each(allPagePaths().filter((p) => p !== "/"))("page %s with a trailing slash goes to itself", (path) => {
    expect(resolveRedirect(`${path}/`)).toBe(path);
  });
});

describe("offer pages", () => {
  // Tokens are base64url with capitals: the letter-case rule must leave them alone.
  const token = `${"AbC_-".repeat(8)}xYz`;
  it.each(Object.values(offerPagePaths))(
    "%s/<token> is served as it is, with a trailing slash it goes to itself",
    (prefix) => {
      expect(resolveRedirect(`${prefix}/${token}`)).toBeUndefined();
      expect(resolveRedirect(`${prefix}/${token}/`)).toBe(`${prefix}/${token}`);
    },
  );
});
