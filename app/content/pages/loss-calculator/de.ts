import { siteFacts } from "#app/content/site-facts";
import { formatChf, groupThousands } from "#app/lib/format";
import { SOILING_MAX, SOILING_MIN, SYSTEM_COST_CHF_PER_KWP, YIELD_KWH_PER_KWP } from "#app/domain/loss";
import type { LossCalculatorContent } from "./types";

/**
 * /verlustrechner in German (Swiss spelling with "ss", formal "Sie"). Figures of the
 * assumptions come from the calculator's constants, so text and result cannot drift apart.
 */
export const lossCalculatorDe = {
  meta: {
    title: "Verlustrechner: Was Verschmutzung Ihre PV-Anlage kostet",
    description:
      "Berechnen Sie, wie viel Ertrag und Geld Verschmutzung Ihre Solaranlage kostet: Leistung, Einspeisevergütung und Standort eingeben, Ergebnis sofort sehen.",
  },
  hero: {
    heading: "Verlustrechner für Ihre Solaranlage",
    intro: [
      `Schmutz auf Solarmodulen kostet jedes Jahr Ertrag – schleichend und meist unbemerkt. Mit unserem Verlustrechner schätzen Sie ab, was das für Ihre Anlage bedeuten kann: Geben Sie die Anlagenleistung in kWp und Ihre Einspeisevergütung pro kWh ein, in der Schweiz meist zwischen CHF 0.06 und CHF 0.12.`,
      "Wählen Sie anschliessend den Standort Ihrer Anlage, etwa Wohngebiet, Landwirtschaft, Gewerbe oder die Nähe einer stark befahrenen Strasse, und passen Sie den Verschmutzungsgrad mit dem Schieberegler an. Der Rechner zeigt den jährlichen Ertragsverlust in Franken und kWh sowie mögliche Folgeschäden. Die Werte sind Schätzungen; was eine Reinigung Ihrer Anlage kostet, erfahren Sie mit einer kostenlosen Offerte.",
    ],
    button: "Verlust berechnen",
  },

  calculator: {
    title: "Ihren Ertragsverlust berechnen",
    intro:
      "Geben Sie die Daten Ihrer Anlage ein und wählen Sie den Standort. Das Ergebnis passt sich bei jeder Änderung sofort an.",
  },

  widget: {
    inputsTitle: "Ihre Anlage",
    kwpLabel: "Anlagenleistung (kWp)",
    kwpPlaceholder: "z. B. 50",
    kwpHint: "Sie finden die Leistung im Datenblatt, auf der Rechnung des Installateurs oder im Wechselrichter-Portal.",
    tariffLabel: "Einspeisevergütung (CHF/kWh)",
    tariffPlaceholder: "z. B. CHF 0.08",
    tariffHint: "In der Schweiz liegt die Einspeisevergütung meist zwischen CHF 0.06 und CHF 0.12 pro kWh.",

    locationLegend: "Standort der Anlage",
    locationHint: `Jeder Standort startet bei einer stark verschmutzten Anlage (${siteFacts.soilingLossPercent.heavy.from} bis ${siteFacts.soilingLossPercent.heavy.to} %), die lange nicht gereinigt wurde. Passen Sie den Wert an das an, was Sie auf Ihren Modulen sehen.`,
    locationSoilingBadge: "Verschmutzungsgrad {value} %",

    soilingLabel: "Verschmutzungsgrad {name}",
    soilingHint: `Von ${SOILING_MIN} % (deutlich sichtbarer Schmutzfilm) bis ${SOILING_MAX} % (dichte Schmutzschicht, Moos oder viel Vogelkot).`,

    resultsTitle: "Ihr Ergebnis pro Jahr",
    totalLabel: "Verlust und Abnutzung pro Jahr",
    totalNote: "Verschmutzungsverlust, Abnutzung und Schäden zusammen",
    soilingLossLabel: "Verschmutzungsverlust",
    damageCostLabel: "Abnutzung und Schäden",
    lostKwhLabel: "Verlorene Energie",
    soilingPercentLabel: "Verschmutzungsgrad",
    targetYieldLabel: "Sollertrag",
    systemValueLabel: "Anlagewert",
    resultsNote: "Schätzwerte auf Basis der unten beschriebenen Annahmen.",
    ctaButton: "Kostenlose Offerte anfordern",
  },

  assumptions: {
    title: "So rechnet der Verlustrechner",
    intro:
      "Der Rechner liefert eine vereinfachte Schätzung, keine Messung vor Ort. Er stützt sich auf folgende Annahmen, die nur für diesen Rechner gelten:",
    items: [
      `Sollertrag: ${groupThousands(String(YIELD_KWH_PER_KWP))} kWh pro kWp und Jahr, wie im Schweizer Mittelland üblich.`,
      `Anlagewert: ${formatChf(SYSTEM_COST_CHF_PER_KWP, 0)} pro kWp installierter Leistung.`,
      "Verschmutzungsverlust: Der Rechner nimmt an, dass der Ertrag im selben Mass sinkt, wie der Verschmutzungsgrad steigt. Sollertrag mal Verschmutzungsgrad ergibt die verlorenen kWh, multipliziert mit Ihrer Einspeisevergütung den Verlust in Franken.",
      "Schadensrate: Verschmutzungsgrad mal 0,15, höchstens 8 %. Sie steht für Hotspots, Korrosion und Materialschäden durch liegenbleibenden Schmutz.",
      "Abnutzung und Schäden: ein Grundbetrag plus Anlagewert mal Schadensrate mal 0,08. Der Grundbetrag ist die jährliche Abnutzung der Anlage, die auch bei sauberen Modulen anfällt: Anlagewert geteilt durch 25 Jahre Lebensdauer, davon 70 %. Eine Reinigung verhindert den Verschmutzungsverlust und verringert die Schäden, die Abnutzung aber nicht.",
      "Verlust und Abnutzung pro Jahr: Verschmutzungsverlust plus Abnutzung und Schäden, gerundet auf ganze Franken.",
    ],
  },

  guide: {
    text: "Wie Sie den Rechner Schritt für Schritt nutzen und drei Beispiele aus der Praxis finden Sie in unserem",
    link: { label: "Ratgeber zum Verlustrechner", to: { page: "blog:loss-calculator-guide" } },
  },
} satisfies LossCalculatorContent;
