import { germanTimes } from "#app/content/phrasing/de";
import { siteFacts } from "#app/content/site-facts";
import { greenRoofFacts as f } from "./facts";
import type { GreenRoofContent } from "./types";

const insurance = `CHF ${f.insuranceMillions} Millionen`;
const extensive = germanTimes(f.extensiveVisitsPerYear);
const intensive = germanTimes(f.intensiveVisitsPerYear);

export const greenRoofDe = {
  meta: {
    title: "Gründachpflege – extensive und intensive Gründächer",
    description: `Fachgerechte Pflege von Gründächern: Vegetation kontrollieren, Aufwuchs entfernen, Abläufe freihalten. Extensive Dächer ${extensive}, intensive ${intensive} pro Jahr.`,
    serviceType: "Gründachpflege",
  },
  hero: {
    heading: "Gründachpflege für langlebige Dachbegrünungen",
    intro: [
      "Ein Gründach hält Regenwasser zurück, kühlt im Sommer und schützt die Dachabdichtung – vorausgesetzt, es wird regelmässig gepflegt. Wir kontrollieren die Vegetation, entfernen unerwünschten Aufwuchs wie Gehölzsämlinge, halten Abläufe, Kiesstreifen und Dachrinnen frei und ergänzen bei Bedarf Substrat oder Pflanzen. Die Arbeiten richten wir nach der Jahreszeit, denn Frühling, Sommer, Herbst und Winter stellen unterschiedliche Anforderungen.",
      `Extensive Gründächer pflegen wir in der Regel ${extensive} pro Jahr, intensive Gründächer einmal pro Jahreszeit, also ${intensive} pro Jahr; mit einem Wartungsvertrag legen wir die Intervalle nach Bedarf fest. Schäden, die wir bei der Arbeit verursachen, deckt unsere Betriebshaftpflichtversicherung bis ${insurance}. Anfahrtskosten verrechnen wir nicht, und auf Anfragen antworten wir innert ${siteFacts.replyWithinHours} Stunden.`,
    ],
  },
  heroBadge: `Extensiv ${extensive}, intensiv ${intensive} pro Jahr`,

  certificationNote: {
    title: "Hinweis zur Zertifizierung",
    text: `Die zertifizierte Schulung, die unser Team ${f.certifiedSince} abgeschlossen hat, bezieht sich ausschliesslich auf die Reinigung von Solaranlagen. Für die Gründachpflege gibt es kein eigenes Zertifikat; wir arbeiten mit derselben Sorgfalt und erstellen für jeden Einsatz ein Sicherheitskonzept.`,
  },

  services: {
    title: "Unsere Leistungen für Ihr Gründach",
    intro:
      "Ein Gründach ist ein kleines Ökosystem auf einer technischen Dachkonstruktion. Wir kümmern uns um beides: um die Pflanzen und um alles, was das Dach dicht und trocken hält.",
    items: [
      {
        mark: "✿",
        title: "Vegetationspflege",
        text: "Wir entfernen unerwünschten Aufwuchs wie Gehölzsämlinge, Gräser und Problempflanzen, schneiden Stauden zurück und fördern eine geschlossene, standortgerechte Pflanzendecke.",
      },
      {
        mark: "↓",
        title: "Abläufe und Kiesstreifen freihalten",
        text: "Dachabläufe, Kontrollschächte, Notüberläufe und Kiesstreifen befreien wir von Laub, Pflanzen und Substrat, damit das Regenwasser jederzeit abfliessen kann.",
      },
      {
        mark: "+",
        title: "Nachsaat und Substratergänzung",
        text: "Kahle oder ausgewaschene Stellen schliessen wir mit Sedumsprossen, Saatgut oder Substrat. So bleibt die Abdichtung bedeckt und vor Sonne und Frost geschützt.",
      },
      {
        mark: "✓",
        title: "Kontrolle und Pflegeprotokoll",
        text: "Wir prüfen Randabschlüsse, Anschlüsse und sichtbare Abdichtungsbereiche und halten den Zustand des Daches nach jedem Pflegegang mit Fotos in einem Protokoll fest.",
      },
    ],
  },

  seasons: {
    title: "Pflege nach Jahreszeit",
    intro: "Jede Jahreszeit stellt ein Gründach vor andere Aufgaben. So verteilen wir die Arbeiten über das Jahr.",
    items: [
      {
        title: "Frühling",
        months: "März bis Mai",
        tasks: [
          "Winterschäden und Auswaschungen kontrollieren",
          "Abläufe, Rinnen und Kiesstreifen von Laub befreien",
          "Gehölzsämlinge und Problempflanzen entfernen",
          "Kahle Stellen nachsäen oder mit Sedumsprossen bepflanzen",
        ],
      },
      {
        title: "Sommer",
        months: "Juni bis August",
        tasks: [
          "Intensive Begrünungen in Trockenperioden bewässern",
          "Stauden und Rasen auf Dachgärten schneiden",
          "Aufwuchs vor Solarmodulen kürzen, damit er die Module nicht beschattet",
          "Trockenes Pflanzenmaterial an Brandschutzstreifen entfernen",
        ],
      },
      {
        title: "Herbst",
        months: "September bis November",
        tasks: [
          "Laub von der Vegetation und aus den Abläufen entfernen",
          "Zweiten Pflegegang auf extensiven Dächern durchführen",
          "Gehölzsämlinge vor dem Winter samt Wurzel ziehen",
          "Substrat an erodierten Stellen ergänzen",
        ],
      },
      {
        title: "Winter",
        months: "Dezember bis Februar",
        tasks: [
          "Notüberläufe und Abläufe nach Stürmen kontrollieren",
          "Schneelast und Eisbildung an den Abläufen im Auge behalten",
          "Pflegegänge und Intervalle für das kommende Jahr festlegen",
        ],
      },
    ],
  },

  benefits: {
    title: "Warum sich regelmässige Pflege lohnt",
    items: [
      {
        mark: "⌂",
        title: "Geschützte Dachabdichtung",
        text: "Eine geschlossene Pflanzendecke schützt die Abdichtung vor UV-Strahlung, Hagel und grossen Temperaturschwankungen und verlängert ihre Lebensdauer deutlich.",
      },
      {
        mark: "↓",
        title: "Keine Wasserschäden",
        text: "Freie Abläufe und Notüberläufe verhindern, dass sich bei Starkregen Wasser auf dem Dach staut und in die Konstruktion eindringt.",
      },
      {
        mark: "✿",
        title: "Mehr Biodiversität",
        text: "Ein gepflegtes Gründach bietet Wildbienen, Schmetterlingen und Vögeln Nahrung und Lebensraum – mitten in der Stadt.",
      },
      {
        mark: "☀",
        title: "Kühleres Gebäude, effizientere Module",
        text: "Die Vegetation verdunstet Wasser und kühlt Dach und Räume darunter. Solarmodule über einem Gründach arbeiten dank tieferer Temperaturen effizienter.",
      },
      {
        mark: "!",
        title: "Brandschutz",
        text: "Wir entfernen trockenes Pflanzenmaterial und halten Kiesstreifen an Aufbauten, Dachrändern und Solarmodulen frei von Bewuchs.",
      },
      {
        mark: "✓",
        title: "Werterhalt und Gewährleistung",
        text: "Viele Hersteller von Gründachsystemen setzen eine fachgerechte Pflege für ihre Gewährleistung voraus. Unser Pflegeprotokoll hält jeden Pflegegang mit Fotos fest; bewahren Sie es bei Ihren Gewährleistungsunterlagen auf.",
      },
    ],
  },

  intervals: {
    title: "Pflegeintervalle",
    intro:
      "Wie oft wir kommen, hängt von der Art Ihrer Begrünung ab. Diese Intervalle empfehlen wir für Dächer in der Region Basel und im Mittelland.",
    items: [
      {
        title: "Extensive Gründächer",
        frequency: `${extensive} pro Jahr`,
        text: "Sedum-, Moos- und Kräuterdächer pflegen wir im Frühling und im Herbst. Das genügt, um Aufwuchs zu entfernen und die Abläufe freizuhalten.",
      },
      {
        title: "Intensive Gründächer",
        frequency: `${intensive} pro Jahr`,
        text: "Dachgärten mit Stauden, Rasen und Gehölzen pflegen wir einmal pro Jahreszeit, im Sommer inklusive Bewässerungskontrolle und Rückschnitt. Im Winter kontrollieren wir nur, vor allem die Abläufe nach Stürmen.",
      },
      {
        title: "Wartungsverträge",
        frequency: "nach Bedarf",
        text: "Für Verwaltungen, Unternehmen und besondere Dächer legen wir Intervalle und Leistungen im Wartungsvertrag nach Bedarf fest – auf Wunsch kombiniert mit der Solarreinigung.",
      },
    ],
  },

  cta: {
    title: "Pflege für Ihr Gründach",
    text: `Schreiben Sie uns Lage, Grösse und Art Ihrer Begrünung. Wir melden uns innert ${siteFacts.replyWithinHours} Stunden mit einem Vorschlag für Pflegegänge und Intervalle – ohne Anfahrtskosten.`,
    contactButton: { label: "Gründachpflege anfragen", to: { page: "contact" } },
    solarButton: { label: "Zur Solarreinigung", to: { page: "solar" } },
  },

  faq: {
    title: "Häufige Fragen zur Gründachpflege",
    items: [
      {
        question: "Wie oft muss ein Gründach gepflegt werden?",
        answer:
          "Extensive Gründächer mit Sedum, Moosen und Kräutern brauchen in der Regel zwei Pflegegänge pro Jahr, im Frühling und im Herbst. Intensive Gründächer mit Stauden, Rasen oder Gehölzen pflegen wir einmal pro Jahreszeit, also viermal pro Jahr; im Winter beschränkt sich der Besuch auf eine Kontrolle, etwa der Abläufe nach Stürmen. Mit einem Wartungsvertrag legen wir die Intervalle nach Bedarf fest.",
      },
      {
        question: "Was ist der Unterschied zwischen extensiver und intensiver Begrünung?",
        answer:
          "Eine extensive Begrünung hat eine dünne Substratschicht von etwa 6 bis 15 cm mit trockenheitsverträglichen Pflanzen wie Sedum und wird nicht begangen. Eine intensive Begrünung ist ein Dachgarten mit dickerem Substrat, Stauden, Rasen oder Sträuchern; sie braucht mehr Pflege und in Trockenperioden Bewässerung.",
      },
      {
        question: "Warum müssen Gehölzsämlinge entfernt werden?",
        answer:
          "Birken, Ahorn oder Weiden siedeln sich über angewehte Samen an. Ihre Wurzeln können die Wurzelschutzbahn und die Dachabdichtung durchdringen. Wir entfernen solche Sämlinge bei jedem Pflegegang samt Wurzel, bevor sie Schaden anrichten.",
      },
      {
        question: "Was halten Sie im Pflegeprotokoll fest?",
        answer:
          "Nach jedem Pflegegang dokumentieren wir den Zustand des Dachs mit Fotos: Vegetation, Abläufe, Kiesstreifen und Anschlüsse, dazu alles, was uns auffällt, etwa kahle Stellen oder Gehölzsämlinge. So sehen Sie über die Jahre, wie sich Ihr Gründach entwickelt.",
      },
      {
        question: "Können Sie Gründach und Solaranlage zusammen pflegen?",
        answer:
          "Ja, und das ist oft sinnvoll: Auf einem Solargründach darf die Vegetation die Module nicht beschatten, und Blütenstaub verschmutzt die Glasflächen. Wir kürzen hohen Aufwuchs vor den Modulreihen und reinigen die Module im selben Einsatz – ohne Anfahrtskosten.",
      },
    ],
  },
} satisfies GreenRoofContent;
