import { describe, expect, it } from "vitest";
import { siteFacts } from "#app/content/site-facts";
import { solarContent } from ".";

/**
 * The solar page content in its four languages: the counts and order of spec 2, the yield
 * claims of spec 1 per language, and the wording a Swiss reader expects.
 */
const json = (value: unknown) => JSON.stringify(value);

describe("solar content", () => {
  it("has four drawings, four benefits, four risks, six steps and five questions in every language", () => {
    for (const t of Object.values(solarContent)) {
      expect(t.gallery.items.map((i) => i.illustration)).toEqual(["panels", "drone", "robot", "water"]);
      expect(t.benefits.items).toHaveLength(4);
      expect(t.risks.items).toHaveLength(4);
      expect(t.process.steps).toHaveLength(6);
      expect(t.faq.items).toHaveLength(5);
      expect(t.meta.serviceType).toBeTruthy();
    }
  });

  it("keeps the German steps in the spec's order", () => {
    expect(solarContent.de.process.steps.map((s) => s.title)).toEqual([
      "Analyse vor Ort",
      "Sicherheitskonzept",
      "Schonende Vorreinigung",
      "Hauptreinigung",
      "Qualitätskontrolle und Dokumentation",
      "Übergabe mit Reinigungsprotokoll",
    ]);
  });

  it("claims the one yield figure of the site facts in every language", () => {
    const upTo = siteFacts.yieldGainUpToPercent;
    expect(solarContent.de.benefits.items[0]!.title).toBe(`Bis zu ${upTo} % mehr Ertrag`);
    expect(solarContent.fr.benefits.items[0]!.title).toBe(`Jusqu’à ${upTo} % de rendement en plus`);
    expect(solarContent.en.benefits.items[0]!.title).toBe(`Up to ${upTo}% more yield`);
    expect(solarContent.it.benefits.items[0]!.title).toBe(`Fino al ${upTo} % di rendimento in più`);
  });

  it("uses the Swiss terms: rapport de nettoyage, rapporto di pulizia, telai", () => {
    expect(solarContent.fr.process.steps[5]!.title).toContain("rapport de nettoyage");
    expect(solarContent.it.process.steps[5]!.title).toContain("rapporto di pulizia");
    expect(json(solarContent.it)).toContain("telai");
    expect(json(solarContent.it)).not.toMatch(/cornic|protocollo|verbale/);
    expect(json(solarContent.fr)).not.toMatch(/protocole de nettoyage|procès-verbal/);
  });

  it("tells English readers that a water tap is needed and electricity is optional", () => {
    const en = json(solarContent.en);
    expect(en).toContain("water connection");
    expect(en).toContain("power socket is optional");
  });

  it("writes Swiss style: no ß, thousands with an apostrophe, French without a space before ? ! : ;", () => {
    for (const t of Object.values(solarContent)) {
      expect(json(t)).not.toContain("ß");
      expect(json(t)).not.toMatch(/\d,\d{3}\b/);
    }
    expect(json(solarContent.fr)).not.toMatch(/ [?!:;]/);
  });

  it("sends every quote button to the quote calculator", () => {
    for (const t of Object.values(solarContent)) {
      expect(t.cta.quoteButton.to).toEqual({ page: "prices", section: "calculator" });
      expect(t.yieldCalculator.quoteButton.to).toEqual({ page: "prices", section: "calculator" });
    }
  });
});
