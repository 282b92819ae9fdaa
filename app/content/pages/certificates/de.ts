import { germanCount } from "#app/content/phrasing/de";
import { siteFacts } from "#app/content/site-facts";
import type { CertificatesContent } from "./types";

const since = siteFacts.certifiedSince;
const insurance = `CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} Millionen`;
const replyHours = siteFacts.replyWithinHours;
const soiling = siteFacts.soilingLossPercent;
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** /zertifikate in German (spec 2). */
export const certificatesDe = {
  meta: {
    title: "Zertifikate, Versicherung und Qualitätsversprechen",
    description: `Zertifizierte Schulung für die Solarreinigung seit ${since}, haftpflichtversichert bis ${insurance}: unsere Nachweise und Qualitätsstandards.`,
  },
  hero: {
    heading: "Zertifikate und Qualität",
    intro: [
      `Wenn Sie Arbeiten auf dem Dach vergeben, sollen Sie wissen, mit wem Sie es zu tun haben. Unser Team hat ${since} eine zertifizierte Schulung für die fachgerechte Reinigung von Photovoltaikanlagen abgeschlossen. Die Schulung betrifft nur die Solarreinigung; bei Dachreinigung, Dachrinnenreinigung und Gründachpflege arbeiten wir mit derselben Sorgfalt, mit einem Sicherheitskonzept für jeden Einsatz und mit derselben Dokumentation, aber ohne eigenes Zertifikat.`,
      `Schäden, die wir bei der Arbeit verursachen, deckt unsere Betriebshaftpflichtversicherung bis ${insurance}. Dazu kommt unser Qualitätsversprechen: Solarreinigung mit demineralisiertem Wasser ohne Chemie, ein Sicherheitskonzept für jeden Einsatz, ein Reinigungsprotokoll zur Übergabe, transparente Fixpreise ohne Anfahrtskosten, eine Antwort innert ${replyHours} Stunden und eine Zufriedenheitsgarantie. Auf dieser Seite finden Sie unsere Nachweise im Überblick.`,
    ],
  },
  cards: {
    title: "Unsere Nachweise",
    intro:
      "Sechs Punkte, auf die Sie sich bei jedem Einsatz verlassen können – von der zertifizierten Schulung bis zur Reinigung nach den Vorgaben der Hersteller.",
    highlightBadge: "Zertifizierte Schulung",
    items: [
      {
        title: "Schulung für die Solarreinigung",
        subtitle: `Abgeschlossen ${since}`,
        description: `Unser Team hat ${since} eine zertifizierte Schulung für die fachgerechte Reinigung von Photovoltaikanlagen abgeschlossen. Die Schulung betrifft ausschliesslich die Solarreinigung; Dächer, Dachrinnen und Gründächer pflegen wir mit derselben Sorgfalt, aber ohne eigenes Zertifikat.`,
        highlight: true,
        scope: [
          "Modultypen, Glas und Beschichtungen",
          "Reinigungsvorgaben der Hersteller",
          "Sicheres Arbeiten auf dem Dach",
          "Dokumentation jedes Einsatzes",
        ],
      },
      {
        title: "Betriebshaftpflichtversicherung",
        subtitle: `Deckung bis ${insurance}`,
        description: `Schäden, die wir bei der Arbeit verursachen, deckt unsere Betriebshaftpflichtversicherung bis ${insurance} – bei der Solarreinigung ebenso wie bei Dachreinigung, Dachrinnenreinigung und Gründachpflege. Die Versicherungsbestätigung senden wir Ihnen auf Wunsch vor dem Einsatz zu.`,
        highlight: false,
      },
      {
        title: "Arbeitssicherheit und Absturzsicherung",
        subtitle: "Nach den Regeln der Suva",
        description:
          "Für jeden Einsatz erstellen wir ein Sicherheitskonzept. Wir sichern Arbeiten auf dem Dach nach den Regeln der Suva gegen Absturz – mit Anschlagpunkten, Seilsicherung, Gerüst oder Hubarbeitsbühne, je nach Dach. Unsere Mitarbeitenden werden regelmässig in Arbeitssicherheit und Absturzsicherung geschult.",
        highlight: false,
      },
      {
        title: "Solarreinigung ohne Chemie",
        subtitle: "Demineralisiertes Wasser",
        description:
          "Solarmodule reinigen wir mit demineralisiertem Wasser und weichen Bürsten, ohne Reinigungsmittel. Das Wasser trocknet ohne Kalkflecken ab, schont die Beschichtung der Module und gelangt ohne chemische Rückstände in Dachrinne, Gründach und Boden.",
        highlight: false,
      },
      {
        title: "Drohneneinsatz nach BAZL-Regeln",
        subtitle: "Offene Kategorie",
        description:
          "Schwer zugängliche Dächer kontrollieren und dokumentieren wir mit Drohnen; gereinigt wird von Hand oder mit dem Reinigungsroboter. Wir fliegen in der offenen Kategorie nach den Vorgaben des Bundesamts für Zivilluftfahrt (BAZL), beachten Flugbeschränkungsgebiete und informieren Sie und bei Bedarf Ihre Nachbarschaft vor dem Flug.",
        highlight: false,
      },
      {
        title: "Reinigung nach Herstellervorgaben",
        subtitle: "Wie es die Modulhersteller verlangen",
        description:
          "Wir reinigen so, wie es die Reinigungsanleitungen der Modulhersteller verlangen: Niederdruck statt Hochdruck, weiche Bürsten, keine scheuernden Mittel. Das Reinigungsprotokoll hält fest, wie wir gereinigt haben.",
        highlight: false,
      },
    ],
  },
  quality: {
    title: "Unser Qualitätsversprechen",
    items: [
      {
        title: `Antwort innert ${replyHours} Stunden`,
        text: `Auf jede Anfrage erhalten Sie innert ${replyHours} Stunden eine Antwort, einen Termin meist innert einer bis zwei Wochen.`,
      },
      {
        title: "Fixpreis ohne Anfahrtskosten",
        text: "Der Preis in Ihrer Offerte gilt inklusive MWST, ohne Anfahrtskosten und ohne spätere Zuschläge.",
      },
      {
        title: "Sicherheitskonzept für jeden Einsatz",
        text: "Wir planen Zugang, Absturzsicherung und Arbeitsablauf vor dem ersten Handgriff auf Ihrem Dach.",
      },
      {
        title: "Reinigungsprotokoll zur Übergabe",
        text: "Sie erhalten ein Protokoll mit dem Zustand der Anlage vor und nach der Reinigung und allfälligen Mängeln.",
      },
      {
        title: "Module ohne Chemie gereinigt",
        text: "Solarmodule reinigen wir nur mit demineralisiertem Wasser und weichen Bürsten – schonend für Module, Dach und Umgebung.",
      },
      {
        title: "Zufriedenheitsgarantie",
        text: "Entspricht das Ergebnis nicht Ihren Erwartungen, reinigen wir die beanstandeten Stellen kostenlos nach.",
      },
    ],
  },
  legal: {
    title: "Klare Verhältnisse",
    intro: "Wenn Sie uns beauftragen, wissen Sie, mit wem Sie es zu tun haben und was gilt.",
    points: [
      {
        title: "Schweizer Unternehmen mit Sitz in Basel",
        text: "Im Handelsregister eingetragen; unsere Unternehmens-Identifikationsnummer ist {uid}. Alle Angaben finden Sie im [Impressum](page:imprint).",
      },
      {
        title: "Schriftliche Offerte mit Fixpreis",
        text: "Vor dem Einsatz erhalten Sie eine schriftliche Offerte als PDF. Der Preis versteht sich inklusive MWST.",
      },
      {
        title: `Versichert bis ${insurance}`,
        text: `Schäden, die wir bei der Arbeit verursachen, deckt unsere Betriebshaftpflichtversicherung bis ${insurance}.`,
      },
      {
        title: "Datenschutz nach Schweizer Recht",
        text: "Ihre Angaben verwenden wir nur für Ihre Anfrage und Ihren Auftrag. Details in der [Datenschutzerklärung](page:privacy).",
      },
    ],
  },
  sustainability: {
    title: "Nachhaltigkeit",
    intro: `Saubere Module liefern mehr Solarstrom aus derselben Anlage – verschmutzte Anlagen verlieren je nach Verschmutzung ${soiling.light.from} bis ${soiling.heavy.to} % ihres Ertrags. Dabei soll die Reinigung selbst die Umwelt nicht belasten.`,
    points: [
      {
        title: "Wasser statt Chemie",
        text: "Solarmodule reinigen wir mit demineralisiertem Wasser ohne Zusätze: Es bleiben keine Rückstände in Dachrinne, Gründach oder Boden.",
      },
      {
        title: "Kurze Wege",
        text: `${capitalize(germanCount(siteFacts.regionalTeams))} regionale Teams und effizient geplante Touren sparen Fahrkilometer – und Ihnen die Anfahrtskosten.`,
      },
      {
        title: "Längere Lebensdauer",
        text: "Regelmässige Reinigung und Kontrolle beugen Hotspots und bleibenden Schäden vor, damit Ihre Anlage lange Strom liefert.",
      },
      {
        title: "Lebendige Gründächer",
        text: "Fachgerechte Gründachpflege erhält Pflanzen und Insekten auf dem Dach und hält Regenwasser zurück.",
      },
    ],
  },
  cta: {
    title: "Überzeugt? Berechnen Sie Ihre Offerte",
    text: `In zwei Minuten kennen Sie den Fixpreis Ihrer Solarreinigung inklusive MWST. Fragen zu unseren Nachweisen beantworten wir innert ${replyHours} Stunden.`,
    quoteButton: { label: "Sofort-Offerte starten", to: { page: "prices" } },
    contactButton: { label: "Kontakt aufnehmen", to: { page: "contact" } },
  },
} satisfies CertificatesContent;
