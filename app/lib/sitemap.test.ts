import { describe, expect, it } from "vitest";
import { allPagePaths, regionPaths } from "../content/route-table";
import { buildSitemap } from "./sitemap";

const siteUrl = "https://www.example.ch";
const xml = buildSitemap(siteUrl);

/** The <url> blocks of the sitemap. */
function urlBlocks(doc: string): string[] {
  return [...doc.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
}

function locs(doc: string): string[] {
  return [...doc.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
}

describe("buildSitemap", () => {
  it("has the XML declaration and the sitemap and xhtml namespaces", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("is well formed: balanced url/loc tags, one loc per url, no raw ampersands", () => {
    const opens = xml.match(/<url>/g)?.length ?? 0;
    expect(opens).toBe(xml.match(/<\/url>/g)?.length);
    expect(xml.match(/<loc>/g)?.length).toBe(opens);
    for (const block of urlBlocks(xml)) expect(block.match(/<loc>/g)).toHaveLength(1);
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  });

  it("has exactly one <loc> per page path of the route table", () => {
    const paths = allPagePaths();
    const found = locs(xml);
    expect(found).toHaveLength(paths.length);
    expect(new Set(found).size).toBe(found.length);
    expect(new Set(found)).toEqual(new Set(paths.map((p) => (p === "/" ? `${siteUrl}/` : `${siteUrl}${p}`))));
  });

  it("uses absolute URLs from the given site URL everywhere", () => {
    for (const loc of locs(xml)) expect(loc.startsWith(`${siteUrl}/`)).toBe(true);
    for (const m of xml.matchAll(/href="([^"]*)"/g)) expect(m[1]!.startsWith(`${siteUrl}/`)).toBe(true);
    const other = buildSitemap("https://staging.example.org");
    expect(locs(other)).toContain("https://staging.example.org/kontakt");
    expect(other).not.toContain("www.example.ch");
  });

  it("gives every url its xhtml:link alternates, including itself and x-default", () => {
    for (const block of urlBlocks(xml)) {
      const loc = locs(block)[0]!;
      const links = [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
      expect(links.length).toBeGreaterThanOrEqual(3);
      expect(links.map((l) => l[2])).toContain(loc);
      expect(links.filter((l) => l[1] === "x-default")).toHaveLength(1);
    }
  });

  it("lists the four languages of the contact page as alternates of /fr/contact", () => {
    const block = urlBlocks(xml).find((b) => b.includes(`<loc>${siteUrl}/fr/contact</loc>`))!;
    expect(block).toContain(`hreflang="de" href="${siteUrl}/kontakt"`);
    expect(block).toContain(`hreflang="de-CH" href="${siteUrl}/kontakt"`);
    expect(block).toContain(`hreflang="fr-CH" href="${siteUrl}/fr/contact"`);
    expect(block).toContain(`hreflang="it" href="${siteUrl}/it/contatto"`);
    expect(block).toContain(`hreflang="en" href="${siteUrl}/en/contact"`);
    expect(block).toContain(`hreflang="x-default" href="${siteUrl}/kontakt"`);
  });

  it("does not list the /regionen aliases", () => {
    expect(xml).not.toContain("/regionen");
    for (const alias of regionPaths()) expect(locs(xml)).not.toContain(`${siteUrl}${alias}`);
  });
});
