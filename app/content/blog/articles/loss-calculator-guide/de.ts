import type { BlogArticle } from "../../types";
import { findLossLocation } from "../../../../features/loss-calculator/locations";
import { SOILING_MIN } from "../../../../features/loss-calculator/loss";
import { cityPath } from "../../../cities";
import { chf, kwh, lossScenarioResults, scenarioTableRows } from "./scenarios";

const results = lossScenarioResults();
const { house, business, farm } = results;
const scenarioLabel = {
  house: "Einfamilienhaus im Wohnquartier",
  business: "Gewerbedach an einer Hauptstrasse",
  farm: "Landwirtschaftsbetrieb mit Stall",
} as const;

/** The loss guide /blog/verlustrechner-pv-reinigung (German); its scenarios come from scenarios.ts. */
export const lossGuideDe = {
  title: "Verlustrechner: So viel kostet Sie Schmutz auf der PV-Anlage",
  description:
    "Schritt für Schritt zum eigenen Ergebnis: So nutzen Sie unseren Verlustrechner, welche Werte Sie brauchen und wie Sie die Resultate für Ihre Anlage einordnen.",
  excerpt:
    "Anlagenleistung, Einspeisevergütung, Standort: Mit drei Angaben schätzen Sie ab, was Verschmutzung Ihre Solaranlage pro Jahr kostet. Unser Ratgeber führt Sie durch den Rechner.",
  author: "Marco Keller, Solarreinigung",
  date: "2026-01-20",
  readTimeMinutes: 10,
  category: "Ratgeber",
  tags: ["Verlustrechner", "Ertragsverlust", "Einspeisevergütung", "Solarreinigung"],
  intro: [
    "Dass Schmutz Ertrag kostet, wissen die meisten Eigentümerinnen und Eigentümer von Solaranlagen. Wie viel es bei der eigenen Anlage ist, können dagegen nur wenige beziffern. Genau dafür haben wir den Verlustrechner entwickelt. Sie brauchen nur drei Angaben: die Leistung Ihrer Anlage in kWp, Ihre Einspeisevergütung in CHF pro kWh, in der Schweiz meist zwischen CHF 0.06 und CHF 0.12, und den Standort, etwa Wohngebiet, Landwirtschaft, Gewerbe oder stark befahrene Strasse.",
    "In diesem Ratgeber gehen wir den Rechner Schritt für Schritt durch, rechnen Beispielszenarien durch und erklären, wie die Resultate zustande kommen: Ertragsverlust in Franken und kWh, Verschmutzungsgrad und mögliche Folgeschäden. Ein Beispiel vorweg: Eine Anlage mit 50 kWp, die durch Verschmutzung 8 Prozent Ertrag verliert, büsst bei CHF 0.08 pro kWh rund CHF 320 Einspeiseerlös pro Jahr ein – Folgeschäden noch nicht eingerechnet.",
  ],

  imageAlt:
    "Illustration: Solarmodule in der Sonne, ein Smartphone mit Rechner, Diagramm und Schiebereglern und ein Stapel Frankenmünzen",
  blocks: [
    { type: "h2", text: "Was der Verlustrechner für Sie berechnet" },
    {
      type: "p",
      text: "Der [Verlustrechner](/verlustrechner) schätzt, wie viel Ertrag und Geld eine verschmutzte Photovoltaikanlage pro Jahr kostet. Er geht von 1'000 kWh Jahresertrag pro kWp aus, wie er im Schweizer Mittelland üblich ist, und von einem Anlagewert von CHF 1'500 pro kWp. Daraus ergeben sich der Sollertrag, der Anlagewert, der verschmutzungsbedingte Minderertrag und die Schadenskosten durch Verschleiss und Hotspots. Dabei nimmt der Rechner an, dass der Ertrag im selben Mass sinkt, wie der Verschmutzungsgrad steigt: Bei einem Verschmutzungsgrad von 20 Prozent rechnet er mit 20 Prozent weniger Ertrag.",
    },
    {
      type: "p",
      text: "Alle Werte sind Jahreswerte und vereinfacht gerechnet. Sie ersetzen keine Messung vor Ort, geben Ihnen aber einen Anhaltspunkt, ob sich eine Reinigung für Ihre Anlage rechnet.",
    },
    { type: "h2", text: "So gehen Sie Schritt für Schritt vor" },
    {
      type: "ol",
      items: [
        "Anlagenleistung in kWp eingeben: Sie finden sie im Datenblatt, auf der Rechnung des Installateurs oder im Wechselrichter-Portal, zum Beispiel 50 kWp.",
        "Einspeisevergütung in CHF pro kWh eintragen: In der Schweiz liegt sie je nach Netzbetreiber meist zwischen CHF 0.06 und CHF 0.12 pro kWh. Wer viel Strom selbst verbraucht, setzt besser den eigenen Strompreis ein.",
        "Standort wählen: Wohngebiet, Landwirtschaft, Gewerbe oder Verkehr. Jeder Standort startet mit einem typischen Verschmutzungsgrad.",
        "Verschmutzungsgrad mit dem Schieberegler anpassen (15 bis 90 Prozent): Sichtbare Staubschichten, Moos an den Rahmen oder Vogelkot auf mehreren Modulen sprechen für einen höheren Wert.",
        "Ergebnis lesen: Der Rechner zeigt den jährlichen Gesamtverlust, den Verschmutzungsverlust, die Schadenskosten, die verlorenen Kilowattstunden, den Sollertrag und den Anlagewert.",
      ],
    },
    { type: "h2", text: "Drei Beispiele aus der Praxis" },
    {
      type: "p",
      text: "Die folgenden Szenarien wurden mit genau derselben Berechnung erstellt, die auch der Verlustrechner verwendet. So sehen Sie, wie stark Grösse, Standort und Verschmutzung das Ergebnis beeinflussen.",
    },
    {
      type: "table",
      caption: "Jährliche Verluste je Szenario",
      head: [
        "Szenario",
        "Leistung",
        "Verschmutzungsgrad",
        "Verlorene Energie",
        "Verschmutzungsverlust",
        "Schadenskosten",
        "Gesamtverlust",
      ],
      rows: scenarioTableRows(scenarioLabel, { powerUnit: "kWp", percent: (p) => `${p} %` }),
    },
    {
      type: "p",
      text: `Beim Einfamilienhaus gehen bei einem Verschmutzungsgrad von ${house.soilingPercent} Prozent ${kwh(house.result.verlustKwh)} pro Jahr verloren, das sind ${chf(house.result.verlustFranken)} an Stromertrag. Das Gewerbedach verliert ${kwh(business.result.verlustKwh)} oder ${chf(business.result.verlustFranken)}, der Landwirtschaftsbetrieb sogar ${kwh(farm.result.verlustKwh)} oder ${chf(farm.result.verlustFranken)}. Beim Landwirtschaftsbetrieb übersteigt schon der Verlust eines einzigen Jahres die Kosten einer Reinigung deutlich, beim Gewerbedach liegt er in derselben Grössenordnung.`,
    },
    {
      type: "callout",
      title: "Warum Schadenskosten dazugehören",
      text: "Schmutz kostet nicht nur Ertrag. Dauerhaft verschattete Zellen erwärmen sich stärker (Hotspots), Moos und Flechten greifen Rahmen und Dichtungen an. Der Rechner bildet das mit einer Schadensrate ab, die mit der Verschmutzung steigt und bei 8 Prozent begrenzt ist, zuzüglich des normalen jährlichen Verschleisses der Anlage.",
    },
    { type: "h2", text: "So lesen Sie das Ergebnis richtig" },
    {
      type: "ul",
      items: [
        "Liegt der Verschmutzungsverlust über CHF 300 pro Jahr, lohnt sich eine professionelle Reinigung in aller Regel sofort.",
        "Steigen die Schadenskosten deutlich, sollten Sie die Anlage zusätzlich prüfen lassen: Wir dokumentieren jeden Einsatz mit Fotos und melden auffällige Module.",
        "Vergleichen Sie den berechneten Sollertrag mit den Werten Ihres Wechselrichters. Weicht der tatsächliche Ertrag um mehr als 10 Prozent ab, ist Verschmutzung eine häufige Ursache.",
      ],
    },
    { type: "h2", text: "Regionale Unterschiede" },
    {
      type: "p",
      text: `In Städten mit viel Verkehr und Industrie wie [Basel](${cityPath("basel")}) oder [Zürich](${cityPath("zuerich")}) lagert sich feiner Russ und Staub ab, der bei Regen nicht abfliesst. In der Region [Bern](${cityPath("bern")}) und auf dem Land sorgen Pollen, Laub und Ammoniak aus der Landwirtschaft für Beläge. Der Verlustrechner berücksichtigt das über die Wahl des Standorts.`,
    },
    { type: "h2", text: "Vom Ergebnis zur Reinigung" },
    {
      type: "p",
      text: "Wir reinigen Photovoltaikanlagen schonend mit demineralisiertem Wasser, ohne Chemie und mit weichen Bürsten. Alle Leistungen finden Sie auf der Seite [Solarreinigung](/solaranlagenreinigung). Für eine verbindliche Offerte schreiben Sie uns über das [Kontaktformular](/kontakt) oder berechnen Sie den Preis direkt mit der [Sofort-Offerte](/preise-angebot).",
    },
  ],
  faq: [
    {
      question: "Wie genau ist der Verlustrechner?",
      answer:
        "Er rechnet mit Durchschnittswerten für die Schweiz: 1'000 kWh pro kWp und Jahr und einem Anlagewert von CHF 1'500 pro kWp. Das Ergebnis ist ein Anhaltspunkt; genau wird es erst mit einer Messung vor Ort.",
    },
    {
      question: "Welchen Verschmutzungsgrad soll ich wählen?",
      answer: `Starten Sie mit dem Verschmutzungsgrad, den der Rechner für Ihren Standort vorschlägt, für ein Wohngebiet ${findLossLocation("wohngebiet").initialSoiling} Prozent. Sehen Sie vom Boden aus Staubschichten, Vogelkot oder Moos, erhöhen Sie den Wert; wurde die Anlage vor kurzem gereinigt, wählen Sie den tiefsten Wert von ${SOILING_MIN} Prozent.`,
    },
    {
      question: "Werden meine Eingaben gespeichert?",
      answer:
        "Nein. Der Verlustrechner rechnet direkt in Ihrem Browser. Es werden keine Angaben an uns übermittelt, solange Sie nicht selbst eine Offerte anfordern.",
    },
    {
      question: "Wie oft sollte ich meine Anlage reinigen lassen?",
      answer:
        "Wir empfehlen, die Anlage alle ein bis zwei Jahre reinigen und dabei kontrollieren zu lassen. Bei starker Verschmutzung, etwa neben einem Stall, kann eine jährliche Reinigung sinnvoll sein.",
    },
  ],
} satisfies BlogArticle;
