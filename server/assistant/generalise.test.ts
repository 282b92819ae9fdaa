import { describe, expect, it } from "vitest";
import { b2bFacts } from "#app/content/pages/b2b/roi";
import { DEFAULT_TARIFF_CHF_PER_KWH } from "#app/domain/loss";
import { computeQuote } from "#app/domain/pricing";
import { ROOF_PRICE_PER_M2, roofTotal } from "#app/domain/roof-price";
import { assistantCopy } from "#app/content/assistant";
import { offerPageCopy } from "#app/content/offer-page";
import { greenRoofContent } from "#app/content/pages/green-roof";
import { formatChf } from "#app/lib/format";
import { publicCompany } from "../company";
import { parseEnv } from "../env";
import { askWithEarlierTurns } from "./ask-in-tests";
import { createAssistant } from "./assistant";
import { findSize } from "./intents/quote";
import { understand } from "./understand";

const assistant = createAssistant({ company: publicCompany(parseEnv({})) });
const ask = askWithEarlierTurns(assistant);

describe("a business's production is its operations, not the panels' yield", () => {
  it("reads factories and logistics sites as businesses in four languages", () => {
    expect(understand("Reinigt ihr auch auf einer Fabrik?").services).toContain("b2b");
    expect(understand("notre entrepôt logistique a 600 m2 de panneaux").services).toContain("b2b");
    expect(understand("lo stabilimento ha un grande impianto").services).toContain("b2b");
    expect(understand("our factory roof").services).toContain("b2b");
  });

  it("answers 'without stopping production' from the business page, not with the yield", () => {
    for (const [message, lang] of [
      ["Müssen wir während der Reinigung die Produktion stoppen?", "de"],
      ["Faut-il arrêter la production de l'usine pendant le nettoyage ?", "fr"],
      ["Dobbiamo fermare la produzione durante la pulizia?", "it"],
      ["Will the cleaning disrupt our operations?", "en"],
    ] as const) {
      const understood = understand(message);
      expect(understood.attributes, message).toContain("operations");
      expect(understood.attributes, message).not.toContain("yield");
      const answer = ask(message, lang);
      expect(answer.outcome, message).toBe("answered");
      expect(answer.text, message).toMatch(/Betriebsunterbruch|interruption|interrompere|without interrupting/);
    }
  });
});

describe("two jobs in one visit", () => {
  it("answers roof and panels together from the roof cleaning page, in every language", () => {
    for (const [message, lang, words] of [
      ["Könnt ihr Dach und Solarmodule gleichzeitig reinigen?", "de", /im selben Einsatz/],
      ["Le toit et les modules, c'est possible en une fois ?", "fr", /même intervention/],
      ["Potete pulire tetto e pannelli nello stesso intervento?", "it", /stesso intervento/],
      ["Can you clean the roof and the solar panels together?", "en", /same visit/],
    ] as const) {
      const answer = ask(message, lang);
      expect(answer.outcome, message).toBe("answered");
      expect(answer.text, message).toMatch(words);
    }
  });

  it("does not take 'both' alone for a second service", () => {
    expect(understand("Both of my roofs need a clean").attributes).not.toContain("combine");
  });
});

describe("the business contracts by size", () => {
  it("answers a size with a contract question with the contract tiers, not the private contract", () => {
    for (const [message, lang] of [
      ["Welcher Wartungsvertrag passt bei 900 m² Modulen?", "de"],
      ["Quel contrat pour 1500 m2 de panneaux ?", "fr"],
      ["Che contratto ci consiglia per 700 m² di moduli?", "it"],
      ["Which contract would suit 300 m2 of panels?", "en"],
    ] as const) {
      const answer = ask(message, lang);
      expect(answer.outcome, message).toBe("answered");
      expect(answer.text, message).toContain("Professional");
    }
  });

  it("states the minimum area for businesses", () => {
    for (const [message, lang] of [
      ["Gibt es eine Mindestgrösse für Firmenanlagen?", "de"],
      ["Quelle est la surface minimale pour une entreprise ?", "fr"],
      ["C'è una superficie minima per le aziende?", "it"],
      ["What's the minimum system size for a business contract?", "en"],
    ] as const) {
      const answer = ask(message, lang);
      expect(answer.outcome, message).toBe("answered");
      expect(answer.text, message).toMatch(new RegExp(`${b2bFacts.minAreaM2} m²`));
    }
  });

  it("leaves a minimum that is not about businesses alone", () => {
    expect(understand("Gibt es eine Mindestlaufzeit?").attributes).not.toContain("minimum");
  });
});

describe("free and non-binding quotes", () => {
  it("answers whether the quote is free, without a price", () => {
    for (const [message, lang, words] of [
      ["Kostet mich die Offerte etwas oder ist sie unverbindlich?", "de", /kostenlos und für Sie unverbindlich/],
      ["Le devis est gratuit ?", "fr", /gratuit et sans engagement/],
      ["Il preventivo è vincolante?", "it", /gratuito e senza impegno/],
      ["Does asking for a quote commit me to anything?", "en", /free and places you under no obligation/],
    ] as const) {
      const answer = ask(message, lang);
      expect(answer.outcome, message).toBe("answered");
      expect(answer.text, message).toMatch(words);
    }
  });

  it("keeps 'free' without a quote out of it", () => {
    expect(understand("Habt ihr nächste Woche frei?").attributes).not.toContain("quoteFree");
    expect(understand("Is the maintenance plan free?").attributes).not.toContain("quoteFree");
  });
});

describe("the loss calculator's tariff is an assumption, not a price", () => {
  it("answers with the home calculator's assumptions in every language", () => {
    const tariff = formatChf(DEFAULT_TARIFF_CHF_PER_KWH, 2);
    for (const [message, lang] of [
      ["Mit welcher Einspeisevergütung rechnet euer Verlustrechner?", "de"],
      ["Quel tarif de reprise utilise votre calculateur ?", "fr"],
      ["Che prezzo del kWh usa il calcolatore?", "it"],
      ["What feed-in tariff does the loss calculator assume?", "en"],
    ] as const) {
      expect(understand(message).attributes, message).not.toContain("price");
      const answer = ask(message, lang);
      expect(answer.outcome, message).toBe("answered");
      expect(answer.text, message).toContain(tariff);
    }
  });
});

describe("words that belong to a phrase", () => {
  it("reads 'quand même' as 'anyway', not as a question about when", () => {
    expect(understand("je n'ai pas la surface, vous pouvez me faire un devis quand même ?").attributes).not.toContain(
      "leadTime",
    );
  });

  it("does not read 'conviendrait' as the Italian 'conviene' (worth it)", () => {
    expect(understand("quel contrat nous conviendrait ?").attributes).not.toContain("yield");
    expect(understand("quel contrat nous conviendrait ?").attributes).not.toContain("paysOff");
    expect(understand("conviene pulire i pannelli?").attributes).toContain("paysOff");
  });

  it("reads 'comprese'/'incluse' as included, not as VAT", () => {
    expect(understand("le grondaie sono comprese?").attributes).not.toContain("vat");
    expect(understand("la TVA est incluse ?").attributes).toContain("vat");
  });

  it("prices a roof area with the roof rate when gutters are named too", () => {
    const de = ask("Dachreinigung 120 m2, was kostet das und sind die Dachrinnen inbegriffen?", "de");
    expect(de.text).toContain(formatChf(roofTotal(120), 0));
    expect(de.text).toContain(formatChf(ROOF_PRICE_PER_M2, 0));
    const it_ = ask("Tetto di 150 mq da pulire: quanto costa, e le grondaie sono comprese?", "it");
    expect(it_.text).toContain(formatChf(roofTotal(150), 0));
  });
});

describe("a follow-up that carries the previous question on", () => {
  it("answers 'and what if …?' with the previous subject when the answer speaks of the condition", () => {
    const de = ask("Und wenn Bäume in der Nähe stehen?", "de", ["Wie oft sollte man die Dachrinnen reinigen lassen?"]);
    expect(de.outcome).toBe("answered");
    expect(de.text).toMatch(/Bäume/);
    const en = ask("and what if there are trees nearby?", "en", ["How often should gutters be cleaned?"]);
    expect(en.outcome).toBe("answered");
    expect(en.text).toMatch(/twice a year/);
    const it_ = ask("e se ci sono alberi vicini?", "it", ["Ogni quanto vanno pulite le grondaie?"]);
    expect(it_.outcome).toBe("answered");
    expect(it_.text).toMatch(/alberi vicini/);
  });

  it("hands over when the condition is something the answer does not speak of", () => {
    expect(
      ask("Und wenn ich eine Wärmepumpe habe?", "de", ["Wie oft sollte man die Dachrinnen reinigen lassen?"]).outcome,
    ).toBe("handover");
    expect(ask("et si j'ai une piscine ?", "fr", ["Tous les combien faut-il nettoyer les gouttières ?"]).outcome).toBe(
      "handover",
    );
  });
});

describe("words every question here has", () => {
  it("does not count a form of 'clean' or 'so far' as a topic the answer leaves out", () => {
    for (const [message, lang] of [
      ["Wie viele Module habt ihr bis jetzt schon gereinigt?", "de"],
      ["Combien de modules avez-vous déjà nettoyés jusqu'ici ?", "fr"],
      ["Combien de panneaux avez-vous nettoyés jusqu'à maintenant ?", "fr"],
      ["Quanti moduli avete pulito finora?", "it"],
      ["How many panels have you cleaned so far?", "en"],
    ] as const) {
      const answer = ask(message, lang);
      expect(answer.outcome, message).toBe("answered");
      expect(answer.text, message).toMatch(/8.?643/);
    }
  });
});

describe("watering a green roof", () => {
  it("answers from the green-roof article's FAQ, not with the seasons' task list", () => {
    for (const [message, lang, words] of [
      ["Sollte man ein extensives Gründach bei Hitze begiessen?", "de", /In der Regel nicht/],
      ["Je dois arroser ma toiture végétalisée pendant la canicule ?", "fr", /En règle générale, non/],
      ["Bisogna annaffiare il tetto verde d'estate?", "it", /Di regola no/],
      ["Should I be watering my sedum roof when it's hot?", "en", /As a rule, no/],
    ] as const) {
      const answer = ask(message, lang);
      expect(answer.outcome, message).toBe("answered");
      expect(answer.text, message).toMatch(words);
    }
  });

  it("answers a roof garden with the summer watering in dry spells", () => {
    const answer = ask("Wie muss ich einen intensiven Dachgarten bewässern?", "de");
    expect(answer.text).toMatch(/Trockenperioden bewässern/);
    expect(answer.text).not.toMatch(/In der Regel nicht/);
  });
});

describe("answers that live on a less obvious page: the blog articles' FAQ", () => {
  it("answers from an article's FAQ when no card is about it, in every language", () => {
    for (const [message, lang, words] of [
      ["Werden meine Angaben im Verlustrechner gespeichert?", "de", /Browser/],
      ["Le calculateur de pertes enregistre-t-il mes données ?", "fr", /navigateur/],
      ["Il calcolatore delle perdite salva i miei dati?", "it", /browser/],
      ["I'm renting, so who organises the panel cleaning, me or my landlord?", "en", /landlord/],
    ] as const) {
      const answer = ask(message, lang);
      expect(answer.outcome, message).toBe("answered");
      expect(answer.text, message).toMatch(words);
    }
  });

  it("takes the loss calculator by name for the tool asked about, not for a loss or a price", () => {
    expect(understand("Wie genau ist euer Verlustrechner?").attributes).not.toContain("loss");
    expect(understand("Le calculateur de pertes enregistre-t-il mes données ?").attributes).not.toContain(
      "priceComposition",
    );
    expect(understand("Come viene calcolato il prezzo?").attributes).toContain("priceComposition");
    // With a system size, the calculator's figure is what is asked.
    expect(understand("Was zeigt der Verlustrechner für 20 kWp?").attributes).toContain("loss");
  });
});

describe("a size in any spelling", () => {
  it("does not hand over a quote because the unit was written out", () => {
    for (const [message, lang] of [
      ["Preis für 120 Quadratmeter auf einem Ziegeldach?", "de"],
      ["Combien pour 120 mètres carrés sur un toit plat ?", "fr"],
      ["Quanto costa per 120 metri quadrati su tetto in tegole?", "it"],
      ["Price for 120 square metres on a tiled roof?", "en"],
    ] as const) {
      const answer = ask(message, lang);
      expect(answer.outcome, message).toBe("answered");
      expect(answer.kind, message).toBe("quote");
    }
  });
});

describe("every form of a loss verb and of 'per cent'", () => {
  it("reads 'je perds', 'ho perso', 'I lost' as a loss, and 'pour cent' as a unit", () => {
    expect(understand("combien je perds avec 20 kWc ?").attributes).toContain("loss");
    expect(understand("quanto ho perso con 20 kWp?").attributes).toContain("loss");
    expect(understand("how much have I lost with 20 kWp?").attributes).toContain("loss");
    const answer = ask("Avec 20 kWc, je perds combien à 5 pour cent d'encrassement ?", "fr");
    expect(answer.outcome).toBe("answered");
    expect(answer.text).toContain("1'000 kWh");
  });
});

describe("covering a place is serving it", () => {
  it("answers 'do you cover <town>?' with the town, not the insurance", () => {
    const en = ask("Do you cover Winterthur?", "en");
    expect(en.text).toMatch(/Winterthur/);
    expect(en.text).not.toMatch(/liability insurance/);
    const de = ask("Deckt ihr auch Winterthur ab?", "de");
    expect(de.text).toMatch(/Winterthur/);
    expect(de.text).not.toMatch(/Betriebshaftpflicht/);
  });

  it("keeps insurance when damage or insurance is named with the place", () => {
    expect(ask("Are you insured for damage on a roof in Winterthur?", "en").text).toMatch(/insurance/);
  });
});

describe("what we do not do", () => {
  it("hands over a question about selling or buying panels, in every language", () => {
    for (const [message, lang] of [
      ["Verkauft ihr auch Wechselrichter?", "de"],
      ["Vous vendez des panneaux solaires ?", "fr"],
      ["Dove posso comprare dei pannelli nuovi?", "it"],
      ["Can I buy solar panels from you?", "en"],
    ] as const) {
      expect(ask(message, lang).outcome, message).toBe("handover");
    }
  });
});

describe("proof of insurance and the languages we speak", () => {
  it("answers a request for the insurance certificate: sent on request, with a yes to a can-question", () => {
    for (const [message, lang, words] of [
      ["Können Sie uns einen Versicherungsnachweis zustellen?", "de", /^Ja, gern\..*auf Wunsch/s],
      ["Pouvez-vous nous transmettre une attestation d'assurance ?", "fr", /^Oui, c’est possible\..*attestation/s],
      ["Ci potete mandare il certificato di assicurazione?", "it", /^Sì, certo\..*attestato/s],
      ["We need a certificate of insurance for our property manager.", "en", /insurance certificate/],
    ] as const) {
      const answer = ask(message, lang);
      expect(answer.outcome, message).toBe("answered");
      expect(answer.text, message).toMatch(words);
    }
  });

  it("does not read a privacy policy or the police as insurance", () => {
    expect(understand("Where is your privacy policy?").attributes).not.toContain("insuranceProof");
    expect(understand("faut-il prévenir la police ?").attributes).not.toContain("insuranceProof");
  });

  it("answers whether we speak English, with a yes only when English is asked about", () => {
    expect(ask("Sprechen Sie auch Englisch?", "de").text).toMatch(/^Ja, gern\./);
    expect(ask("Vous parlez anglais ?", "fr").text).toMatch(/^Oui, c’est possible\..*anglais/s);
    expect(ask("Can we do this in English?", "en").text).toMatch(/^Yes, of course\./);
    const spanish = ask("Sprechen Sie Spanisch?", "de");
    expect(spanish.text).not.toMatch(/^Ja/);
  });
});

describe("a contract for a small system", () => {
  it("gives a private system below the business minimum the maintenance contract, not the business tiers", () => {
    const answer = ask("Wir haben 25 m² Module auf dem Einfamilienhaus, welcher Wartungsvertrag passt?", "de");
    expect(answer.text).not.toContain("Professional");
  });
});

describe("an expired quote", () => {
  it("says how to get a new one with the same details, with the quote page's own button", () => {
    for (const [message, language] of [
      ["Meine Offerte ist abgelaufen, was mache ich jetzt?", "de"],
      ["Mon devis a expiré, que faire ?", "fr"],
      ["Il mio preventivo è scaduto, cosa devo fare?", "it"],
      ["My quote has expired, what now?", "en"],
    ] as const) {
      expect(ask(message, language).text, message).toContain(offerPageCopy[language].expired.newQuote);
    }
  });
});

describe("whether the quote itself costs something", () => {
  it("answers that it is free, not with the cleaning's price", () => {
    for (const [message, language] of [
      ["Kostet die Offerte etwas?", "de"],
      ["Le devis coûte quelque chose ?", "fr"],
      ["Il preventivo costa qualcosa?", "it"],
      ["Does getting a quote cost anything?", "en"],
    ] as const) {
      const answer = ask(message, language);
      expect(answer.text, message).toMatch(/kostenlos|gratuit|gratuito|free/);
      expect(answer.text, message).not.toMatch(/388/);
    }
  });
});

describe("a gutter that overflows, said with the German verb apart", () => {
  it("is the emergency", () => {
    expect(ask("Bei starkem Regen läuft die Dachrinne über, was tun?", "de").text).toContain("NOTFALL");
  });

  it("does not read every 'läuft … über' as one", () => {
    expect(understand("Wie läuft das über die Website?").attributes).not.toContain("emergency");
  });
});

describe("routing fixes from the sixth round's tuning half", () => {
  it("answers the gutters' best time with their interval card (late autumn), not the panels' seasons", () => {
    const answer = ask("Wann ist die beste Jahreszeit für die Dachrinnenreinigung?", "de");
    expect(answer.text).toMatch(/Spätherbst|Laub/);
    expect(answer.text).not.toMatch(/Solarreinigung ist der Frühling/);
  });

  it("answers how long the company exists with its founding year, and keeps a cleaning's duration asked beside it", () => {
    expect(ask("How long have you been around as a company?", "en").text).toContain("2019");
    const both = understand("How long does a cleaning take and how many customers do you have?").attributes;
    expect(both).toEqual(expect.arrayContaining(["duration", "company"]));
  });

  it("answers the quote calculator's largest size", () => {
    expect(ask("What's the biggest size the online calculator takes?", "en").text).toMatch(/5'000/);
    expect(ask("Quelle est la taille maximale dans le calculateur ?", "fr").text).toMatch(/5 ?000|5'000/);
  });

  it("answers the yield per kWp a calculator assumes", () => {
    expect(ask("Mit welchem Ertrag pro kWp rechnet der Verlustrechner?", "de").text).toMatch(/1'000 kWh/);
    expect(ask("What yield per kWp does your calculator use?", "en").text).toMatch(/1'000 kWh/);
  });
});

describe("more from the sixth round's tuning half", () => {
  it("gives a private owner the private maintenance contract, also when a business is named to be excluded", () => {
    const answer = ask("Ich bin kein Unternehmen: Gibt es einen Wartungsvertrag auch für Private?", "de");
    expect(answer.text).not.toMatch(/^Für Unternehmen/);
    expect(answer.text).toMatch(/Wartungsvertrag/);
    expect(ask("Un contrat d'entretien existe aussi pour les particuliers ?", "fr").text).not.toMatch(
      /^Pour les entreprises/,
    );
  });

  it("answers an appointment asked with a place with the lead time and the place's call-out time", () => {
    const answer = ask("Do you come to Zurich, and how soon could I get an appointment?", "en");
    expect(answer.text).toMatch(/one to two weeks/);
    expect(answer.text).toMatch(/Zurich/);
  });

  it("reads jobs in a place as the service area", () => {
    expect(ask("Nehmt ihr auch Aufträge in Lausanne an?", "de").text).toMatch(/nach Lausanne/);
  });

  it("reads the high season as the lead time", () => {
    expect(understand("E se vi chiamo in piena stagione?").attributes).toContain("leadTime");
    expect(understand("And in peak season?").attributes).toContain("leadTime");
  });

  it("reads 'quanto mi viene?' as the price", () => {
    expect(ask("20 moduli su tegole, quanto mi viene?", "it").outcome).toBe("answered");
    expect(understand("quanto mi viene?").attributes).toContain("price");
  });

  it("counts washing as cleaning, not as a topic the reply leaves out", () => {
    expect(ask("Con che prodotti lavate i moduli?", "it").outcome).toBe("answered");
  });
});

describe("phrases and words fixed after the sixth round's tuning half", () => {
  it("does not read 'our' as the short end of a phrase ('jusqu'où' folds to 'ou')", () => {
    expect(understand("Our house has 20 panels").attributes).not.toContain("regions");
    expect(understand("Jusqu'où vous déplacez-vous ?").attributes).toContain("regions");
  });

  it("says the certified training covers solar cleaning only, in every language", () => {
    expect(ask("Gilt euer Zertifikat auch für die Dachreinigung?", "de").text).toMatch(/ohne eigenes Zertifikat/);
    expect(ask("Votre certificat vaut aussi pour les toitures ?", "fr").text).toMatch(
      /pas l’objet d’une certification distincte/,
    );
    expect(ask("Il certificato vale anche per i tetti?", "it").text).toMatch(/senza una certificazione specifica/);
    expect(ask("Does your certificate cover roof cleaning too?", "en").text).toMatch(/solar panel cleaning only/);
    expect(ask("Does your certificate cover roof cleaning too?", "en").text).not.toMatch(/liability insurance/);
    expect(understand("Are you certified and insured?").attributes).toEqual(["certification", "insurance"]);
  });

  it("reads 'how many times a year' as the interval", () => {
    expect(ask("How many times a year should gutters be cleaned when the house borders a forest?", "en").text).toMatch(
      /three times a year/,
    );
  });

  it("reads a 3-year contract as the business tier with its price guarantee", () => {
    expect(ask("Does the 3-year contract keep the same price?", "en").text).toMatch(/price guarantee/);
  });

  it("reads 'water our roof' as watering", () => {
    expect(understand("Do we need to water our green roof?").attributes).toContain("watering");
  });
});

describe("walking on the panels and tree seedlings on a green roof", () => {
  it("says we never walk on solar panels, in every language", () => {
    expect(ask("Laufen Ihre Leute auf den Modulen herum?", "de").text).toMatch(/betreten wir nie/);
    expect(ask("Vous marchez sur les panneaux pour les nettoyer ?", "fr").text).toMatch(/ne marchons jamais/);
    expect(ask("Dovete camminare sopra i pannelli?", "it").text).toMatch(/non camminiamo mai/);
    expect(ask("Do your cleaners walk on the panels?", "en").text).toMatch(/never walk on solar panels/);
  });

  it("does not answer stepping on anything else with the panels' card", () => {
    expect(ask("Wie betrete ich das Kundenportal?", "de").outcome).toBe("handover");
  });

  it("answers why tree seedlings go with the green-roof page's own answer, in every language", () => {
    for (const lang of ["de", "fr", "it", "en"] as const) {
      const faq = greenRoofContent[lang].faq.items.find((item) => /Wurzel|racine|radic|root/i.test(item.answer));
      const question = {
        de: "Warum entfernt ihr die kleinen Bäumchen auf dem Gründach?",
        fr: "Pourquoi enlevez-vous les petits bouleaux sur le toit végétalisé ?",
        it: "Perché togliete le piantine di betulla dal tetto verde?",
        en: "Why do you pull out the tree seedlings on a green roof?",
      }[lang];
      expect(ask(question, lang).text, question).toContain(faq!.answer);
    }
  });
});

describe("a tenant asking who orders", () => {
  it("answers that the landlord or property manager usually commissions roof work, in every language", () => {
    expect(ask("Ich bin Mieter. Kann ich die Reinigung selbst bestellen?", "de").text).toMatch(/Vermieterschaft/);
    expect(ask("Je suis locataire, je peux commander le nettoyage moi-même ?", "fr").text).toMatch(/gérance/);
    expect(ask("Sono inquilino, posso ordinare io la pulizia?", "it").text).toMatch(/proprietario/);
    expect(ask("We rent our flat. Can we book the cleaning ourselves?", "en").text).toMatch(/landlord/);
  });

  it("leaves renting out and a tenant's other questions to their own answers", () => {
    expect(understand("I rent the flat out; do I get a cleaning report?").attributes).not.toContain("tenant");
    expect(understand("Ich bin Mieter, was kostet die Reinigung?").attributes).not.toContain("tenant");
  });
});

describe("offering verbs, data kept and 'open'", () => {
  it("answers which contracts are offered, the verb and 'types' being no topic of their own", () => {
    expect(ask("Quels types de contrats d'entretien proposez-vous aux entreprises ?", "fr").text).toMatch(
      /Professional/,
    );
  });

  it("reads how long messages are kept as data retention, not as a cleaning's duration", () => {
    const answer = ask("Per quanto tempo tenete i messaggi del modulo di contatto?", "it");
    expect(answer.text).toMatch(/Conserviamo/);
    expect(answer.text).not.toMatch(/ore\b/);
  });

  it("reads 'open' as the hours only when the company is open", () => {
    expect(understand("Are you open on Saturday?").attributes).toContain("hours");
    expect(understand("We can leave the garden gate open").attributes).not.toContain("hours");
  });

  it("reads being away on holiday as the question of being at home on the day", () => {
    expect(understand("Can you clean while we are on holiday?").attributes).toContain("onTheDay");
  });
});

describe("a defect found while cleaning, and plants on a roof", () => {
  it("answers a cracked panel or a broken cable with the defect report and the partner for repairs", () => {
    const answer = ask("If you find a cracked panel or a broken cable while cleaning, do you fix it?", "en");
    expect(answer.text).toMatch(/partner company/);
    expect(answer.text).toMatch(/cleaning report/);
    expect(ask("Se trovate un cavo rotto, lo riparate voi?", "it").text).toMatch(/partner|install/i);
  });

  it("reads a roof with lawn, shrubs or perennials as an intensive green roof", () => {
    const answer = ask("Our roof terrace has lawn and shrubs. How many visits a year does it need?", "en");
    expect(answer.text).toMatch(/four times a year/);
    expect(ask("Auf dem Dach haben wir Rasen und Stauden. Wie oft kommt ihr?", "de").text).toMatch(
      /viermal|Jahreszeit/,
    );
  });
});

describe("Swiss German words and short phrases", () => {
  it("reads 'Räge', 'zäme' and 'Dachchänel'", () => {
    expect(understand("putzt de Räge d Module nöd?").attributes).toContain("rain");
    expect(understand("Chönd ihr Gründach und Solaranlag zäme mache?").attributes).toContain("combine");
    expect(understand("sind d Dachchänel debii?").services).toContain("gutter");
  });

  it("reads 'not clean afterwards' as the satisfaction guarantee", () => {
    expect(understand("Et si c'est pas propre après votre passage ?").attributes).toContain("guarantee");
    expect(understand("What if the panels are still dirty afterwards?").attributes).toContain("guarantee");
  });

  it("does not let a phrase that folds to a letter or the French 'ou' match anywhere", () => {
    expect(understand("Gib mir mal s Natel vom Chef").attributes).toEqual([]);
    expect(understand("Le toit ou les panneaux, c'est combien ?").attributes).not.toContain("regions");
    expect(understand("Jusqu'où allez-vous ?").attributes).toContain("regions");
  });
});

describe("a condominium is a private home", () => {
  it("gets the private maintenance contract, once or twice a year", () => {
    expect(ask("Per un condominio fate contratti di manutenzione?", "it").text).toMatch(/una o due volte/);
    expect(ask("Pour notre PPE, un contrat d'entretien c'est à quel rythme ?", "fr").text).toMatch(
      /annuel ou semestriel/,
    );
  });
});

describe("a few more readings", () => {
  it("reads a location type ('zona residenziale') as no region", () => {
    expect(understand("10 kWp in zona residenziale, conviene pulire?").attributes).not.toContain("regions");
  });

  it("reads the Swiss German 'Ansatz' as the rate per m²", () => {
    expect(understand("Was ist euer Ansatz pro m²?").attributes).toContain("priceComposition");
  });

  it("reads 'il faut que je sois là' as being at home on the day", () => {
    expect(understand("Il faut que je sois là pendant le nettoyage ?").attributes).toContain("onTheDay");
  });
});

describe("how far, ESG reports and a new home", () => {
  it("reads 'jusqu'où' as how far we go", () => {
    expect(understand("Vos équipes vont jusqu’où ?").attributes).toContain("regions");
  });

  it("reads documentation for ESG reporting as the cleaning report", () => {
    expect(understand("For our ESG reporting we need documentation of the cleaning").attributes).toContain("report");
  });

  it("answers a newcomer's interval and starting price, the move being no topic", () => {
    const answer = ask(
      "We just moved here, no idea when the panels were last cleaned. How often, and what does it start at?",
      "en",
    );
    expect(answer.outcome).toBe("answered");
    expect(answer.text).toMatch(/388/);
  });
});

describe("words from the seventh round's tuning half", () => {
  it("reads ratings, yield, the time of year, a document left behind and spending", () => {
    expect(understand("Wie gut seid ihr bewertet?").attributes).toContain("reviews");
    expect(understand("Di quanto aumenta la resa dopo una pulizia?").attributes).toContain("yield");
    expect(understand("Qual è il periodo dell'anno migliore per la pulizia?").attributes).toContain("season");
    expect(understand("Mi lasciate qualche documento alla fine?").attributes).toContain("report");
    expect(understand("Quanti franchi spenderei per il tetto?").attributes).toContain("price");
  });

  it("does not read any document as the cleaning report", () => {
    expect(understand("Vous avez un document avec tous les intervalles ?").attributes).not.toContain("report");
  });
});

describe("what the eighth round's tuning half brought: how a question is put is no topic", () => {
  const quoteFor = (size: number, unit: "panel" | "m2" | "kwp", roofType: "ziegeldach" | "flachdach" | "blechdach") =>
    formatChf(computeQuote({ size, unit, roofType }).total);

  it("prices a system asked with 'could you tell me', 'I'd like to know', 'what would it come to'", () => {
    for (const [message, lang, total] of [
      [
        "Pourriez-vous m'indiquer le montant pour 40 panneaux sur un toit plat?",
        "fr",
        quoteFor(40, "panel", "flachdach"),
      ],
      ["Vorrei sapere il prezzo finale per 30 moduli su tegole.", "it", quoteFor(30, "panel", "ziegeldach")],
      ["12 panneaux sur un toit en tôle, ça ferait combien?", "fr", quoteFor(12, "panel", "blechdach")],
      ["9 kWp on a tiled roof, what's the damage?", "en", quoteFor(9, "kwp", "ziegeldach")],
    ] as const) {
      const answer = ask(message, lang);
      expect(answer.kind, message).toBe("quote");
      expect(answer.text, message).toContain(total);
    }
  });

  it("prices the system asked before, grown by the panels added now", () => {
    const answer = ask("Et avec 10 panneaux de plus?", "fr", ["20 panneaux sur un toit en tuiles, combien?"]);
    expect(answer.text).toContain(quoteFor(30, "panel", "ziegeldach"));
  });

  it("answers a roof type after the panels' price with the roof type's surcharge, not the roof cleaning", () => {
    const answer = ask("and what if the roof is metal?", "en", ["What does solar panel cleaning cost?"]);
    expect(answer.outcome).toBe("answered");
    expect(answer.text).toMatch(/10 ?%/);
    expect(answer.text).not.toMatch(/CHF 11 per m²/);
  });

  it("answers 'all by hand?' with the robot on large roofs", () => {
    const answer = ask("Unsere Lagerhalle hat riesige Modulflächen. Macht ihr das wirklich alles von Hand?", "de");
    expect(answer.outcome).toBe("answered");
    expect(answer.text).toMatch(/Roboter/);
  });

  it("reads Swiss German for the order, the result, the seat and a photo", () => {
    expect(understand("Wie chan ich de Uftrag erteile?").attributes).toContain("order");
    expect(understand("Und wenn ich nöd zfriede bi?").attributes).toContain("guarantee");
    expect(ask("Wo isch euse Firmesitz?", "de").text).toMatch(/Hochbergerstrasse/);
    expect(understand("Chan ich es Foti schicke?").attributes).toContain("whatsapp");
  });

  it("reads 'RC' as the liability insurance, 'every six months' as an interval, a talk about hotspots as no language", () => {
    expect(understand("Votre RC couvre-t-elle les toitures végétalisées?").attributes).toContain("insurance");
    expect(understand("Il faut les nettoyer tous les six mois?").attributes).toContain("interval");
    expect(understand("Il tecnico mi ha parlato di hotspot").attributes).not.toContain("languages");
  });
});

describe("more of the eighth round's tuning half: context that is no topic, and a page's language kept", () => {
  it("keeps the page's language when a few words are shared with another ('in', 'da')", () => {
    const answer = ask("und in Luzern, kommt da Anfahrt dazu?", "de", ["Was kostet die Dachrinnenreinigung?"]);
    expect(answer.language).toBe("de");
    expect(ask("20 panneaux, toit en tuiles", "de").language).toBe("fr");
  });

  it("reads 'pann' as panels", () => {
    expect(findSize("prix 18 pann toit plat")).toEqual({ size: 18, unit: "panel" });
  });

  it("answers what someone else thinks, where it was read, vineyards around the house", () => {
    const highPressure = ask(
      "Meine Tochter meint, ich soll die Module mit dem Hochdruckreiniger abspritzen. Ist das eine gute Idee?",
      "de",
    );
    expect(highPressure.outcome).toBe("answered");
    expect(highPressure.text).toMatch(/Hochdruck/);
    const vineyard = ask("Notre chalet est entouré de vignes, faut-il nettoyer les panneaux plus souvent?", "fr");
    expect(vineyard.outcome).toBe("answered");
    expect(vineyard.text).toMatch(/1 à 2 ans|chaque année|annuel/);
  });

  it("answers what a green roof's care consists of, and whether the loss calculator sends data", () => {
    expect(ask("En quoi consiste l'entretien d'une toiture végétalisée?", "fr").outcome).toBe("answered");
    const data = ask("Les chiffres du calculateur de pertes sont envoyés chez vous?", "fr");
    expect(data.outcome).toBe("answered");
    expect(data.text).toMatch(/navigateur/);
  });

  it("hands a refund for a past job to a person", () => {
    expect(ask("The cleaning left streaks everywhere, I want a refund", "en").outcome).toBe("handover");
  });
});

describe("the eighth round's tuning half: subjects carried on, what a plan says, a binding price", () => {
  it("carries the subject over to the service named in between ('and roofs too?' – 'how much is that?')", () => {
    const answer = ask("how much is that then?", "en", [
      "What does solar panel cleaning cost?",
      "and do you clean roofs as well?",
    ]);
    expect(answer.text).toMatch(new RegExp(`CHF ${ROOF_PRICE_PER_M2}\\b`));
  });

  it("answers a contract's term and cleanings after the contracts were asked", () => {
    const answer = ask("and the smallest one, how long does it run and how many cleanings?", "en", [
      "Which maintenance contracts do you offer companies?",
    ]);
    expect(answer.text).toMatch(/Basis/);
  });

  it("gives a condominium's manager the owners' maintenance contract", () => {
    const answer = ask("Sono l’amministratore di un condominio: posso fare un contratto di manutenzione?", "it");
    expect(answer.text).toMatch(/amministrazioni/);
    expect(answer.text).not.toMatch(/Professional/);
  });

  it("answers the opening hours and the reply time asked together; coming to a town is no price", () => {
    const both = ask("What are your office hours, and how quickly do you answer e-mails?", "en");
    expect(both.text).toMatch(/08:00/);
    expect(both.text).toMatch(/24 hours/);
    expect(understand("Do you come to Sion?").attributes).not.toContain("price");
    expect(understand("What would 60 m² on a flat roof come to?").attributes).toContain("price");
  });

  it("answers what the maintenance plan says of an object with its interval, and the roof's own calculator", () => {
    const gutters = ask("Was sagt euer Wartungsplan zu den Dachrinnen?", "de");
    expect(gutters.text).toMatch(/Wartungsplan/);
    expect(gutters.text).toMatch(/einmal pro Jahr|jährlich|mindestens einmal/);
    expect(ask("Habt ihr für die Dachreinigung auch einen Rechner?", "de").text).toMatch(/50 bis 500 m²/);
  });

  it("hands an exact price for a green roof or gutters to the team, saying how the price is made", () => {
    const answer = ask("Quel est le prix exact pour l'entretien de notre toiture végétalisée de 250 m²?", "fr");
    expect(answer.outcome).toBe("handover");
    expect(answer.text).toMatch(/devis/);
    // Not "no promises": the team gives the exact price with the quote.
    expect(answer.text).toContain(assistantCopy.fr.handoverExactPrice.split(":")[0]);
    expect(answer.text).not.toContain(assistantCopy.fr.handoverPromise.split(";")[0]);
    expect(ask("Was kostet die Dachrinnenreinigung?", "de").outcome).toBe("answered");
  });

  it("hands a conservatory in Swiss German and an invoice without VAT to a person", () => {
    expect(ask("Was chostet en Wintergarte vo 20 m2 z putze?", "de").outcome).toBe("handover");
    expect(ask("Could you invoice me without VAT through my UK company?", "en").outcome).toBe("handover");
    expect(ask("Ist der Preis ohne MwSt angegeben?", "de").outcome).toBe("answered");
  });
});

describe("other data after the data question, what a calculator gives, the yield calculator by name", () => {
  it("answers the same data question of the contact form's messages", () => {
    const answer = ask("und die Nachrichten aus dem Kontaktformular?", "de", ["Wie lange speichert ihr meine Daten?"]);
    expect(answer.outcome).toBe("answered");
    expect(answer.text).toMatch(/Kontaktformular|Nachrichten|Anfragen/);
  });

  it("reads what a calculator 'gives' as no topic", () => {
    const answer = ask("Est-ce que le calculateur donne aussi le prix de la formule Premium?", "fr");
    expect(answer.outcome).toBe("answered");
    expect(answer.text).toMatch(/588/);
  });

  it("does not answer a question on the yield calculator with the quote or loss calculator", () => {
    const understood = understand("Im Ertragsrechner auf der Solarseite: wie viel verliere ich mit 12 kWp?");
    expect(understood.attributes).not.toContain("quoteHow");
    expect(understood.attributes).not.toContain("loss");
  });
});

describe("a given green roof's price, and the roof itself beside the panels", () => {
  it("hands the price of a given green roof to the team, and answers the price question without a roof", () => {
    const given = ask("What would the upkeep of our 150 m² sedum roof cost each year?", "en");
    expect(given.outcome).toBe("handover");
    expect(given.text).toMatch(/quote/);
    expect(ask("How much does green roof maintenance cost?", "en").outcome).toBe("answered");
  });

  it("answers the interval of the panels and of the roof itself", () => {
    const answer = ask("Les panneaux, c'est tous les combien, et le toit lui-même?", "fr");
    expect(answer.text).toMatch(/1 à 2 ans/);
    expect(answer.text).toMatch(/3 à 5 ans/);
  });
});

describe("a bare how-much beside a size, a day with the reply time, cleanings a year", () => {
  it("prices a size asked with a bare how-much", () => {
    const answer = ask("18 Module uf em Ziegeldach, wieviel?", "de");
    expect(answer.kind).toBe("quote");
    expect(answer.text).toContain(formatChf(computeQuote({ size: 18, unit: "panel", roofType: "ziegeldach" }).total));
  });

  it("answers the reply time asked with a day, and still hands a date of the visitor's own to the team", () => {
    const reply = ask("I e-mailed you on Saturday, when can I expect a reply?", "en");
    expect(reply.outcome).toBe("answered");
    expect(reply.text).toMatch(/24 hours/);
    expect(ask("Can you come and clean on Saturday 14 June?", "en").outcome).toBe("handover");
  });

  it("reads 'how many cleanings a year' as the interval", () => {
    expect(understand("How many cleanings a year do the gutters need?").attributes).toContain("interval");
    expect(understand("Combien de nettoyages par an pour les panneaux?").attributes).toContain("interval");
  });
});

describe("the ninth round's tuning half: reported speech, context around a question, storing data", () => {
  it("reads 'my neighbour told me about hotspots' as a question about hotspots", () => {
    const answer = ask("La mia vicina mi ha parlato di hotspot: di cosa si tratta?", "it");
    expect(answer.outcome).toBe("answered");
    expect(answer.text).toMatch(/hotspot/);
  });

  it("answers a question about storing data, which is no battery store", () => {
    const answer = ask("Wie lange speichert ihr die Daten aus meiner Offerte?", "de");
    expect(answer.outcome).toBe("answered");
    expect(ask("Verkauft ihr auch Speicher für Solarstrom?", "de").outcome).toBe("handover");
  });

  it("answers a bill higher than the quote with the fixed price", () => {
    const answer = ask("Kann die Rechnung am Ende höher sein als in der Offerte?", "de");
    expect(answer.outcome).toBe("answered");
    expect(answer.text).toMatch(/Fixpreis/);
  });

  it("answers around trees, farms, dust and birds, and a tenant's order", () => {
    expect(ask("Gouttières tous les combien? Nous avons des grands sapins juste à côté.", "fr").outcome).toBe(
      "answered",
    );
    expect(ask("Lots of dust and birds on our 40 kWp tiled roof, how much would a cleaning cost?", "en").kind).toBe(
      "quote",
    );
    const tenant = ask("I rent a flat and the panels on the building are filthy. Can I order a cleaning myself?", "en");
    expect(tenant.outcome).toBe("answered");
  });

  it("carries the volume discount after the contracts were asked", () => {
    const answer = ask("et à partir de combien d'immeubles il y a un rabais?", "fr", [
      "Quels contrats proposez-vous aux entreprises?",
    ]);
    expect(answer.outcome).toBe("answered");
  });
});

describe("more of the ninth round's tuning half: validity, years, roof types compared, shifts, not going ahead", () => {
  it("answers until when a quote holds, after the quote was made", () => {
    const answer = ask("e fino a quando vale?", "it", ["Ho appena fatto un preventivo online."]);
    expect(answer.text).toMatch(/30 giorni/);
  });

  it("answers after how many years a roof is cleaned again", () => {
    expect(understand("Dopo quanti anni bisogna rifare la pulizia del tetto?").attributes).toContain("interval");
  });

  it("answers a flat roof that 'pays less' with the roof factor, not the roof cleaning", () => {
    const answer = ask("Con un tetto piano si paga meno?", "it");
    expect(answer.text).toMatch(/10 ?%/);
    expect(answer.text).not.toMatch(/CHF 11 al m²/);
  });

  it("answers production hours and shifts with the business operations, and not going ahead with declining", () => {
    expect(understand("We work in shifts, can you clean outside our production hours?").attributes).toContain(
      "operations",
    );
    expect(understand("We are not going ahead with the quote this year").attributes).toContain("decline");
  });

  it("answers a proof of the liability insurance asked at once, and fitting someone in", () => {
    expect(understand("Can you send proof of your liability insurance?").attributes).toContain("insuranceProof");
    expect(understand("When could you fit us in?").attributes).toContain("leadTime");
  });
});
