import { siteFacts } from "../../site-facts";
import type { LegalContent } from "./types";

const hours = siteFacts.hours;
const insurance = `CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} Millionen`;

/**
 * Impressum (German, Swiss Standard German: "ss", never the sharp s).
 * Company details are placeholders that the page fills in from configuration.
 */
export const imprintDe = {
  meta: {
    title: "Impressum – Angaben zum Unternehmen",
    description:
      "Impressum mit Angaben zum Unternehmen, Kontakt, Unternehmens-Identifikationsnummer, Haftungsausschluss, Urheberrecht, Zertifizierung und Versicherung.",
  },
  hero: {
    heading: "Impressum",
    intro: [
      `Verantwortlich für den Inhalt dieser Website ist unser Unternehmen mit Sitz in Basel. Die vollständige Firmenbezeichnung, die Adresse, die Unternehmens-Identifikationsnummer (UID) sowie Telefon und E-Mail finden Sie auf dieser Seite und in der Fusszeile. Unsere Bürozeiten sind Montag bis Freitag von ${hours.opens} bis ${hours.closes} Uhr. Unser Team hat ${siteFacts.certifiedSince} eine zertifizierte Schulung für die Solarreinigung abgeschlossen; unsere Betriebshaftpflichtversicherung deckt Schäden bis ${insurance}.`,
      "Wir prüfen die Inhalte dieser Website sorgfältig, übernehmen jedoch keine Gewähr für deren Richtigkeit, Vollständigkeit und Aktualität. Für die Inhalte verlinkter Websites sind ausschliesslich deren Betreiber verantwortlich. Texte, Bilder und Grafiken dieser Website sind urheberrechtlich geschützt; jede Verwendung ausserhalb der Grenzen des Urheberrechts bedarf unserer vorgängigen schriftlichen Zustimmung.",
    ],
  },
  updatedLabel: "Stand",
  updated: "2026-11-25",
  sections: [
    {
      heading: "Angaben zum Unternehmen",
      blocks: [
        { type: "p", text: "{companyName}" },
        { type: "p", text: "{street}, {postcode} {city}, Schweiz" },
        {
          type: "ul",
          items: [
            "Unternehmens-Identifikationsnummer (UID): {uid}",
            "Eingetragen im Handelsregister des Kantons Basel-Stadt",
          ],
        },
      ],
    },
    {
      heading: "Kontakt",
      blocks: [
        {
          type: "ul",
          items: [
            "Telefon: {phone}",
            "E-Mail: {email}",
            `Bürozeiten, auch telefonisch: Montag bis Freitag, ${hours.opens}–${hours.closes} Uhr`,
          ],
        },
        {
          type: "p",
          text: "Für Anfragen und Offerten nutzen Sie am einfachsten unser [Kontaktformular](page:contact) oder die [Sofort-Offerte](page:prices).",
        },
      ],
    },
    {
      heading: "Verantwortlich für den Inhalt",
      blocks: [
        {
          type: "p",
          text: "Für den Inhalt dieser Website ist die Geschäftsleitung der {companyName}, {street}, {postcode} {city}, verantwortlich.",
        },
      ],
    },
    {
      heading: "Haftung für Inhalte",
      blocks: [
        {
          type: "p",
          text: "Wir erstellen die Inhalte dieser Website mit grösster Sorgfalt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen. Die Ergebnisse des Ertragsrechners, des Verlustrechners und des Preisrechners für die Dachreinigung sind Schätzungen. Verbindlich sind der Preis der Sofort-Offerte, die Sie als PDF erhalten, und jede andere schriftliche Offerte; massgebend ist im Übrigen der abgeschlossene Vertrag.",
        },
        {
          type: "p",
          text: "Haftungsansprüche gegen uns wegen Schäden materieller oder immaterieller Art, die durch den Zugriff auf die veröffentlichten Informationen, durch deren Nutzung oder Nichtnutzung, durch Missbrauch der Verbindung oder durch technische Störungen entstanden sind, werden ausgeschlossen, soweit das Gesetz dies zulässt.",
        },
        {
          type: "p",
          text: "Wir behalten uns vor, Teile der Website oder die ganze Website ohne gesonderte Ankündigung zu verändern, zu ergänzen, zu löschen oder die Veröffentlichung zeitweise oder endgültig einzustellen.",
        },
      ],
    },
    {
      heading: "Haftung für Links",
      blocks: [
        {
          type: "p",
          text: "Diese Website enthält Verweise auf Websites Dritter, zum Beispiel auf soziale Netzwerke oder auf WhatsApp. Diese Websites liegen ausserhalb unseres Verantwortungsbereichs. Für deren Inhalte ist ausschliesslich der jeweilige Anbieter oder Betreiber verantwortlich.",
        },
        {
          type: "p",
          text: "Zum Zeitpunkt der Verlinkung haben wir die verlinkten Seiten auf mögliche Rechtsverstösse geprüft; rechtswidrige Inhalte waren nicht erkennbar. Eine laufende Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte nicht zumutbar. Werden uns Rechtsverletzungen bekannt, entfernen wir die betreffenden Links umgehend. Der Zugriff auf und die Nutzung von verlinkten Websites erfolgen auf eigene Gefahr.",
        },
      ],
    },
    {
      heading: "Urheberrecht",
      blocks: [
        {
          type: "p",
          text: "Die Texte und Illustrationen auf dieser Website wurden von uns selbst erstellt. Sie sind urheberrechtlich geschützt, und die Rechte daran liegen bei der {companyName}.",
        },
        {
          type: "p",
          text: "Jede Vervielfältigung, Bearbeitung, Verbreitung oder sonstige Verwertung ausserhalb der Grenzen des Urheberrechts bedarf unserer vorgängigen schriftlichen Zustimmung. Das Herunterladen und Ausdrucken einzelner Seiten für den privaten Gebrauch ist gestattet.",
        },
      ],
    },
    {
      heading: "Zertifizierung",
      blocks: [
        {
          type: "p",
          text: `Unser Team hat ${siteFacts.certifiedSince} eine zertifizierte Schulung für die Reinigung von Photovoltaikanlagen abgeschlossen. Das Zertifikat bezieht sich ausschliesslich auf die [Solarreinigung](page:solar); es gilt nicht für Dachreinigung, Dachrinnenreinigung oder [Gründachpflege](page:greenRoof).`,
        },
        {
          type: "p",
          text: "Weitere Angaben finden Sie auf der Seite [Zertifikate](page:certificates).",
        },
      ],
    },
    {
      heading: "Versicherung",
      blocks: [
        {
          type: "p",
          text: `Wir verfügen über eine Betriebshaftpflichtversicherung mit einer Deckungssumme von bis zu ${insurance}.`,
        },
      ],
    },
  ],
} satisfies LegalContent;
