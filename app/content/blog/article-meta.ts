import type { ArticleCopy } from "./types";
import type { Lang } from "../../lib/i18n";

/**
 * Blog article meta and introductions, keyed by the article keys of blog-slugs.ts.
 * The regular posts exist in German only; the loss-calculator guide in all four languages.
 */
export const articleCopy: Record<string, Partial<Record<Lang, ArticleCopy>>> = {
  "dirty-panels-risk": {
    de: {
      title: "Warum verschmutzte Solarpanels ein Risiko sind",
      description:
        "Vogelkot, Laub und Flechten kosten nicht nur Ertrag: Sie können Hotspots verursachen und Module dauerhaft schädigen. Was Sie über die Risiken wissen sollten.",
      excerpt:
        "Schmutz auf Solarmodulen ist mehr als ein Schönheitsfehler. Wir zeigen, wie Verschmutzung zu Ertragsverlust, Hotspots und vorzeitiger Alterung führt – und wie Sie vorbeugen.",
      author: "Marco Keller, Solarreinigung",
      date: "2025-03-18",
      readTimeMinutes: 7,
      category: "Sicherheit",
      tags: ["Solarreinigung", "Hotspots", "Vogelkot", "Modulschutz"],
      intro: [
        "Viele Besitzer gehen davon aus, dass der Regen ihre Solaranlage sauber hält. Bei flach geneigten Modulen und hartnäckigen Ablagerungen wie Vogelkot, Blütenstaub, Russ oder Flechten reicht das aber nicht. Der Schmutz sammelt sich vor allem am unteren Modulrand, wo das Wasser abläuft, und bildet mit der Zeit eine Schicht, die Licht schluckt. Leichte Verschmutzung kostet 5 bis 10 Prozent Ertrag, starke Verschmutzung 15 bis 25 Prozent.",
        "Noch wichtiger als der Ertragsverlust sind die Folgeschäden. Deckt ein Fleck einzelne Zellen ab, arbeiten diese als Widerstand und können sich stark erwärmen – ein sogenannter Hotspot, der Zellen und Rückseitenfolie dauerhaft schädigen kann. Flechten und Moos halten zudem Feuchtigkeit am Rahmen. In diesem Beitrag erklären wir, woran Sie kritische Verschmutzung erkennen und warum eine fachgerechte Reinigung mit demineralisiertem Wasser alle 1 bis 2 Jahre vorbeugt.",
      ],
    },
  },
  "output-loss": {
    de: {
      title: "Wie viel Leistung verliert eine verschmutzte PV-Anlage?",
      description:
        "Von 5 bis 25 Prozent: Wie stark Verschmutzung den Ertrag Ihrer Photovoltaikanlage senkt, welche Faktoren entscheiden und wie Sie den Verlust selbst abschätzen.",
      excerpt:
        "Wie viel Ertrag kostet Schmutz wirklich? Wir ordnen Zahlen aus der Praxis ein, zeigen die wichtigsten Einflussfaktoren und rechnen ein Beispiel für eine 50-kWp-Anlage durch.",
      author: "Team Solar- & Dachpflege",
      date: "2025-05-06",
      readTimeMinutes: 8,
      category: "Ertrag",
      tags: ["Ertragsverlust", "Photovoltaik", "Verschmutzung", "Wirtschaftlichkeit"],
      intro: [
        "Wie viel Leistung eine verschmutzte Anlage verliert, hängt vor allem vom Standort, von der Neigung der Module und von der Art des Schmutzes ab. Auf Dächern in Wohngebieten bleibt der Verlust meist im tiefen einstelligen Bereich, in der Nähe von Landwirtschaft, Gewerbe oder stark befahrenen Strassen liegt er deutlich höher. In unserer Praxis sehen wir bei leichter Verschmutzung 5 bis 10 Prozent, bei starker 15 bis 25 Prozent weniger Ertrag.",
        "Rechnen wir ein Beispiel: Eine Anlage mit 50 kWp erzeugt rund 50'000 kWh pro Jahr. Bei einer Einspeisevergütung von 0.08 CHF/kWh und 8 Prozent Verschmutzung fehlen so jedes Jahr rund CHF 320 – ohne allfällige Folgeschäden. In diesem Beitrag zeigen wir, wie Sie die Werte für Ihre eigene Anlage einschätzen, woran Sie einen Ertragsrückgang im Monitoring erkennen und wann sich eine Reinigung lohnt.",
      ],
    },
  },
  "regular-cleaning-roi": {
    de: {
      title: "Regelmässige Solarreinigung: Sicherheit, Garantie, Rendite",
      description:
        "Warum eine Reinigung alle 1 bis 2 Jahre Ihre Anlage schützt, die Garantiebedingungen im Blick behält und sich über die Lebensdauer der Module auszahlen kann.",
      excerpt:
        "Eine Solaranlage soll 25 Jahre und länger Strom liefern. Regelmässige Reinigung hilft, Ertrag, Sicherheit und Werterhalt über diese Zeit zu sichern – wir zeigen, worauf es ankommt.",
      author: "Sandra Meier, Kundenberatung",
      date: "2025-09-02",
      readTimeMinutes: 9,
      category: "Wirtschaftlichkeit",
      tags: ["Rendite", "Wartung", "Garantie", "Reinigungsintervall", "Werterhalt"],
      intro: [
        "Eine Photovoltaikanlage ist eine Investition über 25 Jahre und mehr. Ob sie sich so rechnet wie geplant, entscheidet sich nicht nur beim Kauf, sondern auch bei der Pflege. Wer seine Module alle 1 bis 2 Jahre reinigen und dabei kontrollieren lässt, hält den Ertrag hoch und entdeckt Schäden wie lose Kabel, Risse oder beginnende Hotspots, bevor sie teuer werden. Ein Reinigungsprotokoll dokumentiert zudem den Zustand der Anlage.",
        "Auch die Garantie spielt eine Rolle: Manche Hersteller knüpfen ihre Leistungsgarantie an eine sachgemässe Pflege und schliessen Schäden durch ungeeignete Reinigungsmittel oder Hochdruck aus. Prüfen Sie deshalb die Bedingungen Ihrer Module. In diesem Beitrag zeigen wir, wie Sie Reinigungskosten ab CHF 388 dem zurückgewonnenen Ertrag gegenüberstellen, wann ein Wartungsvertrag sinnvoll ist und warum demineralisiertes Wasser ohne Chemie die sichere Wahl ist.",
      ],
    },
  },
  "green-roof-intervals": {
    de: {
      title: "Gründachpflege: Intervalle, Sicherheit und Werterhalt",
      description:
        "Wie oft extensive und intensive Gründächer gepflegt werden sollten, was zu jeder Jahreszeit ansteht und wie regelmässige Pflege die Dachabdichtung schützt.",
      excerpt:
        "Ein Gründach ist pflegeleicht, aber nicht pflegefrei. Wir erklären, welche Intervalle für extensive und intensive Begrünungen sinnvoll sind und was bei jedem Pflegegang geschieht.",
      author: "Luca Brunner, Gründachpflege",
      date: "2025-10-14",
      readTimeMinutes: 6,
      category: "Gründach",
      tags: ["Gründach", "Dachbegrünung", "Pflegeintervalle", "Werterhalt"],
      intro: [
        "Gründächer gelten als pflegeleicht, und das stimmt – solange sie regelmässig kontrolliert werden. Ohne Pflege setzen sich Gehölzsämlinge fest, deren Wurzeln die Dachabdichtung gefährden können, Abläufe wachsen zu, und bei Starkregen staut sich das Wasser. Für extensive Gründächer mit Sedum und Kräutern empfehlen wir zwei Pflegegänge pro Jahr, im Frühling und im Herbst. Intensive Gründächer mit Stauden, Rasen oder Gehölzen brauchen etwa viermal pro Jahr Pflege.",
        "In diesem Beitrag gehen wir die Jahreszeiten durch: Im Frühling stehen Kontrolle und Nachsaat an, im Sommer die Bewässerung in Trockenperioden, im Herbst das Freiräumen von Laub und Abläufen und im Winter die Kontrolle auf Schneelast und Eis. Dazu zeigen wir, welche Sicherheitsvorkehrungen auf dem Dach nötig sind und wie ein Wartungsvertrag die Intervalle für Sie planbar macht.",
      ],
    },
  },
  "loss-calculator-guide": {
    de: {
      title: "Verlustrechner: So viel kostet Sie Schmutz auf der PV-Anlage",
      description:
        "Schritt für Schritt zum eigenen Ergebnis: So nutzen Sie unseren Verlustrechner, welche Werte Sie brauchen und wie Sie die Resultate für Ihre Anlage einordnen.",
      excerpt:
        "Anlagenleistung, Einspeisevergütung, Standort: Mit drei Angaben schätzen Sie ab, was Verschmutzung Ihre Solaranlage pro Jahr kostet. Unser Ratgeber führt Sie durch den Rechner.",
      author: "Marco Keller, Solarreinigung",
      date: "2026-01-20",
      readTimeMinutes: 10,
      category: "Ratgeber",
      tags: ["Verlustrechner", "Ertragsverlust", "Einspeisevergütung", "PV-Reinigung"],
      intro: [
        "Dass Schmutz Ertrag kostet, wissen die meisten Anlagenbesitzer. Wie viel es bei der eigenen Anlage ist, können dagegen nur wenige beziffern. Genau dafür haben wir den Verlustrechner entwickelt. Sie brauchen nur drei Angaben: die Leistung Ihrer Anlage in kWp, Ihre Einspeisevergütung in CHF pro kWh, in der Schweiz meist zwischen 0.06 und 0.12 CHF/kWh, und den Standort, etwa Wohngebiet, Landwirtschaft, Gewerbe oder stark befahrene Strasse.",
        "In diesem Ratgeber gehen wir den Rechner Schritt für Schritt durch, rechnen Beispielszenarien durch und erklären, wie die Resultate zustande kommen: Ertragsverlust in Franken und kWh, Verschmutzungsgrad und mögliche Folgeschäden. Ein Beispiel vorweg: Eine Anlage mit 50 kWp, die durch Verschmutzung 8 Prozent Ertrag verliert, büsst bei 0.08 CHF/kWh rund CHF 320 Einspeiseerlös pro Jahr ein – Folgeschäden noch nicht eingerechnet.",
      ],
    },
    fr: {
      title: "Calculateur de pertes: ce que coûte l’encrassement",
      description:
        "Pas à pas: comment utiliser notre calculateur de pertes, quelles valeurs préparer et comment interpréter les résultats pour votre installation photovoltaïque.",
      excerpt:
        "Puissance, tarif de reprise, emplacement: trois données suffisent pour estimer ce que l’encrassement coûte chaque année à votre installation solaire. Notre guide vous accompagne.",
      author: "Marco Keller, nettoyage solaire",
      date: "2026-01-27",
      readTimeMinutes: 10,
      category: "Guide",
      tags: ["Calculateur de pertes", "Rendement", "Tarif de reprise", "Nettoyage photovoltaïque"],
      intro: [
        "La plupart des propriétaires savent que la saleté réduit le rendement de leurs panneaux. Mais rares sont ceux qui peuvent chiffrer cette perte pour leur propre installation. C’est pour cela que nous avons conçu notre calculateur de pertes. Trois données suffisent: la puissance de votre installation en kWc, votre tarif de reprise en CHF par kWh, généralement entre 0.06 et 0.12 CHF/kWh en Suisse, et l’emplacement, par exemple zone résidentielle, agricole, commerciale ou route très fréquentée.",
        "Dans ce guide, nous parcourons le calculateur étape par étape, présentons des scénarios concrets et expliquons d’où viennent les résultats: perte de rendement en francs et en kWh, degré d’encrassement et dommages consécutifs possibles. Un exemple pour commencer: une installation de 50 kWc dont l’encrassement réduit le rendement de 8 % perd environ CHF 320 de recettes par an avec un tarif de reprise de 0.08 CHF/kWh, sans compter les dommages consécutifs.",
      ],
    },
    it: {
      title: "Calcolatore perdite: quanto costa un impianto sporco",
      description:
        "Passo dopo passo: come usare il nostro calcolatore delle perdite, quali dati preparare e come interpretare i risultati per il Suo impianto fotovoltaico.",
      excerpt:
        "Potenza, tariffa di ripresa, ubicazione: bastano tre dati per stimare quanto Le costa ogni anno lo sporco sui moduli. La nostra guida La accompagna nel calcolo.",
      author: "Marco Keller, pulizia fotovoltaica",
      date: "2026-02-03",
      readTimeMinutes: 10,
      category: "Guida",
      tags: ["Calcolatore perdite", "Rendimento", "Tariffa di ripresa", "Pulizia fotovoltaica"],
      intro: [
        "La maggior parte dei proprietari sa che lo sporco riduce il rendimento dei moduli, ma pochi sanno quantificare la perdita per il proprio impianto. Per questo abbiamo sviluppato il nostro calcolatore delle perdite. Bastano tre dati: la potenza dell’impianto in kWp, la tariffa di ripresa in CHF per kWh, in Svizzera di solito tra 0.06 e 0.12 CHF/kWh, e l’ubicazione, per esempio zona residenziale, agricola, commerciale o vicino a una strada molto trafficata.",
        "In questa guida percorriamo il calcolatore passo dopo passo, presentiamo scenari di esempio e spieghiamo da dove nascono i risultati: perdita di rendimento in franchi e in kWh, grado di sporco e possibili danni conseguenti. Un esempio per iniziare: un impianto di 50 kWp che a causa dello sporco perde l’8 % di rendimento rinuncia a circa CHF 320 di ricavi all’anno con una tariffa di ripresa di 0.08 CHF/kWh, senza contare i danni conseguenti.",
      ],
    },
    en: {
      title: "Loss calculator: what dirty solar panels really cost you",
      description:
        "Step by step: how to use our solar loss calculator, which figures you need and how to read the results for your own photovoltaic system in Switzerland.",
      excerpt:
        "System size, feed-in tariff, location: three figures are enough to estimate what soiling costs your solar system each year. Our guide walks you through the calculator.",
      author: "Marco Keller, solar panel cleaning",
      date: "2026-02-10",
      readTimeMinutes: 10,
      category: "Guide",
      tags: ["Loss calculator", "Solar yield", "Feed-in tariff", "Solar panel cleaning"],
      intro: [
        "Most solar owners know that dirt reduces their yield, but few can put a number on it for their own system. That is exactly why we built our loss calculator. You only need three figures: the size of your system in kWp, your feed-in tariff in CHF per kWh, which in Switzerland is usually between 0.06 and 0.12 CHF/kWh, and the location, such as a residential area, farmland, a commercial zone or a busy road.",
        "In this guide we go through the calculator step by step, look at example scenarios and explain where the results come from: lost yield in francs and kWh, the level of soiling and possible follow-on damage. Here is an example to start with: a 50 kWp system that loses 8% of its yield to soiling misses out on around CHF 320 in feed-in revenue per year at 0.08 CHF/kWh, before any follow-on damage.",
      ],
    },
  },
};
