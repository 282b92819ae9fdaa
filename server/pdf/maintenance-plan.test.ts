import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languages, type Lang } from "#app/lib/i18n";
import { ensurePdftotext } from "#scripts/ensure-tools.mjs";
import { parseEnv } from "../env";
import { companyFromEnv } from "../mail/company";
import { maintenancePlanCache, renderMaintenancePlan } from "./maintenance-plan";
import { maintenancePlanCopy } from "#app/content/maintenance-plan";

const company = companyFromEnv(parseEnv({ NODE_ENV: "test" }));
let work: string;

beforeAll(() => {
  ensurePdftotext();
  work = mkdtempSync(path.join(tmpdir(), "maintenance-plan-test-"));
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/** The PDF's text as pdftotext reads it, whitespace runs made single spaces, and its page count. */
function pdfText(pdf: Buffer, name: string): { text: string; pages: number } {
  const file = path.join(work, `${name}.pdf`);
  writeFileSync(file, pdf);
  const result = spawnSync("pdftotext", ["-raw", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return {
    // pdfkit breaks lines after a hyphen ("half-" / "yearly"): such words are joined again.
    text: result.stdout.replace(/\s+/g, " ").replace(/(\p{L})- (\p{Ll})/gu, "$1-$2"),
    pages: result.stdout.split("\f").filter((page) => page.trim()).length,
  };
}

/** The intervals of spec 9 and the green-roof page, as each language words them. */
const intervals: Record<Lang, string[]> = {
  de: [
    "alle 1–2 Jahre",
    "Reinigung mit Kontrolle",
    "alle 3–5 Jahre",
    "mindestens einmal pro Jahr",
    "Mit Bäumen in der Nähe zweimal",
    "am Waldrand dreimal",
    "Gründach extensiv",
    "zweimal pro Jahr",
    "viermal pro Jahr",
    "jährlich oder halbjährlich",
    "1 bis 3 bar, auf Flachdächern mit 0,5 bis 1 bar",
    "80 bis 95 °C",
  ],
  fr: [
    "tous les 1 à 2 ans",
    "Nettoyage avec contrôle visuel",
    "tous les 3 à 5 ans",
    "au moins 1 fois par an",
    "2 fois par an",
    "4 fois par an",
    "annuel ou semestriel",
    "1 à 3 bar, 0,5 à 1 bar sur les toits plats",
    "80 à 95 °C",
  ],
  it: [
    "ogni 1–2 anni",
    "Pulizia con controllo visivo",
    "ogni 3–5 anni",
    "almeno una volta all’anno",
    "due volte all’anno",
    "quattro volte all’anno",
    "una o due volte all’anno",
    "da 1 a 3 bar (sui tetti piani da 0,5 a 1 bar)",
    "80 a 95 °C",
  ],
  en: [
    "every 1–2 years",
    "Cleaning with a visual check",
    "every 3–5 years",
    "at least once a year",
    "twice a year",
    "four times a year",
    "once or twice a year",
    "1 to 3 bar (flat roofs 0.5 to 1 bar)",
    "80 to 95 °C",
  ],
};

describe("maintenance-plan PDF", { timeout: 30_000 }, () => {
  it.each(languages)("%s: letterhead, intervals, seasons, calendar and call to action on two pages", async (lang) => {
    const copy = maintenancePlanCopy[lang];
    const pdf = await renderMaintenancePlan(company, lang);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { text, pages } = pdfText(pdf, lang);
    expect(pages).toBe(2);
    const host = company.siteUrl.replace(/^https?:\/\//, "").replace(/\/+$/, "");
    for (const value of [
      company.name,
      `${company.street}, ${company.postcode} ${company.city}`,
      company.phone,
      company.email,
      `${copy.uidLabel} ${company.uid}`,
      copy.title,
      ...intervals[lang],
      ...copy.seasons.map((season) => season.title),
      ...copy.seasons.flatMap((season) => season.tasks),
      copy.calendarTitle,
      ...copy.months,
      copy.tipsTitle,
      copy.ctaTitle,
      `${host}${copy.offerPath}`,
      `${host}${copy.contactPath}`,
      copy.page(2, 2),
    ]) {
      expect(text, value).toContain(value);
    }
  });

  it("gives French and Italian readers examples from their own region, not from Basel", () => {
    const fr = JSON.stringify(maintenancePlanCopy.fr);
    for (const place of ["Léman", "Lavaux", "Valais", "Rhône", "bise"]) expect(fr, place).toContain(place);
    const it = JSON.stringify(maintenancePlanCopy.it);
    for (const place of ["castagni", "Sahara", "temporali estivi", "Lugano", "Locarno"])
      expect(it, place).toContain(place);
    for (const basel of ["Bâle", "Basilea", "Rhin", "Reno", "Birs"]) {
      expect(fr, basel).not.toContain(basel);
      expect(it, basel).not.toContain(basel);
    }
  });

  it("writes French without a space before : ; ? ! like the rest of the site", () => {
    expect(JSON.stringify(maintenancePlanCopy.fr)).not.toMatch(/[ \u00a0][:;?!]/);
  });

  it("writes Swiss German: ss, never ß", () => {
    expect(JSON.stringify(maintenancePlanCopy.de)).not.toContain("ß");
  });

  it("renders each language once and keeps it", async () => {
    const plan = maintenancePlanCache(company);
    const first = await plan("fr");
    expect(await plan("fr")).toBe(first);
    expect(await plan("de")).not.toBe(first);
  });
});
