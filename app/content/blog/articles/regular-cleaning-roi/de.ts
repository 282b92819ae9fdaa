import type { BlogArticle } from "../../types";
import { siteFacts } from "../../../site-facts";

const basicChf = `CHF ${siteFacts.priceFromChf}`;
const premiumChf = `CHF ${siteFacts.premiumPriceChf}`;
const insurance = `CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} Millionen`;

/** "Regelmässige Solarreinigung: Sicherheit, Garantie, Rendite" (German). */
export const regularCleaningRoiDe = {
  title: "Regelmässige Solarreinigung: Sicherheit, Garantie, Rendite",
  description:
    "Warum eine Reinigung alle ein bis zwei Jahre Ihre Anlage schützt, Ihnen hilft, die Garantiebedingungen einzuhalten, und sich über die Lebensdauer der Module auszahlen kann.",
  excerpt:
    "Eine Solaranlage soll 25 Jahre und länger Strom liefern. Regelmässige Reinigung hilft, Ertrag, Sicherheit und Werterhalt über diese Zeit zu sichern – wir zeigen, worauf es ankommt.",
  author: "Sandra Meier, Kundenberatung",
  date: "2025-09-02",
  readTimeMinutes: 9,
  category: "Wirtschaftlichkeit",
  tags: ["Rendite", "Wartung", "Garantie", "Reinigungsintervall", "Werterhalt"],
  intro: [
    "Eine Photovoltaikanlage ist eine Investition über 25 Jahre und mehr. Ob sie sich so rechnet wie geplant, entscheidet sich nicht nur beim Kauf, sondern auch bei der Pflege. Wer seine Module alle ein bis zwei Jahre reinigen und dabei kontrollieren lässt, hält den Ertrag hoch und entdeckt Schäden wie lose Kabel, Risse oder beginnende Hotspots, bevor sie teuer werden. Ein Reinigungsprotokoll dokumentiert zudem den Zustand der Anlage.",
    `Auch die Garantie spielt eine Rolle: Manche Hersteller knüpfen ihre Leistungsgarantie an eine sachgemässe Pflege und schliessen Schäden durch ungeeignete Reinigungsmittel oder Hochdruck aus. Prüfen Sie deshalb die Bedingungen Ihrer Module. In diesem Beitrag zeigen wir, wie Sie Reinigungskosten ab ${basicChf} dem zurückgewonnenen Ertrag gegenüberstellen, wann ein Wartungsvertrag sinnvoll ist und warum demineralisiertes Wasser ohne Chemie die sichere Wahl ist.`,
  ],

  imageAlt:
    "Illustration: Eine weiche Bürste an einer langen Stange reinigt Solarmodule mit Wasser, daneben ein Kalender und ein grünes Schild mit Häkchen",
  blocks: [
    { type: "h2", text: "Sicherheit: Jede Reinigung ist auch eine Kontrolle" },
    {
      type: "p",
      text: "Wer seine Module regelmässig reinigen lässt, erhält eine Sichtkontrolle gleich dazu. Auf dem Dach sieht eine geschulte Fachperson, was vom Boden aus verborgen bleibt, und zwar bevor es den Ertrag spürbar mindert oder zur Gefahr wird.",
    },
    { type: "h3", text: "Worauf wir bei der Reinigung achten" },
    {
      type: "ul",
      items: [
        "Glasbruch, Risse und Abplatzungen an den Modulen",
        "Verfärbungen einzelner Zellen, die auf Hotspots hindeuten können",
        "lose, durchhängende oder angenagte Kabel und beschädigte Stecker",
        "gelockerte Modulklemmen und Auffälligkeiten an der Unterkonstruktion",
        "Nester, Laub und Fremdkörper unter den Modulen",
        "Moos, Flechten und Schmutzränder an den Rahmen",
      ],
    },
    {
      type: "p",
      text: "Was wir feststellen, halten wir im Reinigungsprotokoll mit Fotos fest. Elektrische Arbeiten führen wir nicht selbst aus: Mängel besprechen wir mit Ihnen, damit Sie Ihren Installateur oder einen unserer Partnerbetriebe gezielt mit der Reparatur beauftragen können. So wird aus einem angenagten Kabel kein Ausfall und aus einem Fleck kein dauerhafter Hotspot.",
    },
    { type: "h3", text: "Sicherheit auf dem Dach" },
    {
      type: "p",
      text: `Die Reinigung selbst ist Arbeit in der Höhe. Unsere Teams arbeiten mit Absturzsicherung, prüfen vor jedem Einsatz Zugänge und Anschlagpunkte und wählen je nach Dach die passende Methode: von Hand mit Teleskopstangen oder, auf grossen Flachdächern, mit dem Reinigungsroboter. Drohnen setzen wir für Kontrolle und Dokumentation ein. Für den Fall der Fälle sind wir bis ${insurance} haftpflichtversichert. Für Sie heisst das: Sie müssen weder selbst aufs Dach steigen noch ein Risiko eingehen.`,
    },

    { type: "h2", text: "Garantie: Was Hersteller von Ihnen erwarten" },
    { type: "h3", text: "Produktgarantie und Leistungsgarantie" },
    {
      type: "p",
      text: "Hersteller von Solarmodulen geben üblicherweise eine Produktgarantie auf Material und Verarbeitung sowie eine Leistungsgarantie, die über einen langen Zeitraum eine bestimmte Mindestleistung zusichert. Dauer und Bedingungen unterscheiden sich von Hersteller zu Hersteller. Die genauen Regeln finden Sie in den Garantiebedingungen und der Wartungsanleitung in Ihren Anlagenunterlagen oder bei Ihrem Installateur. Es lohnt sich, diese Dokumente einmal in Ruhe durchzulesen und griffbereit abzulegen.",
    },
    { type: "h3", text: "Was die Garantie gefährden kann" },
    {
      type: "p",
      text: "Viele Hersteller schliessen Schäden aus, die auf unsachgemässe Behandlung zurückgehen. Typische Punkte in Reinigungshinweisen sind:",
    },
    {
      type: "ul",
      items: [
        "keine Hochdruckreiniger, weil der harte Wasserstrahl Dichtungen, Rahmen und Anschlussdosen beschädigen kann",
        "keine aggressiven Reinigungsmittel, Lösungsmittel oder scheuernden Zusätze",
        "keine harten Bürsten, Schaber oder Stahlwolle, die das Glas und seine Beschichtung zerkratzen",
        "nicht auf die Module treten und keine Lasten darauf abstellen",
        "kein kaltes Wasser auf stark aufgeheizte Module, um Spannungen im Glas zu vermeiden",
      ],
    },
    {
      type: "p",
      text: "Unsere Methode ist auf diese Anforderungen ausgelegt: demineralisiertes Wasser, das wir vor Ort über Ionenaustauscher aufbereiten, keine Chemie, weiche Bürsten und Niederdruck von 1 bis 3 bar. Das Wasser trocknet ohne Kalkflecken ab, sodass kein Rückstand bleibt, der Licht schluckt. An heissen Sommertagen planen wir die Arbeit in den Morgenstunden, solange die Module noch kühl sind.",
    },
    { type: "h3", text: "Dokumentation als Nachweis" },
    {
      type: "p",
      text: "Kommt es später zu einem Garantiefall, hilft eine lückenlose Dokumentation. Bewahren Sie Reinigungsprotokolle, Rechnungen und Fotos zusammen mit den Anlagenunterlagen auf. Sie zeigen, dass die Anlage gepflegt wurde, und helfen, den Zeitpunkt eines Schadens einzugrenzen. Auch beim Verkauf einer Liegenschaft ist eine gepflegte, dokumentierte Anlage ein Argument.",
    },

    { type: "h2", text: "Rendite: So rechnen Sie die Reinigung durch" },
    {
      type: "p",
      text: "Eine Reinigung ist wirtschaftlich, wenn der zurückgewonnene Ertrag über das Reinigungsintervall mindestens die Kosten deckt. Die Rechnung ist einfacher, als sie klingt.",
    },
    { type: "h3", text: "Die Formel in drei Schritten" },
    {
      type: "ol",
      items: [
        "Jahresertrag: Anlagenleistung in kWp × spezifischer Ertrag, im Mittelland oft rund 1'000 kWh pro kWp.",
        "Verlust pro Jahr in Franken: Jahresertrag × mittlerer Verschmutzungsverlust in Prozent × Wert einer kWh. Für eingespeisten Strom gilt die Einspeisevergütung, für selbst verbrauchten Strom Ihr Bezugstarif.",
        "Bilanz: Verlust pro Jahr × Jahre bis zur nächsten Reinigung, abzüglich der Reinigungskosten.",
      ],
    },
    {
      type: "p",
      text: "Nach einer Reinigung baut sich die Verschmutzung allmählich wieder auf. Rechnen Sie deshalb mit einem mittleren Verlust über das ganze Intervall, nicht mit dem Höchstwert kurz vor der nächsten Reinigung.",
    },
    { type: "h3", text: "Vier Beispiele" },
    {
      type: "p",
      text: "Die Beispiele rechnen mit 1'000 kWh pro kWp und nehmen an, dass 30 Prozent des Stroms selbst verbraucht werden (Bezugstarif CHF 0.25 pro kWh) und 70 Prozent eingespeist werden (CHF 0.08 pro kWh). Eine verlorene Kilowattstunde ist damit im Mittel 0,3 × CHF 0.25 + 0,7 × CHF 0.08 = CHF 0.131 wert. Die Reinigungskosten sind angenommene Werte zur Veranschaulichung; Ihren tatsächlichen Preis zeigt die Sofort-Offerte.",
    },
    {
      type: "table",
      caption: "Bilanz einer Reinigung alle zwei Jahre bei 1'000 kWh pro kWp und CHF 0.131 pro verlorener kWh",
      head: [
        "Anlage und Standort",
        "Mittlerer Verlust",
        "Verlust pro Jahr",
        "Verlust über zwei Jahre",
        "Reinigung (Annahme)",
        "Bilanz",
      ],
      rows: [
        [
          "10 kWp, Einfamilienhaus im Wohngebiet",
          "3 % (300 kWh)",
          "CHF 39.30",
          "CHF 78.60",
          "CHF 650",
          "minus CHF 571.40",
        ],
        [
          "30 kWp, Mehrfamilienhaus an einer Hauptstrasse",
          "10 % (3'000 kWh)",
          "CHF 393",
          "CHF 786",
          "CHF 1'000",
          "minus CHF 214",
        ],
        [
          "50 kWp, Gewerbebau im Industriegebiet",
          "8 % (4'000 kWh)",
          "CHF 524",
          "CHF 1'048",
          "CHF 1'200",
          "minus CHF 152",
        ],
        [
          "100 kWp, Landwirtschaftsbetrieb mit Stall",
          "15 % (15'000 kWh)",
          "CHF 1'965",
          "CHF 3'930",
          "CHF 1'800",
          "plus CHF 2'130",
        ],
      ],
    },
    { type: "h3", text: "Was die Zahlen bedeuten" },
    {
      type: "p",
      text: "Die Tabelle zeigt ehrlich, wo sich eine Reinigung allein über den Ertrag bezahlt macht: an Standorten mit deutlicher Verschmutzung und bei grösseren Anlagen. Beim Landwirtschaftsbetrieb kommt jeder in die Reinigung investierte Franken über zwei Jahre als rund CHF 2.18 Mehrertrag zurück, ein Nettogewinn von etwa 118 Prozent der Reinigungskosten. Beim Gewerbebau und beim Mehrfamilienhaus deckt der Mehrertrag über zwei Jahre einen grossen Teil der Kosten; die Rechnung kippt ins Positive, sobald der Eigenverbrauch höher ist, etwa mit Kühlung, Wärmepumpe oder Elektroautos, oder die Verschmutzung stärker ausfällt.",
    },
    {
      type: "p",
      text: "Beim Einfamilienhaus in sauberer Umgebung deckt der Mehrertrag die Kosten dagegen nicht. Hier liegt der Wert der Reinigung in der Kontrolle, im Schutz vor Hotspots und Materialschäden und im Nachweis gegenüber dem Hersteller. Ein einziges Modul, das wegen eines Hotspots ersetzt werden muss, kostet samt Arbeit und Zugang zum Dach schnell mehr als eine Reinigung. Für solche Anlagen empfehlen wir das längere Intervall von zwei Jahren, kombiniert mit einem Blick ins Monitoring. Ihre eigenen Werte berechnen Sie mit dem [Verlustrechner](/verlustrechner).",
    },

    { type: "h2", text: "Das richtige Intervall: jährlich oder alle zwei Jahre?" },
    {
      type: "p",
      text: "Wir empfehlen, die Anlage alle ein bis zwei Jahre reinigen und dabei kontrollieren zu lassen. Welches Ende dieser Spanne für Sie passt, hängt vor allem vom Standort ab.",
    },
    {
      type: "ul",
      items: [
        "Jährlich: Anlagen in der Nähe von Landwirtschaft und Stallungen, an stark befahrenen Strassen oder Bahnlinien, in Gewerbe- und Industriegebieten, unter Bäumen, mit viel Vogelaktivität oder mit sehr flach geneigten Modulen.",
        "Alle zwei Jahre: Anlagen in Wohngebieten ohne besondere Schmutzquellen, mit steiler Neigung und freier Lage.",
        "Zusätzlich bei Bedarf: nach einer Baustelle in der Nachbarschaft, nach starkem Saharastaub oder wenn das Monitoring einen deutlichen Rückgang zeigt.",
      ],
    },
    {
      type: "p",
      text: "Ein guter Weg, das passende Intervall zu finden: Halten Sie nach der ersten Reinigung fest, wie stark der Ertrag gestiegen ist. War der Unterschied gross, wählen Sie das kürzere Intervall, war er klein, genügt das längere.",
    },

    { type: "h2", text: "Der beste Zeitpunkt im Jahr" },
    {
      type: "p",
      text: "Am meisten bringt eine Reinigung im Frühling, bevor die ertragsstärksten Monate beginnen. Dann profitieren Sie den ganzen Sommer von sauberen Modulen. An Standorten mit viel Blütenstaub kann ein Termin nach der Hauptblüte im Frühsommer sinnvoller sein, in der Nähe von Feldern ein Termin nach der Ernte im Spätsommer oder Herbst. Im Winter reinigen wir nur bei frostfreiem Wetter.",
    },
    {
      type: "p",
      text: "Planen Sie frühzeitig: Termine sind in der Regel innert ein bis zwei Wochen möglich, in der Hochsaison im Frühling und Sommer innert drei bis vier Wochen.",
    },

    { type: "h2", text: "Einzelauftrag oder Wartungsvertrag?" },
    {
      type: "p",
      text: "Für viele Privatpersonen genügt ein Einzelauftrag, den sie alle ein bis zwei Jahre wiederholen. Wer sich um nichts kümmern möchte oder mehrere Anlagen betreut, fährt mit einem Wartungsvertrag besser. Für Eigentümerinnen und Eigentümer sowie Verwaltungen bieten wir Wartungsverträge mit jährlicher oder halbjährlicher Reinigung an. Für Unternehmen und das Facility-Management gibt es abgestufte Modelle: einen Vertrag über ein Jahr mit zwei Reinigungen pro Jahr für Flächen von 100 bis 500 m², einen Vertrag über drei Jahre mit drei bis vier Reinigungen pro Jahr für 500 bis 2'000 m² und individuelle Lösungen ab 2'000 m². Ab drei Liegenschaften gewähren wir Mengenrabatte.",
    },
    {
      type: "ul",
      items: [
        "Sie müssen nicht an den nächsten Termin denken; wir melden uns rechtzeitig.",
        "Die Reinigung findet zum passenden Zeitpunkt im Jahr statt, auch in der Hochsaison.",
        "Protokolle und Fotos ergeben über die Jahre eine lückenlose Dokumentation.",
        "Die Kosten sind planbar und lassen sich im Budget einer Liegenschaft fest einplanen.",
      ],
    },
    {
      type: "p",
      text: "Details zu den Verträgen für Unternehmen finden Sie auf unserer Seite für [Unternehmen und Verwaltungen](/b2b).",
    },

    { type: "h2", text: "Was eine Reinigung bei uns kostet und wie sie abläuft" },
    {
      type: "p",
      text: `Die Basisreinigung gibt es ab ${basicChf}, das Premium-Paket mit Inspektion ab ${premiumChf}. Dazu kommen der Preis pro m² Modulfläche, der Zu- oder Abschlag für die Dachart und die MWST; Ihre Offerte zeigt den Gesamtbetrag inklusive MWST. Anfahrtskosten verrechnen wir nicht, und es gilt unsere Zufriedenheitsgarantie: Entspricht das Ergebnis nicht Ihren Erwartungen, reinigen wir kostenlos nach. So läuft ein Auftrag ab:`,
    },
    {
      type: "ol",
      items: [
        "Sie berechnen Ihren Preis mit der Sofort-Offerte, das dauert zwei Minuten, oder Sie schreiben uns Ihre Angaben.",
        "Wir vereinbaren einen Termin, in der Regel innert ein bis zwei Wochen.",
        "Vor Ort analysieren wir die Anlage und legen das Sicherheitskonzept fest.",
        "Nach einer schonenden Vorreinigung folgt die Hauptreinigung mit demineralisiertem Wasser, weichen Bürsten und Niederdruck.",
        "Wir kontrollieren das Ergebnis und dokumentieren den Zustand der Anlage.",
        "Bei der Übergabe erhalten Sie das Reinigungsprotokoll mit allfälligen Hinweisen auf Mängel.",
      ],
    },
    {
      type: "p",
      text: "Für eine Anlage von 50 bis 100 m² sind wir etwa zwei bis vier Stunden vor Ort. Mehr zu Methode und Ablauf finden Sie auf der Seite zur [Solarreinigung](/solaranlagenreinigung).",
    },
    {
      type: "callout",
      title: "Unser Tipp: Reinigung kombinieren",
      text: "Wenn wir ohnehin auf dem Dach sind, lohnt es sich, die Dachrinnen gleich mitzureinigen. Verstopfte Rinnen führen bei Starkregen zu Wasserschäden an Fassade und Dachrand. Mehr dazu lesen Sie auf der Seite zur [Dachrinnenreinigung](/dachrinnenreinigung).",
    },
    {
      type: "p",
      text: "Möchten Sie Ihre Anlage in gute Hände geben? Berechnen Sie Ihren Preis in zwei Minuten mit der [Sofort-Offerte](/preise-angebot), oder schreiben Sie uns über [Kontakt](/kontakt). Wir beraten Sie gern zum passenden Intervall.",
    },
  ],
  faq: [
    {
      question: "Wie oft sollte ich meine Solaranlage reinigen lassen?",
      answer:
        "Wir empfehlen, die Anlage alle ein bis zwei Jahre reinigen und dabei kontrollieren zu lassen. An Standorten mit viel Schmutz, etwa in der Nähe von Landwirtschaft, Strassen oder Industrie, ist eine jährliche Reinigung sinnvoll, in sauberen Wohngebieten genügt meist ein Intervall von zwei Jahren.",
    },
    {
      question: "Kann eine falsche Reinigung die Herstellergarantie gefährden?",
      answer:
        "Ja, das ist möglich. Viele Hersteller schliessen Schäden durch Hochdruckreiniger, aggressive Reinigungsmittel oder scheuernde Werkzeuge aus. Prüfen Sie die Garantiebedingungen Ihrer Module. Wir reinigen mit demineralisiertem Wasser ohne Chemie, weichen Bürsten und Niederdruck von 1 bis 3 bar und dokumentieren jede Reinigung in einem Protokoll.",
    },
    {
      question: "Was kostet eine professionelle Solarreinigung?",
      answer: `Die Basisreinigung gibt es ab ${basicChf}, das Premium-Paket mit Inspektion ab ${premiumChf}. Dazu kommen der Preis pro m² Modulfläche, der Zu- oder Abschlag für die Dachart und die MWST; Anfahrtskosten verrechnen wir nicht. Ihren Fixpreis inklusive MWST berechnen Sie mit der Sofort-Offerte in zwei Minuten.`,
    },
  ],
} satisfies BlogArticle;
