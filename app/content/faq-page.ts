import { parseInlineLinks } from "../lib/inline-links";
import type { FaqItem } from "./copy/types";

/**
 * German /faq page (spec 2): 15 questions in four topics. Heading and introduction
 * come from deCopy.faq; French, Italian and English keep the five questions of their
 * page copy. Answers may link to pages with "[label](/path)"; the FAQPage JSON-LD
 * gets the plain text (see faqItemsAsPlainText).
 */
export interface FaqGroup {
  /** Anchor id of the topic section. */
  id: string;
  title: string;
  items: FaqItem[];
}

export const faqGroups: FaqGroup[] = [
  {
    id: "kosten-und-offerte",
    title: "Kosten und Offerte",
    items: [
      {
        question: "Was kostet eine Solarreinigung?",
        answer:
          "Die Basisreinigung gibt es ab CHF 388 inklusive MWST. Das Premium-Paket für CHF 588 umfasst zusätzlich eine Inspektion Ihrer Anlage mit schriftlichem Befund. Was die Reinigung Ihrer Anlage genau kostet, sehen Sie in zwei Minuten mit unserem [Offertrechner](/preise-angebot): Postleitzahl, Dachart und Grösse genügen.",
      },
      {
        question: "Wie setzt sich der Preis zusammen?",
        answer:
          "Der Preis besteht aus einer Grundpauschale von CHF 388 und einem Flächenpreis pro Quadratmeter, der mit zunehmender Fläche sinkt: bis 100 m² sind es CHF 3 pro m², über 2'000 m² noch CHF 0.85 pro m². Gegenüber einem Ziegeldach ist die Reinigung auf einem Flachdach 10 % günstiger und auf einem Blechdach 10 % teurer. Dazu kommen 8,1 % MWST. Eine Anlage mit 80 m² auf einem Ziegeldach kostet so rund CHF 680.",
      },
      {
        question: "Verrechnen Sie Anfahrtskosten oder Zuschläge?",
        answer:
          "Nein. Anfahrtskosten verrechnen wir nicht, und der Betrag in Ihrer Offerte ist ein Festpreis. Eine Sichtkontrolle der Anlage, die Dokumentation allfälliger Mängel und auf Wunsch die Vermittlung eines Partnerbetriebs für Reparaturen sind bei jeder Reinigung inbegriffen.",
      },
      {
        question: "Was passiert, wenn ich mit dem Ergebnis nicht zufrieden bin?",
        answer:
          "Dafür gibt es unsere Zufriedenheitsgarantie: Sind Sie mit der Reinigung nicht zufrieden, melden Sie sich bei uns. Wir schauen uns die Anlage an und reinigen die beanstandeten Stellen ohne zusätzliche Kosten nach.",
      },
    ],
  },
  {
    id: "reinigung-und-methode",
    title: "Reinigung und Methode",
    items: [
      {
        question: "Wie oft sollte ich meine Solaranlage reinigen lassen?",
        answer:
          "Wir empfehlen eine Reinigung alle 1 bis 2 Jahre und eine Kontrolle alle 12 bis 24 Monate. In der Nähe von Landwirtschaft, Bäumen oder stark befahrenen Strassen verschmutzen Module schneller; dort lohnt sich oft eine jährliche Reinigung. Mehr dazu auf der Seite [Solaranlagenreinigung](/solaranlagenreinigung).",
      },
      {
        question: "Womit reinigen Sie die Module?",
        answer:
          "Ausschliesslich mit demineralisiertem Wasser und weichen Bürsten, ohne Chemie. Demineralisiertes Wasser löst Staub, Pollen und Vogelkot, trocknet ohne Kalkflecken ab und hinterlässt keine Rückstände auf den Modulen, in der Dachrinne oder im Garten.",
      },
      {
        question: "Reinigen Sie mit Hochdruck?",
        answer:
          "Nein. Hochdruck kann Dichtungen, Rahmen und die Antireflex-Beschichtung der Module beschädigen. Wir arbeiten mit Niederdruck von 1 bis 3 bar – bei der Dachreinigung auf Flachdächern sogar nur mit 0,5 bis 1 bar – und halten uns an die Reinigungsvorgaben der Modulhersteller.",
      },
      {
        question: "Setzen Sie Roboter und Drohnen ein?",
        answer:
          "Ja, wo es sinnvoll ist. Auf grossen Flachdächern von Gewerbe- und Industriebauten reinigen Roboter die Modulreihen gleichmässig und schnell. Schwer zugängliche Dächer erreichen wir mit Drohnen, die wir nach den Regeln des Bundesamts für Zivilluftfahrt (BAZL) fliegen. Auf Einfamilienhäusern reinigt meist unser Team von Hand.",
      },
      {
        question: "Wie viel Mehrertrag bringt eine Reinigung?",
        answer:
          "Leichte Verschmutzung kostet eine Anlage 5 bis 10 % ihres Ertrags, starke Verschmutzung 15 bis 25 %. Nach einer Reinigung liefern verschmutzte Anlagen bis zu 20 % mehr Strom. Was das für Ihre Anlage in Franken bedeutet, zeigt Ihnen der [Verlustrechner](/verlustrechner).",
      },
    ],
  },
  {
    id: "gruendach",
    title: "Gründach",
    items: [
      {
        question: "Wie oft muss ein Gründach gepflegt werden?",
        answer:
          "Extensive Gründächer mit Sedum, Moosen und Kräutern pflegen wir in der Regel zweimal pro Jahr, im Frühling und im Herbst. Intensive Gründächer mit Stauden, Rasen oder Gehölzen brauchen vier Pflegegänge pro Jahr. Mit einem Wartungsvertrag legen wir die Intervalle nach Bedarf fest.",
      },
      {
        question: "Was gehört zur Gründachpflege?",
        answer:
          "Wir kontrollieren die Vegetation, entfernen unerwünschten Aufwuchs wie Gehölzsämlinge, halten Abläufe, Kiesstreifen und Dachrinnen frei und prüfen die Randbereiche. Bei Bedarf ergänzen wir Substrat, säen nach oder bewässern in Trockenperioden. Alle Leistungen finden Sie unter [Gründachpflege](/gruendachpflege).",
      },
      {
        question: "Ist auch die Gründachpflege zertifiziert?",
        answer:
          "Nein. Unsere Zertifizierung durch eine Solarakademie seit 2023 gilt ausschliesslich für die Reinigung von Solaranlagen. Für die Gründachpflege gelten aber dasselbe Sicherheitskonzept und unsere Betriebshaftpflichtversicherung bis CHF 5 Millionen.",
      },
    ],
  },
  {
    id: "termine-und-sicherheit",
    title: "Termine und Sicherheit",
    items: [
      {
        question: "Wie schnell erhalte ich einen Termin?",
        answer:
          "Auf Ihre Anfrage antworten wir innert 24 Stunden. Einen Reinigungstermin erhalten Sie meist innert 1 bis 2 Wochen, in der Hochsaison innert 3 bis 4 Wochen. Schreiben Sie uns über das [Kontaktformular](/kontakt) oder berechnen Sie direkt Ihre Offerte.",
      },
      {
        question: "Wie lange dauert eine Reinigung und muss ich dabei sein?",
        answer:
          "Eine Anlage von 50 bis 100 m² reinigen wir in der Regel in 2 bis 4 Stunden. Sie müssen nicht die ganze Zeit anwesend sein: Wichtig sind der Zugang zum Dach und ein Wasseranschluss; einen Stromanschluss brauchen wir nicht zwingend. Zur Übergabe erhalten Sie ein Reinigungsprotokoll.",
      },
      {
        question: "Sind Sie versichert, falls etwas passiert?",
        answer:
          "Ja. Unsere Betriebshaftpflichtversicherung deckt Schäden bis CHF 5 Millionen. Für jeden Einsatz erstellen wir ein Sicherheitskonzept mit Absturzsicherung nach den Regeln der Suva. Unsere Nachweise finden Sie auf der Seite [Zertifikate](/zertifikate).",
      },
    ],
  },
];

/** Every German question in page order. */
export const faqItems: FaqItem[] = faqGroups.flatMap((group) => group.items);

/** The same questions with links reduced to their text, for FAQPage structured data. */
export function faqItemsAsPlainText(items: readonly FaqItem[]): FaqItem[] {
  return items.map((item) => ({
    question: item.question,
    answer: parseInlineLinks(item.answer)
      .map((part) => part.text)
      .join(""),
  }));
}

export const faqPageText = {
  topicsLabel: "Themen",
  relatedTitle: "Weiterführende Informationen",
  related: [
    {
      key: "solar",
      title: "Solaranlagenreinigung",
      text: "Ablauf in sechs Schritten, Risiken verschmutzter Module und unser Versicherungsschutz.",
      link: "Zur Solaranlagenreinigung",
    },
    {
      key: "greenRoof",
      title: "Gründachpflege",
      text: "Pflegeintervalle für extensive und intensive Gründächer und die Arbeiten je Jahreszeit.",
      link: "Zur Gründachpflege",
    },
    {
      key: "prices",
      title: "Preise und Sofort-Offerte",
      text: "Ihr Preis in zwei Minuten, inklusive MWST und ohne Anfahrtskosten, als PDF-Offerte.",
      link: "Zu Preisen und Offerte",
    },
  ],
  ctaTitle: "Ihre Frage war nicht dabei?",
  ctaText:
    "Schreiben Sie uns – wir antworten innert 24 Stunden. Oder berechnen Sie gleich Ihre Sofort-Offerte für die Reinigung Ihrer Anlage.",
  contactButton: "Frage stellen",
  quoteButton: "Sofort-Offerte berechnen",
} as const;
