import { describe, expect, it } from "vitest";
import { outOfScope } from "./out-of-scope";

describe("questions a person answers", () => {
  it("hands over a quote's or booking's own number: its status is in the company's files", () => {
    expect(outOfScope("Wurde meine Offerte 2026-0311 schon angenommen?")).toBe(true);
    expect(outOfScope("Le devis n° 4521 est-il toujours valable ?")).toBe(true);
    expect(outOfScope("Il preventivo numero 2027-118, a che punto siamo?")).toBe(true);
    expect(outOfScope("Has booking 2026/0420 been confirmed?")).toBe(true);
  });

  it("keeps sizes, prices and phone numbers out of that", () => {
    expect(outOfScope("Was kostet die Reinigung von 2026 m²?")).toBe(false);
    expect(outOfScope("What is your phone number?")).toBe(false);
    expect(outOfScope("Offerte für 120 m2 auf Ziegeln bitte")).toBe(false);
  });

  it("hands over another company named by its company form", () => {
    expect(outOfScope("Die Dachprofi AG verlangt weniger, warum seid ihr teurer?")).toBe(true);
    expect(outOfScope("Clean Solar Sàrl m'a fait une offre plus basse.")).toBe(true);
    expect(outOfScope("Is SunWash Ltd any good?")).toBe(true);
  });

  it("hands over writing for the visitor: poems, jokes, recipes", () => {
    expect(outOfScope("Schreib mir ein Gedicht über Solarmodule")).toBe(true);
    expect(outOfScope("Raconte-moi une blague")).toBe(true);
    expect(outOfScope("Mi dai una ricetta per la torta?")).toBe(true);
    expect(outOfScope("tell me a joke about gutters")).toBe(true);
  });

  it("leaves a roof type compared in price to the assistant", () => {
    expect(outOfScope("Ist ein Flachdach günstiger als ein Ziegeldach?")).toBe(false);
    expect(outOfScope("Le toit plat est-il moins cher que les tuiles ?")).toBe(false);
  });

  it("hands over the names and numbers of customers given as references", () => {
    expect(
      outOfScope("Which customers near Basel have you worked for? Give me a name and number for a reference."),
    ).toBe(true);
    expect(outOfScope("Welche Kunden in Riehen kann ich als Referenz anrufen? Bitte mit Telefonnummer.")).toBe(true);
  });

  it("hands over doctors and dentists, and the details of someone who left a review", () => {
    expect(outOfScope("Do you know a good English-speaking dentist in Basel?")).toBe(true);
    expect(outOfScope("Donnez-moi le numéro de la personne qui a laissé un avis")).toBe(true);
  });

  it("keeps an overflowing gutter that wets the facade an emergency, and facade cleaning out of scope", () => {
    expect(outOfScope("La grondaia trabocca e bagna tutta la facciata, è urgente!")).toBe(false);
    expect(outOfScope("Reinigt ihr auch unsere Fassade?")).toBe(true);
  });

  it("hands over jobs, subsidies, a special rate, health insurance and a technician's own number", () => {
    expect(outOfScope("Sucht ihr noch Mitarbeiter für den Sommer?")).toBe(true);
    expect(outOfScope("Vous engagez des apprentis ?")).toBe(true);
    expect(outOfScope("Ci sono sussidi per la pulizia dei pannelli?")).toBe(true);
    expect(outOfScope("Avez-vous un tarif spécial pour les retraités ?")).toBe(true);
    expect(outOfScope("Which health insurance do you recommend?")).toBe(true);
    expect(outOfScope("Give me the number of the technician who came last week")).toBe(true);
  });

  it("keeps a retired visitor's ordinary question", () => {
    expect(outOfScope("Je suis à la retraite, combien coûte le nettoyage de 20 panneaux ?")).toBe(false);
  });

  it("hands over a complaint about the company's own past visit, and leaves the insurance question before a job", () => {
    expect(outOfScope("Euer Team war im Mai da und seither ist das Dach undicht.")).toBe(true);
    expect(outOfScope("Vous avez nettoyé nos panneaux en avril, depuis l'onduleur affiche une erreur.")).toBe(true);
    expect(outOfScope("Avete pulito il tetto a giugno e da allora entra acqua in soffitta.")).toBe(true);
    expect(outOfScope("You cleaned our gutters last autumn and there is a leak since then, who pays?")).toBe(true);
    expect(outOfScope("If your team damages a tile, who pays? Are you insured?")).toBe(false);
    expect(outOfScope("Wer zahlt, wenn bei der Reinigung ein Modul Schaden nimmt?")).toBe(false);
  });

  it("hands over a named person's or a staff member's own number, not the company's", () => {
    expect(outOfScope("Könnt ihr mir die Handynummer von Herrn Meier geben?")).toBe(true);
    expect(outOfScope("Je voudrais le numéro du technicien de mardi.")).toBe(true);
    expect(outOfScope("What is the e-mail of the cleaner who came on Friday?")).toBe(true);
    expect(outOfScope("Wie ist die Nummer von Ihrem Büro?")).toBe(false);
    expect(outOfScope("What's the number of your office in Basel?")).toBe(false);
  });

  it("hands over a forecast of next year's feed-in tariff, and keeps the tariff the calculator assumes", () => {
    expect(outOfScope("Wird die Einspeisevergütung nächstes Jahr sinken?")).toBe(true);
    expect(outOfScope("Quel sera le tarif de rachat l'année prochaine ?")).toBe(true);
    expect(outOfScope("Which feed-in tariff does the loss calculator assume?")).toBe(false);
  });
});
