import { formatChf, groupThousands } from "../../lib/format";
import { SOILING_MAX, SOILING_MIN, SYSTEM_COST_CHF_PER_KWP, YIELD_KWH_PER_KWP } from "./loss";

/**
 * German texts of /verlustrechner (German only; Swiss spelling with "ss", formal "Sie").
 * Figures of the assumptions come from the calculator's constants, so text and result
 * cannot drift apart. {name} and {value} are filled by the component.
 */
export const lossPageText = {
  heroButton: "Verlust jetzt berechnen",

  calculatorTitle: "Ihren Ertragsverlust berechnen",
  calculatorIntro:
    "Geben Sie die Daten Ihrer Anlage ein und wählen Sie den Standort. Das Ergebnis passt sich bei jeder Änderung sofort an.",

  inputsTitle: "Ihre Anlage",
  kwpLabel: "Anlagenleistung (kWp)",
  kwpPlaceholder: "z. B. 50",
  kwpHint: "Sie finden die Leistung im Datenblatt, auf der Rechnung des Installateurs oder im Wechselrichter-Portal.",
  tariffLabel: "Einspeisevergütung (CHF/kWh)",
  tariffPlaceholder: "z. B. 0.08",
  tariffHint: "In der Schweiz liegt die Einspeisevergütung meist zwischen 0.06 und 0.12 CHF/kWh.",

  locationLegend: "Standort der Anlage",
  locationHint: "Jeder Standort startet mit einem typischen Verschmutzungsgrad, den Sie anpassen können.",
  locationSoilingBadge: "Verschmutzung {value} %",

  soilingLabel: "Verschmutzungsgrad {name}",
  soilingHint: `Von ${SOILING_MIN} % (leichter Staubfilm) bis ${SOILING_MAX} % (dichte Schmutzschicht, Moos oder viel Vogelkot).`,

  resultsTitle: "Ihr Ergebnis pro Jahr",
  totalLabel: "Jährlicher Gesamtverlust",
  totalNote: "Verschmutzungsverlust und Schadenskosten zusammen",
  soilingLossLabel: "Verschmutzungsverlust",
  damageCostLabel: "Schadenskosten",
  lostKwhLabel: "Verlorene Energie",
  soilingPercentLabel: "Verschmutzungsgrad",
  targetYieldLabel: "Sollertrag",
  systemValueLabel: "Anlagewert",
  resultsNote: "Schätzwerte auf Basis der unten beschriebenen Annahmen.",
  ctaButton: "Jetzt kostenloses Angebot anfordern",

  assumptionsTitle: "So rechnet der Verlustrechner",
  assumptionsIntro:
    "Der Rechner liefert eine vorsichtige Schätzung, keine Messung vor Ort. Er stützt sich auf folgende Annahmen:",
  assumptions: [
    `Sollertrag: ${groupThousands(String(YIELD_KWH_PER_KWP))} kWh pro kWp und Jahr, wie im Schweizer Mittelland üblich.`,
    `Anlagewert: ${formatChf(SYSTEM_COST_CHF_PER_KWP, 0)} pro kWp installierter Leistung.`,
    "Verschmutzungsverlust: Sollertrag mal Verschmutzungsgrad ergibt die verlorenen kWh, multipliziert mit Ihrer Einspeisevergütung den Verlust in Franken.",
    "Schadensrate: Verschmutzungsgrad mal 0.15, höchstens 8 Prozent. Sie steht für Hotspots, Korrosion und Materialschäden durch liegenbleibenden Schmutz.",
    "Schadenskosten: ein Grundbetrag plus Anlagewert mal Schadensrate mal 0.08. Der Grundbetrag ist der jährliche Verschleiss der Anlage: Anlagewert geteilt durch 25 Jahre Lebensdauer, davon 70 Prozent.",
    "Gesamtverlust: Verschmutzungsverlust plus Schadenskosten, gerundet auf ganze Franken.",
  ],
  guideText: "Wie Sie den Rechner Schritt für Schritt nutzen und drei Beispiele aus der Praxis finden Sie in unserem",
  guideLink: "Ratgeber zum Verlustrechner",
} as const;
