import { siteFacts } from "#app/content/site-facts";
import { blogFacts as f } from "./facts";
import type { BlogListingContent } from "./types";

export const blogDe = {
  meta: {
    title: "Blog – Ratgeber zu Solarreinigung und Gründächern",
    description:
      "Praxiswissen rund um die Reinigung von Photovoltaikanlagen, Ertragsverluste durch Verschmutzung, sinnvolle Reinigungsintervalle und die Pflege von Gründächern.",
  },
  hero: {
    heading: "Ratgeber und Blog",
    intro: [
      `Wie viel Ertrag verliert eine verschmutzte Solaranlage? Wann lohnt sich eine Reinigung, und wie oft braucht ein Gründach Pflege? In unserem Blog beantworten wir die Fragen, die uns Hauseigentümerinnen und Hauseigentümer, Verwaltungen und Unternehmen am häufigsten stellen. Die Beiträge stützen sich auf unsere Erfahrung aus ${f.modules} gereinigten Modulen seit ${f.founded} und sind so geschrieben, dass Sie sie auch ohne Fachwissen verstehen.`,
      `Sie finden hier Ratgeber zu den Risiken verschmutzter Module, zur Rendite einer regelmässigen Reinigung und zu sinnvollen Pflegeintervallen für Gründächer. Mit unserem Verlustrechner schätzen Sie zudem selbst ab, was Verschmutzung Ihre Anlage pro Jahr kostet. Wenn Sie danach eine persönliche Einschätzung wünschen, schreiben Sie uns – wir antworten innert ${siteFacts.replyWithinHours} Stunden.`,
    ],
  },
  latestTitle: "Neueste Beiträge",
  moreTitle: "Weitere Beiträge",
  plan: {
    title: "Wartungsplan zum Herunterladen",
    text: "Alle Intervalle für Solaranlage, Dach, Dachrinnen und Gründach auf zwei Seiten – mit Jahreskalender und Pflegearbeiten nach Jahreszeit.",
    button: "PDF herunterladen",
  },
  tool: {
    title: "Was kostet Sie der Schmutz?",
    text: "Mit unserem Verlustrechner sehen Sie in einer Minute, wie viel Ertrag und Geld Ihre Anlage durch Verschmutzung verliert.",
    link: { label: "Verlust berechnen", to: { page: "lossCalculator" } },
  },
  question: {
    title: "Fragen zu Ihrer Anlage?",
    text: `Schreiben Sie uns: Wir antworten innert ${siteFacts.replyWithinHours} Stunden und beraten Sie zu Ihrer Anlage.`,
    link: { label: "Kontakt aufnehmen", to: { page: "contact" } },
  },
} satisfies BlogListingContent;
