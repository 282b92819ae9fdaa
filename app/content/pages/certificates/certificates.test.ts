import { describe, expect, it } from "vitest";
import { linkTargets } from "#app/lib/inline-links";
import { parsePageHref } from "#app/lib/page-links";
import { getPage } from "#app/content/route-table";
import { certificatesDe } from "./de";

function allText(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allText);
  if (value && typeof value === "object") return Object.values(value).flatMap(allText);
  return [];
}

describe("German /zertifikate content", () => {
  it("has six certificates, one highlighted, and six quality promises", () => {
    const certificates = certificatesDe.cards.items;
    expect(certificates).toHaveLength(6);
    expect(certificates.filter((c) => c.highlight).map((c) => c.subtitle)).toEqual(["Abgeschlossen 2023"]);
    expect(certificatesDe.quality.items).toHaveLength(6);
  });

  it("links name pages of the route table, never a path", () => {
    const targets = allText(certificatesDe).flatMap(linkTargets);
    expect(targets).toEqual(["page:imprint", "page:privacy"]);
    for (const target of targets) expect(() => getPage(parsePageHref(target)!.page)).not.toThrow();
  });

  it("is Swiss German (no sharp s)", () => {
    for (const text of allText(certificatesDe)) expect(text).not.toContain("ß");
  });
});
