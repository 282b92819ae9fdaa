import { describe, expect, it } from "vitest";
import { greenRoofContent } from ".";

/** The green-roof page content in its four languages: the sections of spec 2 and the certification note. */
const json = (value: unknown) => JSON.stringify(value);

describe("green-roof content", () => {
  it("has four services, four seasons, six benefits, three intervals and five questions in every language", () => {
    for (const t of Object.values(greenRoofContent)) {
      expect(t.services.items).toHaveLength(4);
      expect(t.seasons.items).toHaveLength(4);
      for (const season of t.seasons.items) expect(season.tasks.length).toBeGreaterThanOrEqual(3);
      expect(t.benefits.items).toHaveLength(6);
      expect(t.intervals.items).toHaveLength(3);
      expect(t.faq.items).toHaveLength(5);
    }
  });

  it("names the seasons in each language, spring first", () => {
    const titles = Object.fromEntries(
      Object.entries(greenRoofContent).map(([lang, t]) => [lang, t.seasons.items.map((s) => s.title)]),
    );
    expect(titles).toEqual({
      de: ["Frühling", "Sommer", "Herbst", "Winter"],
      fr: ["Printemps", "Été", "Automne", "Hiver"],
      it: ["Primavera", "Estate", "Autunno", "Inverno"],
      en: ["Spring", "Summer", "Autumn", "Winter"],
    });
  });

  it("says in every language that the certification covers solar cleaning only", () => {
    expect(greenRoofContent.de.certificationNote.text).toMatch(/ausschliesslich auf die Reinigung von Solaranlagen/);
    expect(greenRoofContent.fr.certificationNote.text).toMatch(
      /exclusivement sur le nettoyage d’installations solaires/,
    );
    expect(greenRoofContent.it.certificationNote.text).toMatch(/esclusivamente la pulizia di impianti fotovoltaici/);
    expect(greenRoofContent.en.certificationNote.text).toMatch(/covers solar panel cleaning only/);
  });

  it("writes Swiss style: no ß, French without a space before ? ! : ;, Italian replies within 24 hours", () => {
    for (const t of Object.values(greenRoofContent)) expect(json(t)).not.toContain("ß");
    expect(json(greenRoofContent.fr)).not.toMatch(/ [?!:;]/);
    expect(greenRoofContent.it.cta.text).toContain("entro 24 ore");
  });
});
