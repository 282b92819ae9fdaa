import { VAT_RATE } from "#app/domain/pricing";
import { formatDecimal } from "#app/lib/format";
import { siteFacts } from "#app/content/site-facts";
import { joinList, lossTiers, solarFacts as f } from "./facts";
import type { SolarContent } from "./types";

const insurance = `CHF ${f.insuranceMillions} Millionen`;
const upTo = siteFacts.yieldGainUpToPercent;
/** "8,1". */
const vatPercent = formatDecimal(VAT_RATE * 100, "de");
const soiling = siteFacts.soilingLossPercent;
const [baseTier, ...higherTiers] = lossTiers(",");
/** "Die Verlustrate beträgt 1 % unter einem Verschmutzungsgrad von 40 %, 2 % ab 40 %, 3,5 % ab 60 % und 5 % ab 70 %." */
const lossRateSentence = `Die Verlustrate beträgt ${baseTier!.rate} % unter einem Verschmutzungsindex von ${higherTiers[0]!.fromSoiling}, ${joinList(
  higherTiers.map((tier) => `${tier.rate} % ab ${tier.fromSoiling}`),
  "und",
)}.`;

export const solarDe = {
  meta: {
    title: "Solarreinigung – schonend und ohne Chemie",
    description: `Reinigung von Photovoltaikanlagen mit demineralisiertem Wasser: zertifizierte Schulung seit ${f.certifiedSince}, versichert bis CHF ${f.insuranceMillions} Millionen, ab ${f.priceFrom} zuzüglich Flächenpreis und MWST.`,
    serviceType: "Solarreinigung",
  },
  hero: {
    heading: "Professionelle Solarreinigung",
    intro: [
      `Verschmutzte Solarmodule liefern spürbar weniger Strom: Solange der Schmutz auf den Modulen liegt, kostet leichte Verschmutzung ${soiling.light.from} bis ${soiling.light.to} % Ertrag, starke Verschmutzung durch Vogelkot, Laub oder Flechten ${soiling.heavy.from} bis ${soiling.heavy.to} %. Eine gereinigte Anlage liefert bis zu ${upTo} % mehr Ertrag als eine verschmutzte. Wir arbeiten ausschliesslich mit demineralisiertem Wasser und weichen Bürsten, ohne Chemie – so bleiben Glasoberfläche, Rahmen und Dichtungen unversehrt.`,
      `Jeder Einsatz folgt sechs Schritten: Analyse vor Ort, Sicherheitskonzept, schonende Vorreinigung, Hauptreinigung, Qualitätskontrolle mit Dokumentation und Übergabe mit Reinigungsprotokoll. Unser Team hat ${f.certifiedSince} eine zertifizierte Schulung für die Solarreinigung abgeschlossen, und wir sind bis ${insurance} haftpflichtversichert. Eine Anlage von 50 bis 100 m² reinigen wir in zwei bis vier Stunden. Wir empfehlen, die Anlage alle ein bis zwei Jahre reinigen und dabei kontrollieren zu lassen.`,
    ],
  },
  heroBadge: `Zertifizierte Schulung seit ${f.certifiedSince} · ab ${f.priceFrom} · ohne Chemie`,

  gallery: {
    title: "So reinigen wir Ihre Anlage",
    intro:
      "Jede Anlage ist anders: Ein Einfamilienhaus mit 30 Modulen braucht eine andere Technik als ein Industriedach mit 2'000 Modulen. Wir wählen das Verfahren nach Grösse, Neigung und Zugänglichkeit.",
    items: [
      {
        illustration: "panels",
        title: "Handreinigung mit weichen Bürsten",
        text: "Auf Schrägdächern von Einfamilienhäusern arbeiten wir gesichert mit Teleskopstangen und weichen Bürsten – Modul für Modul, ohne auf die Glasflächen zu treten.",
        alt: "Schrägdach mit Solarmodulen, links verschmutzt, rechts sauber gereinigt.",
      },
      {
        illustration: "drone",
        title: "Drohne für Kontrolle und Dokumentation",
        text: "Eine Drohne fotografiert grosse oder schwer zugängliche Dächer vor und nach der Reinigung. So sehen Sie Verschmutzung, Vogelnester und beschädigte Module, ohne selbst auf das Dach zu steigen.",
        alt: "Drohne mit Kamera schwebt über einer Reihe von Solarmodulen.",
      },
      {
        illustration: "robot",
        title: "Reinigungsroboter für grosse Flachdächer",
        text: "Auf Gewerbe- und Industriedächern fährt ein Roboter mit rotierender Bürste die Modulreihen ab. Er reinigt gleichmässig und schnell und belastet die Module dank seines geringen Gewichts kaum.",
        alt: "Reinigungsroboter mit rotierender Bürste fährt über eine Reihe von Solarmodulen.",
      },
      {
        illustration: "water",
        title: "Demineralisiertes Wasser statt Chemie",
        text: "Das Wasser demineralisieren wir vor Ort über Ionenaustauscher. Zusammen mit den weichen Bürsten löst es Staub und Pollen an, trocknet ohne Kalkflecken ab und hinterlässt weder auf den Modulen noch im abfliessenden Wasser Rückstände.",
        alt: "Wassertank mit Filterpatrone, Schlauch und Bürste; Wassertropfen ohne Kalk.",
      },
    ],
  },

  benefits: {
    title: "Ihre Vorteile",
    items: [
      {
        mark: "↑",
        title: `Bis zu ${upTo} % mehr Ertrag`,
        text: `Saubere Module nehmen wieder das volle Sonnenlicht auf. Je nach Verschmutzung liefert eine gereinigte Anlage bis zu ${upTo} % mehr Ertrag als eine verschmutzte.`,
      },
      {
        mark: "≈",
        title: "Ohne Chemie, ohne Hochdruck",
        text: "Demineralisiertes Wasser und weiche Bürsten schonen die Antireflexbeschichtung, Rahmen und Dichtungen. Auf Dach und Umgebung bleiben keine Reinigungsmittel zurück.",
      },
      {
        mark: "✓",
        title: "Reinigung nach Herstellervorgaben",
        text: "Wir reinigen so, wie es die Reinigungsanleitungen der Modulhersteller verlangen. Im Reinigungsprotokoll halten wir fest, wie wir gereinigt haben.",
      },
      {
        mark: "CHF",
        title: "Fixpreis mit Sofort-Offerte",
        text: "Sie kennen den Preis vor dem Einsatz: Zur Grundpauschale kommen der Flächenpreis und die MWST, Anfahrtskosten verrechnen wir nicht. Den Gesamtbetrag der Basisreinigung inklusive MWST zeigt Ihnen unser Offertrechner sofort; das Premium-Paket offerieren wir auf Anfrage.",
      },
    ],
  },

  risks: {
    title: "Was Verschmutzung Ihre Anlage kostet",
    intro:
      "Regen allein reinigt Solarmodule nicht: Er verteilt den Staub, und an der unteren Rahmenkante bleibt ein Schmutzrand zurück. Das sind die vier häufigsten Folgen.",
    items: [
      {
        mark: "−%",
        title: "Ertragsverlust",
        text: `Leichte Verschmutzung durch Staub und Pollen kostet ${soiling.light.from} bis ${soiling.light.to} % Ertrag, starke Verschmutzung durch Vogelkot, Laub oder Flechten ${soiling.heavy.from} bis ${soiling.heavy.to} %.`,
      },
      {
        mark: "!",
        title: "Hotspots in den Zellen",
        text: "Vogelkot und Laub beschatten einzelne Zellen. Diese erhitzen sich stark, altern schneller und können im schlimmsten Fall das ganze Modul beschädigen.",
      },
      {
        mark: "◐",
        title: "Bleibende Ablagerungen",
        text: "Moos, Flechten und eingebrannter Schmutz greifen über die Jahre Glasoberfläche und Rahmen an. Je länger Sie warten, desto aufwendiger wird die Reinigung.",
      },
      {
        mark: "⚠",
        title: "Risiken bei der Eigenreinigung",
        text: "Wer selbst auf das Dach steigt, riskiert einen Absturz. Hochdruckreiniger, harte Bürsten oder Haushaltsreiniger beschädigen die Beschichtung und können zum Verlust der Herstellergarantie führen.",
      },
    ],
  },

  yieldCalculator: {
    title: "Ertragsrechner: Was kostet Sie der Schmutz?",
    intro:
      "Wie stark Module verschmutzen, hängt vor allem vom Standort ab: Auf freiem Feld bleibt weniger haften als neben einem Bauernhof oder einer Hauptstrasse. Geben Sie die Grösse Ihrer Anlage und Ihre Einspeisevergütung ein und wählen Sie die Umgebung – der Rechner zeigt den Ertragsverlust durch Verschmutzung im Jahresmittel.",
    sizeLabel: "Anlagengrösse (kWp)",
    sizeHint:
      "Steht auf der Rechnung des Installateurs oder im Datenblatt Ihrer Anlage, z. B. 10 kWp für ein Einfamilienhaus.",
    priceLabel: "Einspeisevergütung (CHF/kWh)",
    priceHint:
      "In der Schweiz meist zwischen CHF 0.06 und CHF 0.12 pro kWh. Verbrauchen Sie viel Solarstrom selbst, setzen Sie Ihren Strompreis ein.",
    environmentLegend: "Umgebung der Anlage",
    soilingLabel: "Verschmutzungsindex {percent}",
    environments: {
      freiflaeche: { name: "Freifläche", description: "Offenes Gelände ohne Bäume, Ställe oder Strassen in der Nähe" },
      wohngebiet: { name: "Wohngebiet", description: "Quartier mit Gärten, Bäumen und Holzfeuerungen im Winter" },
      landwirtschaft: { name: "Landwirtschaft", description: "Ställe, Felder und Staub von Erntearbeiten in der Nähe" },
      gewerbe: { name: "Gewerbe und Industrie", description: "Abgase, Russ und Staub von Betrieben in der Umgebung" },
      verkehr: { name: "Stark befahrene Strasse", description: "Feinstaub, Reifenabrieb und Bremsstaub vom Verkehr" },
    },
    resultsTitle: "Ihr Ergebnis pro Jahr",
    energy: "Jahresertrag ohne Verschmutzung",
    rate: "Ertragsverlust durch Verschmutzung (Jahresmittel)",
    lostKwh: "Verlorene Energie",
    lostChf: "Verlust pro Jahr",
    lostFiveYears: "Verlust in 5 Jahren",
    note: `Annahmen dieses Rechners: ${f.kwhPerKw} kWh Jahresertrag pro kWp; der Verschmutzungsindex (0 bis 100) beschreibt, wie viel Schmutz sich in der gewählten Umgebung ansammelt; er ist kein Ertragsverlust. ${lossRateSentence} Die Verlustrate ist ein Jahresmittel: Regen wäscht einen Teil des Schmutzes zwischendurch ab.`,
    percentFormat: "{value} %",
    decimalMark: ",",
    quoteButton: { label: "Sofort-Offerte starten", to: { page: "prices", section: "calculator" } },
  },

  process: {
    title: "In sechs Schritten zur sauberen Anlage",
    intro:
      "Jeder Einsatz folgt demselben Ablauf – vom ersten Blick auf Ihr Dach bis zum Reinigungsprotokoll, das Sie bei der Übergabe erhalten.",
    steps: [
      {
        title: "Analyse vor Ort",
        description:
          "Wir prüfen Dachart, Neigung, Zugang und Wasseranschluss, beurteilen die Verschmutzung und fotografieren den Zustand der Module vor der Reinigung.",
      },
      {
        title: "Sicherheitskonzept",
        description:
          "Nach den Regeln der Suva legen wir Absturzsicherung, Anschlagpunkte und Arbeitsbereich fest und sperren den Bereich unter dem Dach bei Bedarf ab.",
      },
      {
        title: "Schonende Vorreinigung",
        description:
          "Laub und Zweige entfernen wir von Hand; angetrockneten Vogelkot weichen wir zuerst ein und lösen ihn dann von Hand, damit beim Bürsten nichts über das Glas kratzt.",
      },
      {
        title: "Hauptreinigung",
        description:
          "Mit demineralisiertem Wasser und weichen Bürsten reinigen wir jedes Modul – von Hand mit der Teleskopstange oder auf grossen Flächen mit dem Roboter.",
      },
      {
        title: "Qualitätskontrolle und Dokumentation",
        description:
          "Wir kontrollieren jedes Modul auf Rückstände, halten sichtbare Schäden wie Glasbruch oder lose Kabel fest und fotografieren das Ergebnis.",
      },
      {
        title: "Übergabe mit Reinigungsprotokoll",
        description:
          "Sie erhalten ein Reinigungsprotokoll mit Vorher-nachher-Fotos, allfälligen Mängeln und unserer Empfehlung für die nächste Reinigung.",
      },
    ],
  },

  insurance: {
    title: `Versichert bis ${insurance}`,
    text: `Arbeiten auf dem Dach verlangen Sorgfalt. Verursachen wir trotzdem einen Schaden, deckt ihn unsere Betriebshaftpflichtversicherung bis ${insurance} – an Ihrer Anlage ebenso wie an Dach, Fassade oder Garten.`,
    points: [
      `Betriebshaftpflichtversicherung bis ${insurance} für Schäden, die wir verursachen`,
      `Zertifizierte Schulung für die Solarreinigung seit ${f.certifiedSince}`,
      "Fotodokumentation des Zustands vor und nach der Reinigung",
      "Absturzsicherung nach den Regeln der Suva",
    ],
    link: { label: "Unsere Nachweise ansehen", to: { page: "certificates" } },
  },

  cta: {
    title: "Wie viel kostet die Reinigung Ihrer Anlage?",
    text: `Berechnen Sie den Fixpreis der Basisreinigung in zwei Minuten: ab ${f.priceFrom} zuzüglich Flächenpreis und MWST, ohne Anfahrtskosten. Noch Fragen? Schreiben Sie uns, wir antworten innert ${siteFacts.replyWithinHours} Stunden.`,
    quoteButton: { label: "Sofort-Offerte starten", to: { page: "prices", section: "calculator" } },
    contactButton: { label: "Kontakt aufnehmen", to: { page: "contact" } },
  },

  faq: {
    title: "Häufige Fragen zur Solarreinigung",
    items: [
      {
        question: "Wie oft sollte eine Solaranlage gereinigt werden?",
        answer:
          "Wir empfehlen, die Anlage alle ein bis zwei Jahre reinigen und dabei kontrollieren zu lassen. In der Nähe von Landwirtschaft, Bäumen oder stark befahrenen Strassen verschmutzen die Module schneller; dort lohnt sich meist eine jährliche Reinigung.",
      },
      {
        question: "Womit reinigen Sie die Module?",
        answer:
          "Ausschliesslich mit demineralisiertem Wasser und weichen Bürsten – ohne Chemie und ohne Hochdruck auf den Modulen. Das demineralisierte Wasser löst den Schmutz und trocknet ohne Kalkflecken ab. Auf grossen, flachen Anlagen setzen wir einen Reinigungsroboter ein, für die Kontrolle schwer zugänglicher Dächer eine Drohne.",
      },
      {
        question: "Was kostet die Reinigung meiner Solaranlage?",
        answer: `Die Basisreinigung gibt es ab ${f.priceFrom}, das Premium-Paket mit Inspektion ab ${f.premiumPrice}. Dazu kommen der Preis pro m² Modulfläche, der Zu- oder Abschlag für die Dachart und ${vatPercent} % MWST; Anfahrtskosten verrechnen wir nicht. Den Fixpreis der Basisreinigung inklusive MWST berechnet unser Offertrechner in zwei Minuten; das Premium-Paket offerieren wir Ihnen auf Anfrage.`,
      },
      {
        question: "Wie lange dauert die Reinigung, und muss ich zu Hause sein?",
        answer:
          "Eine Anlage von 50 bis 100 m² reinigen wir in der Regel in zwei bis vier Stunden. Sie müssen nicht zu Hause sein; wir brauchen Zugang zum Dach und einen Wasseranschluss. Einen Termin erhalten Sie meist innert einer bis zwei Wochen, in der Hochsaison innert drei bis vier Wochen.",
      },
      {
        question: "Was passiert, wenn bei der Reinigung etwas beschädigt wird?",
        answer: `Verursachen wir bei der Arbeit einen Schaden, deckt ihn unsere Betriebshaftpflichtversicherung bis ${insurance}. Vor jedem Einsatz dokumentieren wir den Zustand der Anlage mit Fotos, damit bereits bestehende Mängel klar von allfälligen neuen Schäden unterschieden werden können.`,
      },
    ],
  },
} satisfies SolarContent;
