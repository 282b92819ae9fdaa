import { describe, expect, it } from "vitest";
import { aboutDe as aboutPage } from "./pages/about/de";
import { mainRegions } from "./cities";
import { greenRoofDe as greenRoofPage } from "./pages/green-roof/de";
import { solarDe as solarPage } from "./pages/solar/de";

/**
 * Content of /solaranlagenreinigung, /gruendachpflege and /ueber-uns (/b2b: pages/b2b/b2b.test.ts): the counts and
 * figures the spec asks for, consistent numbers and Swiss spelling.
 */
const all = { solarPage, greenRoofPage, aboutPage };

describe("German service and company pages", () => {
  it("never use ß and write thousands the Swiss way", () => {
    const text = JSON.stringify(all);
    expect(text).not.toContain("ß");
    expect(text).not.toMatch(/\d\.\d{3}\b(?! ?CHF)/);
    expect(text).not.toContain("lorem");
  });

  it("solar: four gallery drawings, four benefits, four risks, six steps in the spec's order, five questions", () => {
    expect(solarPage.gallery.items.map((i) => i.illustration)).toEqual(["panels", "drone", "robot", "water"]);
    expect(solarPage.benefits.items).toHaveLength(4);
    expect(solarPage.risks.items).toHaveLength(4);
    expect(solarPage.process.steps.map((s) => s.title)).toEqual([
      "Analyse vor Ort",
      "Sicherheitskonzept",
      "Schonende Vorreinigung",
      "Hauptreinigung",
      "Qualitätskontrolle und Dokumentation",
      "Übergabe mit Reinigungsprotokoll",
    ]);
    expect(solarPage.insurance.title).toContain("CHF 5 Millionen");
    expect(solarPage.faq.items).toHaveLength(5);
  });

  it("green roof: certification note, four services, four seasons, six benefits, three intervals, five questions", () => {
    expect(greenRoofPage.certificationNote.text).toMatch(/ausschliesslich auf die Reinigung von Solaranlagen/);
    expect(greenRoofPage.services.items).toHaveLength(4);
    expect(greenRoofPage.seasons.items.map((s) => s.title)).toEqual(["Frühling", "Sommer", "Herbst", "Winter"]);
    for (const season of greenRoofPage.seasons.items) expect(season.tasks.length).toBeGreaterThanOrEqual(3);
    expect(greenRoofPage.benefits.items).toHaveLength(6);
    expect(greenRoofPage.intervals.items.map((i) => i.frequency)).toEqual([
      "zweimal pro Jahr",
      "viermal pro Jahr",
      "nach Bedarf",
    ]);
    expect(greenRoofPage.faq.items).toHaveLength(5);
  });

  it("about: key figures, three periods, three values, four certificates, four teams with their project counts", () => {
    expect(aboutPage.facts.items.map((f) => f.value)).toEqual(["2019", "6", "8'643", "über 120"]);
    expect(aboutPage.timeline.items.map((e) => e.period)).toEqual(["2019", "2020–2023", "2024–heute"]);
    expect(aboutPage.values.items.map((v) => v.title)).toEqual(["Nachhaltig", "Sorgfältig", "Effizient"]);
    expect(aboutPage.certifications.items).toHaveLength(4);
    expect(aboutPage.teams.items.map((team) => [team.name, team.projects])).toEqual([
      ["Team Basel", 18],
      ["Team Aargau", 12],
      ["Team Zürich", 15],
      ["Team Zentralschweiz", 8],
    ]);
    // The counts come from the regional project counts of the home page.
    expect(mainRegions.find((r) => r.slug === "basel")?.projects).toBe(18);
  });

  it("links only to pages that exist (no /wartungsvertraege or /referenzen)", () => {
    expect(JSON.stringify(all)).not.toMatch(/wartungsvertraege|referenzen/);
  });
});
