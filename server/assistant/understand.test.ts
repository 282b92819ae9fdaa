import { describe, expect, it } from "vitest";
import { planAnswer } from "./plan-answer";
import { understand } from "./understand";

describe("understanding a question", () => {
  it("finds the service and the attribute, whatever the language", () => {
    expect(understand("Was kostet eine Dachreinigung?")).toMatchObject({ services: ["roof"], attributes: ["price"] });
    expect(understand("Combien coûte le nettoyage des gouttières ?")).toMatchObject({
      services: ["gutter"],
      attributes: ["price"],
    });
    expect(understand("Ogni quanto va curato un tetto verde?")).toMatchObject({
      services: ["greenRoof"],
      attributes: ["interval"],
    });
    expect(understand("How often should solar panels be cleaned?")).toMatchObject({
      services: ["solar"],
      attributes: ["interval"],
    });
  });

  it("keeps the order of a compound question's parts", () => {
    expect(understand("Was kostet das und verrechnet ihr Anfahrt?").attributes).toEqual(["price", "travel"]);
    expect(understand("Are you insured, and how long does it take?").attributes).toEqual(["insurance", "duration"]);
  });

  it("tolerates a typo in a longer word and Swiss German", () => {
    expect(understand("Wie oft muss man die Dachrinen putzen?")).toMatchObject({
      services: ["gutter"],
      attributes: ["interval"],
    });
    expect(understand("Was chostet das?").attributes).toEqual(["price"]);
    expect(understand("Sind ihr versichrt?").attributes).toEqual(["insurance"]);
  });

  it("reads a green roof as a green roof, not as a roof", () => {
    expect(understand("Pflegt ihr auch Gründächer?").services).toEqual(["greenRoof"]);
    expect(understand("entretien d'une toiture végétalisée").services).toContain("greenRoof");
    expect(understand("entretien d'une toiture végétalisée").services).not.toContain("roof");
  });
});

describe("planning the answer", () => {
  it("lets a size fill the slot of the question asked instead of choosing the answer", () => {
    const duration = planAnswer(understand("Wie lange dauert die Reinigung von 80 m²?"), {
      size: { size: 80, unit: "m2" },
    });
    expect(duration).toEqual([{ kind: "card", card: "duration" }]);
    const roof = planAnswer(understand("Was kostet eine Dachreinigung von 150 m²?"), {
      size: { size: 150, unit: "m2" },
    });
    expect(roof).toEqual([{ kind: "roofQuote" }, { kind: "card", card: "roofPrice" }]);
    const solar = planAnswer(understand("Was kostet die Reinigung von 30 kWp?"), { size: { size: 30, unit: "kwp" } });
    expect(solar).toEqual([{ kind: "solarQuote" }]);
  });

  it("lets a city fill the slot instead of answering with its response time", () => {
    const travel = planAnswer(understand("Kostet die Anfahrt nach Winterthur extra?"), { place: {} });
    expect(travel).toEqual([{ kind: "card", card: "travelCosts" }]);
    const interval = planAnswer(understand("How often do you look after a green roof in Lausanne?"), { place: {} });
    expect(interval).toEqual([{ kind: "card", card: "greenRoofInterval" }]);
    const speed = planAnswer(understand("Wie schnell seid ihr in Luzern?"), { place: {} });
    expect(speed).toEqual([{ kind: "city" }]);
  });

  it("answers every part of a compound question", () => {
    const steps = planAnswer(understand("Was kostet die Reinigung und kommen noch Anfahrtskosten dazu?"), {});
    expect(steps).toEqual([
      { kind: "card", card: "solarPrice" },
      { kind: "card", card: "travelCosts" },
    ]);
  });

  it("plans nothing for a question about nothing the site states", () => {
    expect(planAnswer(understand("Wie wird das Wetter morgen?"), {})).toEqual([]);
  });
});

describe("the cost of soiling", () => {
  it("is the loss, unless the cleaning is named", () => {
    expect(understand("What does soiling cost me per year on 50 kWp?").attributes).toContain("loss");
    expect(understand("Was kostet mich die Verschmutzung pro Jahr?").attributes).toContain("loss");
    expect(understand("Combien me coûte l'encrassement ?").attributes).toContain("loss");
    expect(understand("Was kostet die Reinigung einer stark verschmutzten Anlage?").attributes).toContain("price");
    expect(understand("Was kostet die Reinigung einer stark verschmutzten Anlage?").attributes).not.toContain("loss");
  });
});

describe("words spelled right", () => {
  it("are never read as a typo of another word", () => {
    expect(understand("Come vi contatto?").attributes).toEqual(["contact"]);
    expect(understand("Wie kontaktiere ich Sie?").attributes).not.toContain("contracts");
    // A real typo is still forgiven.
    expect(understand("Gibt es einen Wartungsvertarg?").services).toContain("maintenance");
  });
});

describe("a package", () => {
  it("is the premium package when premium is named, a contract tier otherwise", () => {
    expect(understand("Cos'è il pacchetto premium?").attributes).toEqual(["premium"]);
    expect(understand("C'est quoi le forfait premium ?").attributes).toEqual(["premium"]);
    expect(understand("Comment est calculé le prix du forfait premium ?").attributes).toContain("priceComposition");
    expect(understand("What is in the premium package?").attributes).not.toContain("contracts");
    expect(understand("Welches Paket passt für 800 m²?").attributes).toContain("contracts");
    expect(understand("Premium oder ein Abo?").attributes).toEqual(expect.arrayContaining(["premium", "contracts"]));
  });
});
