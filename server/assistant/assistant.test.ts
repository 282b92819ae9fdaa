import { describe, expect, it } from "vitest";
import { responseTimeFor } from "#app/content/cities";
import { homeLoss } from "#app/domain/loss";
import { computeQuote } from "#app/domain/pricing";
import { formatChf } from "#app/lib/format";
import { publicCompany } from "../company";
import { parseEnv } from "../env";
import { createAssistant } from "./assistant";
import { inventedNumbers } from "./grounding";
import { chooseLanguage } from "./language";
import { normalizeText, withinOneEdit } from "./text";
import { findSize, findRoofType } from "./intents/quote";
import { findStatedLossPercent } from "./intents/loss";

const company = publicCompany(parseEnv({}));
const assistant = createAssistant({ company });
const ask = (
  message: string,
  language: "de" | "fr" | "it" | "en" = "de",
  history: { role: "user" | "assistant"; content: string }[] = [],
) => assistant.answer({ message, language, history });

describe("quote intent", () => {
  it("reads size, unit and roof type in four languages", () => {
    expect(findSize("40 kWp Flachdach")).toEqual({ size: 40, unit: "kwp" });
    expect(findSize("20 panneaux, toit en tuiles")).toEqual({ size: 20, unit: "panel" });
    expect(findSize("150 m² tetto in lamiera")).toEqual({ size: 150, unit: "m2" });
    expect(findSize("100 square metres, tiled roof")).toEqual({ size: 100, unit: "m2" });
    expect(findSize("1'200 qm")).toEqual({ size: 1200, unit: "m2" });
    expect(findSize("12,5 kWc")).toEqual({ size: 12.5, unit: "kwp" });
    expect(findRoofType("toit en tôle")).toBe("blechdach");
    expect(findRoofType("tetto piano")).toBe("flachdach");
    expect(findRoofType("tiled roof")).toBe("ziegeldach");
  });

  it("answers net, VAT and total exactly as computeQuote, with the calculator link of the language", () => {
    const quote = computeQuote({ size: 20, unit: "panel", roofType: "ziegeldach" });
    const answer = ask("20 panneaux, toit en tuiles", "de");
    expect(answer.language).toBe("fr");
    expect(answer.kind).toBe("quote");
    for (const amount of [quote.net, quote.vat, quote.total]) expect(answer.text).toContain(formatChf(amount));
    expect(answer.text).toContain("(/fr/prix-devis#calculator)");
  });

  it("completes a follow-up naming only the roof with the size asked before", () => {
    const answer = ask("Und mit Flachdach?", "de", [{ role: "user", content: "Was kostet 40 kWp?" }]);
    expect(answer.text).toContain(formatChf(computeQuote({ size: 40, unit: "kwp", roofType: "flachdach" }).total));
  });

  it("hands over sizes the calculator does not take", () => {
    expect(ask("Preis für 9000 m2 Flachdach").outcome).toBe("handover");
  });
});

describe("city and loss intents", () => {
  it("gives a named city's response time and links its page", () => {
    const answer = ask("Wie schnell sind Sie in Luzern?");
    expect(answer.kind).toBe("city");
    for (const hours of responseTimeFor("luzern").split("-")) expect(answer.text).toContain(hours);
    expect(answer.text).toContain("(/photovoltaik-solarreinigung-luzern)");
    expect(ask("Quel délai pour Bâle?", "fr").text).toContain("Bâle");
  });

  it("names a city's region only where the region has a name in the answer's language", () => {
    expect(ask("Wie schnell sind Sie in Luzern?").text).toContain("(Zentralschweiz)");
    const english = ask("How fast can you be in Lucerne?", "en");
    expect(english.kind).toBe("city");
    expect(english.text).toContain("Lucerne");
    expect(english.text).not.toContain("Zentralschweiz");
    // Inside the sentence the region heading is written in lower case.
    expect(ask("Combien de temps pour Lausanne?", "fr").text).toContain("(région lémanique)");
  });

  it("computes the yearly loss for a kWp size with the home calculator", () => {
    const answer = ask("Quanto perdo all'anno con 30 kWp?", "it");
    expect(answer.kind).toBe("loss");
    expect(answer.text).toContain(formatChf(homeLoss(30, "wohngebiet").total, 0));
  });
});

describe("retrieval and hand-over", () => {
  it("answers from the site's facts and links the page", () => {
    const answer = ask("Do you use chemicals?", "en");
    expect(answer.kind).toBe("facts");
    expect(answer.text.toLowerCase()).toContain("demineralised");
    expect(answer.text).toMatch(/\]\(\/en[/a-z-]*\)/);
  });

  it("hands discounts, dates, promises and unrelated questions to a person with phone, contact page and WhatsApp", () => {
    for (const message of [
      "Gibt es Rabatt?",
      "Können Sie morgen kommen?",
      "Garantieren Sie 20 % mehr?",
      "Wer gewinnt die Fussball-WM?",
    ]) {
      const answer = ask(message);
      expect(answer.outcome, message).toBe("handover");
      expect(answer.text).toContain(company.phone);
      expect(answer.text).toContain("(/kontakt)");
      expect(answer.text).toContain("(https://wa.me/");
    }
  });
});

describe("language choice", () => {
  it("answers in the message's language when it is clear, else in the page's", () => {
    expect(chooseLanguage("Combien coûte le nettoyage?", "de")).toBe("fr");
    expect(chooseLanguage("Quanto costa la pulizia dell'impianto?", "en")).toBe("it");
    expect(chooseLanguage("How much does a cleaning cost?", "de")).toBe("en");
    expect(chooseLanguage("Was kostet die Reinigung?", "fr")).toBe("de");
    expect(chooseLanguage("40 kWp", "it")).toBe("it");
  });

  it("drops French and Italian elisions", () => {
    expect(normalizeText("Dell’impianto l'installation", "it")).toBe("impianto installation");
  });
});

describe("inventedNumbers", () => {
  const grounding = ["Total CHF 1'058.52, MWST 8.1 %", "Telefon +41 61 511 27 40", "innert 24 bis 48 Stunden"];

  it("accepts figures of the grounding in any notation", () => {
    expect(
      inventedNumbers("Total: CHF 1’058.52 (8,1 % MWST). Rufen Sie 061 511 27 40 an; 24–48 h.", grounding),
    ).toEqual([]);
  });

  it("reports amounts, percentages, durations and phone numbers the grounding lacks", () => {
    expect(inventedNumbers("CHF 999.00, 10 % Rabatt, in 12 Stunden, Tel. +41 44 123 45 67", grounding)).toEqual([
      "+41 44 123 45 67",
      "999.00",
      "10",
      "12",
    ]);
  });

  it("ignores link targets", () => {
    expect(inventedNumbers("[WhatsApp](https://wa.me/41615112740?text=2)", [])).toEqual([]);
  });
});

describe("a soiling loss the visitor states", () => {
  it("reads the percentage in four languages and leaves implausible figures alone", () => {
    expect(findStatedLossPercent("wenn sie 8% verschmutzt ist")).toBe(8);
    expect(findStatedLossPercent("avec 12,5 pour cent de perte")).toBe(12.5);
    expect(findStatedLossPercent("con il 6 per cento di sporco")).toBe(6);
    expect(findStatedLossPercent("8 percent soiling")).toBe(8);
    expect(findStatedLossPercent("80 % verschmutzt")).toBeUndefined();
    expect(findStatedLossPercent("50 kWp Anlage")).toBeUndefined();
  });

  it("answers with that percentage instead of the location's, in yield and francs", () => {
    // 50 kWp × 1'000 kWh/kWp × 8 % = 4'000 kWh; × CHF 0.08 = CHF 320.
    const de = ask("Wieviel Franken verliere ich pro Jahr bei einer 50 kWp Anlage, wenn sie 8% verschmutzt ist?", "de");
    expect(de.kind).toBe("loss");
    expect(de.text).toContain("4'000 kWh");
    expect(de.text).toContain("CHF 320");
    expect(de.text).not.toContain(formatChf(homeLoss(50, "wohngebiet").total, 0));
    const fr = ask("Combien je perds par an avec 30 kWc et 10 pour cent de perte ?", "fr");
    expect(fr.language).toBe("fr");
    expect(fr.text).toContain("3'000 kWh");
    expect(fr.text).toContain("CHF 240");
  });
});

describe("answer wording", () => {
  it("says the area a size stands for only when it was not given in m²", () => {
    const m2 = ask("Was kostet die Reinigung von 40 m2 Solarmodulen?");
    expect(m2.text).toContain("Für 40 m²");
    expect(m2.text).not.toContain("Reinigungsfläche");
    const panels = ask("What does cleaning 20 panels cost?", "en");
    expect(panels.text).toContain("m² to clean");
  });

  it("names each linked page, so two links of one answer never read the same", () => {
    const answer = ask("Sind Sie versichert und was kostet eine Dachreinigung?");
    const labels = [...answer.text.matchAll(/\[([^\]]+)\]\(/g)].map((m) => m[1]);
    expect(labels.length).toBeGreaterThan(1);
    expect(new Set(labels).size).toBe(labels.length);
    const french = ask("Combien coûte un nettoyage de toiture ?", "fr");
    expect(french.text).toMatch(/\[Nettoyage de toiture \(en allemand\)\]\(\/dachreinigung\)/);
  });
});

describe("a question about something the company does not do", () => {
  it("is handed over saying what the assistant answers, not that it cannot answer reliably", () => {
    const answer = ask("Putzen Sie auch Fenster?");
    expect(answer.outcome).toBe("handover");
    expect(answer.text).toContain("Dazu kann ich Ihnen nichts sagen");
    expect(answer.text).not.toContain("verlässlich");
    expect(ask("Do you also clean windows?", "en").text).toContain("I cannot help with that");
  });
});

describe("the answers a language model may choose among (consider)", () => {
  const consider = (message: string, language: "de" | "fr" | "it" | "en" = "de") =>
    assistant.consider({ message, language, history: [] });

  it("offers the planned answer first, then the site's best passages, each grounded and in the answer's language", () => {
    const considered = consider("Wie lange dauert die Reinigung, wenn Schildkröten im Garten sind?");
    expect(considered.answer).toEqual(ask("Wie lange dauert die Reinigung, wenn Schildkröten im Garten sind?"));
    expect(considered.candidates[0]).toEqual(considered.answer);
    expect(considered.candidates.length).toBeGreaterThan(1);
    expect(considered.candidates.length).toBeLessThanOrEqual(4);
    expect(considered.candidates.slice(1).every((candidate) => candidate.kind === "search")).toBe(true);
    for (const candidate of considered.candidates) {
      expect(candidate.language).toBe("de");
      expect(candidate.outcome).toBe("answered");
      expect(candidate.grounding.length).toBeGreaterThan(0);
      expect(inventedNumbers(candidate.text, candidate.grounding)).toEqual([]);
    }
    expect(new Set(considered.candidates.map((candidate) => candidate.text)).size).toBe(considered.candidates.length);
  });

  it("keeps the planned answer it decided against when the question's words went beyond it", () => {
    const considered = consider("Was kostet die Dachreinigung für ein denkmalgeschütztes Kloster mit Schindeln?");
    expect(considered.answer.outcome).toBe("handover");
    expect(considered.handover).toEqual(considered.answer);
    expect(considered.candidates.some((candidate) => candidate.kind === "facts")).toBe(true);
  });

  it("offers nothing to choose when a rule gives the question to a person, or for a greeting", () => {
    for (const message of ["Gebt ihr mir 20 % Rabatt, wenn ich diese Woche buche?", "Grüezi"]) {
      const considered = consider(message);
      expect(considered.candidates).toEqual([]);
      expect(considered.answer).toEqual(ask(message));
    }
    expect(consider("Gebt ihr mir 20 % Rabatt?").handover.outcome).toBe("handover");
  });

  it("has a hand-over in the answer's language ready for when none of them fits", () => {
    const considered = consider("How long does a cleaning take?", "en");
    expect(considered.answer.outcome).toBe("answered");
    expect(considered.handover).toMatchObject({ outcome: "handover", kind: "handover", language: "en" });
  });
});

describe("withinOneEdit (typo tolerance of the lexicon and the search)", () => {
  it("allows one substitution, insertion or deletion, and no more", () => {
    expect(withinOneEdit("offerte", "offerte")).toBe(true);
    expect(withinOneEdit("ofxerte", "offerte")).toBe(true);
    expect(withinOneEdit("oferte", "offerte")).toBe(true);
    expect(withinOneEdit("offertee", "offerte")).toBe(true);
    expect(withinOneEdit("ofertee", "offerte")).toBe(false);
    expect(withinOneEdit("offer", "offerte")).toBe(false);
  });
});
