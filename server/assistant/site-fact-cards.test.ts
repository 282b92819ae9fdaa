import { describe, expect, it } from "vitest";
import { privacyRetention } from "#app/content/legal/retention.server";
import { M2_PER_UNIT, MAX_SIZE } from "#app/domain/pricing";
import { AREA_MAX, AREA_MIN } from "#app/domain/roof-price";
import { formatDecimal } from "#app/lib/format";
import { publicCompany } from "../company";
import { parseEnv } from "../env";
import { createAssistant } from "./assistant";
import { understand } from "./understand";

const company = publicCompany(parseEnv({}));
const assistant = createAssistant({ company });
const ask = (message: string, language: "de" | "fr" | "it" | "en") => assistant.answer({ message, language });
type Case = readonly [message: string, lang: "de" | "fr" | "it" | "en", words: RegExp];

function answersAll(cases: readonly Case[]) {
  for (const [message, lang, words] of cases) {
    const answer = ask(message, lang);
    expect(answer.outcome, message).toBe("answered");
    expect(answer.text, message).toMatch(words);
  }
}

describe("the quote calculator's fields, units and roof types", () => {
  it("answers what the calculator takes, from the pricing module, in four languages", () => {
    const panel = (lang: "de" | "fr" | "it" | "en") => formatDecimal(M2_PER_UNIT.panel, lang).replace(".", "\\.");
    answersAll([
      ["Darf ich im Offertrechner die Leistung in kWp eintragen?", "de", new RegExp(`${panel("de")} m² pro Modul`)],
      ["Combien de m² par module compte votre calculateur?", "fr", new RegExp(`${panel("fr")} m² par module`)],
      ["Quali tipi di tetto posso scegliere nel calcolatore?", "it", /tetto in lamiera/],
      ["Which fields of the quote calculator are mandatory?", "en", /phone number and notes are optional/],
    ]);
    expect(ask("Quelle est la taille max dans le calculateur de devis ?", "fr").text).toContain(
      formatDecimal(MAX_SIZE, "fr").slice(0, 1),
    );
  });

  it("keeps a field or unit word without a calculator, a quote or a unit from meaning the calculator", () => {
    expect(understand("Can you enter the attic through the roof hatch?").attributes).not.toContain("calculatorInputs");
  });
});

describe("the roof price calculator's range", () => {
  it("states the slider's smallest and largest area", () => {
    const range = new RegExp(`${AREA_MIN}[^.]{0,12}${AREA_MAX}`);
    answersAll([
      ["Bis zu welcher Fläche rechnet der Preisrechner der Dachreinigung?", "de", range],
      ["Is there a price calculator for roof cleaning, and up to what area?", "en", range],
    ]);
  });
});

describe("the company's identity and office", () => {
  it("gives the UID and the commercial register from the imprint", () => {
    answersAll([
      ["Wie ist eure Unternehmens-Identifikationsnummer?", "de", new RegExp(company.uid.replaceAll(".", "\\."))],
      ["Quel est votre numéro IDE et êtes-vous inscrits au registre du commerce?", "fr", /Bâle-Ville/],
      ["Mi serve il vostro numero IDI per la fattura", "it", new RegExp(company.uid.replaceAll(".", "\\."))],
      ["What's your company's legal name and commercial register entry?", "en", new RegExp(company.name)],
    ]);
  });

  it("gives the address when the office is asked for", () => {
    answersAll([
      ["Où se trouve votre bureau exactement?", "fr", new RegExp(company.street)],
      ["Where is your office?", "en", new RegExp(company.street)],
    ]);
  });
});

describe("lasting damage from dirt (hotspots)", () => {
  it("answers from the dirty-panels article's FAQ, without its opening yes", () => {
    answersAll([
      ["Was genau ist ein Hotspot?", "de", /^Deckt ein Fleck eine Zelle/],
      ["Les fientes peuvent-elles abîmer durablement mes panneaux?", "fr", /cellule/],
      ["Che cos'è un hotspot?", "it", /cella/],
      ["Is bird mess on the panels only cosmetic?", "en", /cell/],
    ]);
    expect(understand("Can dirt cause hotspots?").attributes).not.toContain("insurance");
  });
});

describe("where the water comes from", () => {
  it("names the water connection and the demineralisation on site", () => {
    answersAll([
      ["Bringt ihr euer Wasser mit oder nehmt ihr mein Wasser?", "de", /Ionenaustauscher/],
      ["Vous apportez votre eau ou il faut un robinet chez moi ?", "fr", /échange d’ions/],
      ["Da dove viene l'acqua che usate?", "it", /scambiatori di ioni/],
      ["Do you bring your own water?", "en", /ion-exchange/],
    ]);
    // Without the water named, "bring" asks about something else.
    expect(understand("Do you bring your own ladder?").attributes).not.toContain("waterSource");
  });
});

describe("what happens to a visitor's data", () => {
  it("says how long the privacy page keeps data, with the page's figures", () => {
    const years = new RegExp(`(${privacyRetention.contactYears}|two) (Jahre|ans|anni|years)`);
    answersAll([
      ["Wie lange bewahrt ihr meine Angaben aus dem Kontaktformular auf?", "de", years],
      ["Combien de temps conservez-vous mes données?", "fr", years],
      ["I sent the contact form – how long do you keep the data that's stored?", "en", years],
    ]);
  });

  it("says that the calculators work in the browser", () => {
    answersAll([
      ["Werden meine Eingaben im Verlustrechner gespeichert?", "de", /Browser/],
      ["I dati che inserisco nel calcolatore delle perdite vengono trasmessi?", "it", /browser/],
      ["Does the loss calculator store my numbers?", "en", /browser/],
    ]);
  });

  it("leaves storing electricity to other answers", () => {
    expect(understand("Kann ich den Solarstrom speichern?").attributes).not.toContain("personalData");
  });
});

describe("a reminder for the next cleaning", () => {
  it("points to the reminder offered when accepting the quote", () => {
    answersAll([
      ["Könnt ihr mich erinnern, wenn die nächste Reinigung fällig ist?", "de", /erinnern wir Sie/],
      ["Vous m'envoyez un rappel pour le prochain nettoyage?", "fr", /Rappelez-moi/],
      ["Mi mandate un promemoria per la prossima pulizia?", "it", /promemoria/],
      ["Will you remind me when the panels need cleaning again?", "en", /Remind me/],
    ]);
  });
});

describe("safety on the roof", () => {
  it("answers with the Suva rules and the safety plan", () => {
    answersAll([
      ["Wie sichert ihr euch auf dem Dach gegen Absturz?", "de", /Suva/],
      ["Quelles règles de sécurité respectez-vous sur le toit?", "fr", /plan de sécurité/],
      ["Come gestite la sicurezza sul tetto?", "it", /piano di sicurezza/],
      ["What safety measures do you take on the roof?", "en", /safety plan/],
    ]);
  });
});

describe("the services overview", () => {
  it("lists what the company does besides solar cleaning", () => {
    answersAll([
      ["Welche Dienstleistungen bietet ihr sonst noch an?", "de", /Dachrinnen/],
      ["Quelles autres prestations proposez-vous?", "fr", /gouttières/],
      ["Quali altri servizi offrite?", "it", /grondaie/],
      ["What else do you do besides solar panels?", "en", /gutters/],
    ]);
  });
});

describe("the printable maintenance plan", () => {
  it("is found when asked as a printable schedule", () => {
    answersAll([
      ["Habt ihr einen Zeitplan zum Ausdrucken?", "de", /Wartungsplan/],
      ["Is there a printable schedule for all the cleanings?", "en", /maintenance plan/],
    ]);
  });
});

describe("the fixed price", () => {
  it("says the quoted price holds on the day", () => {
    answersAll([
      ["Kann sich der Preis am Tag der Reinigung noch ändern?", "de", /Fixpreis/],
      ["Le prix peut-il changer une fois sur place?", "fr", /prix fixe/],
      ["Il prezzo può aumentare dopo?", "it", /prezzo fisso/],
      ["Could the price go up on the day?", "en", /fixed price/],
    ]);
  });
});

describe("drones and their rules", () => {
  it("answers whether drones are allowed from the drone rules", () => {
    answersAll([
      ["Dürft ihr hier überhaupt Drohnen fliegen?", "de", /BAZL/],
      ["Les drones, c'est autorisé chez nous?", "fr", /OFAC/],
      ["Is flying a drone here allowed?", "en", /FOCA/],
    ]);
    expect(understand("Is it allowed to walk on the panels?").attributes).not.toContain("permission");
  });
});

describe("the free visual check", () => {
  it("names the visual check as included in every cleaning", () => {
    answersAll([
      ["Kostet die Sichtkontrolle extra?", "de", /Sichtkontrolle:/],
      ["Le contrôle visuel est-il facturé en supplément?", "fr", /Contrôle visuel:/],
      ["Il controllo visivo è a pagamento?", "it", /Controllo visivo:/],
    ]);
  });
});

describe("how much yield dirt costs", () => {
  it("answers a 'typically' question with the soiling ranges", () => {
    answersAll([
      ["How much yield do dirty panels usually lose?", "en", /heavy soiling/],
      ["Combien de rendement perd normalement une installation sale?", "fr", /encrassement important/],
    ]);
  });
});

describe("the calculators' assumptions, the price's make-up and the contract sizes", () => {
  it("answers what the loss calculator assumes, in four languages", () => {
    answersAll([
      ["Von welchen Annahmen geht der Verlustrechner aus?", "de", /kWh/],
      ["Sur quelles hypothèses se base le calculateur de pertes?", "fr", /kWh/],
      ["Su quali ipotesi si basa il calcolatore delle perdite?", "it", /kWh/],
      ["Which assumptions is the loss calculator based on?", "en", /kWh/],
    ]);
    expect(understand("What does the loss calculator assume per kWp?").attributes).not.toContain("calculatorInputs");
  });

  it("answers how the price is calculated with its make-up, not with the calculator or a region", () => {
    const understood = understand("How is the price calculated – a fixed fee plus something per area?");
    expect(understood.attributes).toContain("priceComposition");
    expect(understood.attributes).not.toContain("quoteHow");
    expect(understood.attributes).not.toContain("regions");
  });

  it("answers from what size a business contract starts", () => {
    answersAll([["From what size does the Enterprise contract start?", "en", /Enterprise/]]);
  });

  it("answers what the quote needs", () => {
    answersAll([["What details do you need from me for a quote?", "en", /postcode/]]);
  });
});

describe("green roofs looked after", () => {
  it("counts 'gepflegt' as what the question is about, like 'gereinigt'", () => {
    answersAll([["Wie oft wird ein Gründach gepflegt, und wer macht das dafür?", "de", /Gründächer/]]);
  });
});

describe("the included extras by name", () => {
  it("opens with the section's title", () => {
    answersAll([
      ["Is the visual check included or extra?", "en", /^Included in every cleaning: three extras/],
      [
        "Was ist bei jeder Reinigung alles inbegriffen?",
        "de",
        /^Bei jeder Reinigung inbegriffen: drei Zusatzleistungen/,
      ],
    ]);
  });
});

describe("work of another trade stays with a person", () => {
  it("hands over tinsmith work and a wasps' nest, whatever generic words they carry", () => {
    for (const [message, lang] of [
      ["Mi fate i lavori di lattoneria sopra la grondaia?", "it"],
      ["Potete rimuovere il nido di vespe sopra il pannello?", "it"],
    ] as const)
      expect(ask(message, lang).outcome, message).toBe("handover");
  });
});
