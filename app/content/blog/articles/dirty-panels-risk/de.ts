import type { BlogArticle } from "../../types";
import { siteFacts } from "../../../site-facts";

const soiling = siteFacts.soilingLossPercent;
const light = `${soiling.light.from} bis ${soiling.light.to} Prozent`;
const heavy = `${soiling.heavy.from} bis ${soiling.heavy.to} Prozent`;
const insurance = `CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} Millionen`;

/** "Warum verschmutzte Solarmodule ein Risiko sind" (German; the slug keeps "solarpanels"). */
export const dirtyPanelsRiskDe = {
  title: "Warum verschmutzte Solarmodule ein Risiko sind",
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
    `Viele Eigentümerinnen und Eigentümer gehen davon aus, dass der Regen ihre Solaranlage sauber hält. Bei flach geneigten Modulen und hartnäckigen Ablagerungen wie Vogelkot, Blütenstaub, Russ oder Flechten reicht das aber nicht. Der Schmutz sammelt sich vor allem am unteren Modulrand, wo das Wasser abläuft, und bildet mit der Zeit eine Schicht, die Licht schluckt. Leichte Verschmutzung kostet ${light} Ertrag, starke Verschmutzung ${heavy}.`,
    "Noch wichtiger als der Ertragsverlust sind die Folgeschäden. Deckt ein Fleck einzelne Zellen ab, arbeiten diese als Widerstand und können sich stark erwärmen – ein sogenannter Hotspot, der Zellen und Rückseitenfolie dauerhaft schädigen kann. Flechten und Moos halten zudem Feuchtigkeit am Rahmen. In diesem Beitrag erklären wir, woran Sie kritische Verschmutzung erkennen und warum eine fachgerechte Reinigung mit demineralisiertem Wasser alle ein bis zwei Jahre vorbeugt.",
  ],

  imageAlt:
    "Illustration: Solarmodule auf ihrem Gestell unter blauem Himmel und strahlender Sonne, über einer grünen Wiese",
  blocks: [
    { type: "h2", text: "Welche Verschmutzungen auf Solarmodulen typisch sind" },
    {
      type: "p",
      text: "Nicht jeder Schmutz ist gleich problematisch. Für eine realistische Einschätzung lohnt es sich, drei Arten von Verschmutzung zu unterscheiden, denn sie wirken unterschiedlich auf Ertrag, Material und Sicherheit.",
    },
    { type: "h3", text: "Flächige Verschmutzung" },
    {
      type: "p",
      text: "Feinstaub, Russ, Blütenstaub, Reifen- und Bremsabrieb von Strassen und Bahnlinien oder Staub aus Landwirtschaft und Baustellen legen sich als dünner Film über die ganze Modulfläche. Jeder Regen spült einen Teil davon weg, lässt aber einen Rest zurück, der antrocknet und sich mit der nächsten Schicht verbindet. Dieser Film schluckt gleichmässig Licht und senkt den Ertrag schleichend. Weil der Rückgang langsam erfolgt, fällt er im Alltag oft erst auf, wenn man die Jahreserträge mehrerer Jahre nebeneinanderlegt.",
    },
    { type: "h3", text: "Punktuelle Verschmutzung" },
    {
      type: "p",
      text: "Vogelkot, Laub, Blüten oder Harz decken einzelne Zellen teilweise oder ganz ab. Solche Flecken sind für den Ertrag und für das Modul besonders heikel, weil die Zellen eines Moduls in Reihe geschaltet sind: Eine stark abgedeckte Zelle bremst den ganzen Zellstrang. Vogelkot haftet zudem sehr fest und löst sich auch bei kräftigem Regen kaum.",
    },
    { type: "h3", text: "Biologischer Bewuchs" },
    {
      type: "p",
      text: "Moos, Algen und Flechten siedeln sich bevorzugt am unteren Rahmen an, wo sich Schmutz und Feuchtigkeit sammeln. Von dort wachsen sie langsam über die Zellen, halten Wasser fest und geben Stoffe ab, die Oberflächen angreifen können. Bewuchs verschwindet nicht von selbst, sondern wird Jahr für Jahr grösser.",
    },

    { type: "h2", text: "Risiko 1: Ertragsverlust, der sich Jahr für Jahr summiert" },
    {
      type: "p",
      text: `Der offensichtlichste Schaden ist der fehlende Strom. Bei leichter Verschmutzung liefert eine Anlage ${light} weniger, bei starker Verschmutzung ${heavy}. Dieser Verlust fällt nicht einmalig an, sondern jedes Jahr, und er nimmt zu, solange niemand eingreift.`,
    },
    {
      type: "p",
      text: "Ein Beispiel: Eine Anlage mit 10 kWp auf einem Einfamilienhaus erzeugt im Mittelland rund 10'000 kWh pro Jahr. Fehlen durch Verschmutzung 8 Prozent, sind das 800 kWh. Wird dieser Strom zu CHF 0.08 pro kWh eingespeist, entgehen Ihnen CHF 64 pro Jahr. Hätten Sie ihn selbst verbraucht und damit teureren Netzstrom ersetzt, ist der Verlust deutlich höher. Bei grösseren Anlagen auf Mehrfamilienhäusern, Gewerbebauten oder Scheunen geht es rasch um mehrere hundert Franken pro Jahr. Wie Sie den Verlust für Ihre eigene Anlage abschätzen, zeigen wir im Beitrag [Wie viel Leistung verliert eine verschmutzte PV-Anlage?](/blog/wie-viel-leistung-verliert-verschmutzte-pv-anlage) und mit unserem [Verlustrechner](/verlustrechner).",
    },

    { type: "h2", text: "Risiko 2: Hotspots – wenn einzelne Zellen überhitzen" },
    {
      type: "p",
      text: "Hotspots sind der Hauptgrund, warum punktuelle Verschmutzung ernst genommen werden sollte. Sie entstehen nicht durch die Sonnenhitze an sich, sondern durch die elektrische Verschaltung der Zellen.",
    },
    { type: "h3", text: "So entsteht ein Hotspot" },
    {
      type: "p",
      text: "In einem Modul sind Dutzende Zellen in Reihe geschaltet, und durch alle fliesst derselbe Strom. Liegt ein Vogelkotfleck oder ein nasses Blatt auf einer Zelle, erzeugt diese kaum noch Strom. Die übrigen Zellen des Strangs treiben ihren Strom trotzdem durch sie hindurch. Die abgedeckte Zelle wirkt dann wie ein Widerstand und wandelt elektrische Leistung in Wärme um. Bypass-Dioden in der Anschlussdose begrenzen diesen Effekt, indem sie einen Zellstrang überbrücken. Sie schützen aber nicht in jeder Situation vollständig, und ein überbrückter Strang liefert in dieser Zeit gar keinen Strom.",
    },
    {
      type: "p",
      text: "Dauert die Abschattung über Wochen oder Monate an, kann die örtliche Erwärmung die Zelle, ihre Lötverbindungen und die Rückseitenfolie dauerhaft schädigen. Typische Folgen sind Verfärbungen, sich ausbreitende Mikrorisse und im Extremfall eine verbrannte Stelle in der Folie. Ein so beschädigtes Modul verliert dauerhaft Leistung, auch nach einer gründlichen Reinigung.",
    },
    { type: "h3", text: "Warnzeichen für Hotspots" },
    {
      type: "ul",
      items: [
        "Ein einzelner String liefert im Monitoring spürbar weniger als vergleichbare Strings mit gleicher Ausrichtung.",
        "Einzelne Zellen zeigen bräunliche oder gelbliche Verfärbungen.",
        "Hartnäckige Flecken wie Vogelkot liegen seit Monaten an derselben Stelle.",
        "An der Modulrückseite sind Blasen, Verfärbungen oder Brandspuren in der Folie zu sehen.",
      ],
    },
    {
      type: "p",
      text: "Gewissheit gibt eine Wärmebildaufnahme der Anlage im Betrieb bei Sonnenschein, etwa durch Ihren Installateur. Wenn Sie solche Anzeichen bemerken, bearbeiten Sie die betroffenen Stellen bitte nicht selbst, sondern ziehen Sie eine Fachperson bei.",
    },

    { type: "h2", text: "Risiko 3: Materialschäden an Glas, Rahmen und Dichtungen" },
    {
      type: "p",
      text: "Das Frontglas moderner Module ist robust, aber nicht unverwundbar. Viele Hersteller versehen es mit einer Antireflexbeschichtung, die mehr Licht zu den Zellen lässt. Aggressive Ablagerungen und falsche Reinigung setzen genau dieser Schicht zu.",
    },
    {
      type: "ul",
      items: [
        "Vogelkot und Flechten enthalten Säuren, die bei langer Einwirkzeit Glasoberfläche und Beschichtung angreifen können.",
        "Ammoniak aus Stallungen und Gülle verbindet sich mit Staub zu einem zähen Belag, der sich mit jedem Jahr schwerer lösen lässt.",
        "Moos und Flechten am Rahmen halten Feuchtigkeit fest und können die Alterung von Dichtungen und Kanten beschleunigen.",
        "Kalkhaltiges Leitungswasser hinterlässt beim Abtrocknen Flecken, die ihrerseits Licht schlucken und neuen Schmutz binden.",
        "Scheuernde Schwämme, harte Bürsten und Hochdruckreiniger zerkratzen die Beschichtung oder drücken Wasser in Rahmen und Dichtungen.",
      ],
    },
    {
      type: "p",
      text: "Ein Teil dieser Schäden lässt sich nicht rückgängig machen. Je länger Ablagerungen liegen bleiben, desto eher bleibt nach der Reinigung ein matter Rest zurück. Frühzeitige Pflege ist deshalb fast immer günstiger als eine aufwendige Sanierung nach vielen Jahren.",
    },

    { type: "h2", text: "Risiko 4: Garantie und Nachweis der Pflege" },
    {
      type: "p",
      text: "Auf Solarmodule geben Hersteller in der Regel zwei Garantien: eine Produktgarantie gegen Material- und Verarbeitungsfehler und eine Leistungsgarantie, die über viele Jahre eine bestimmte Mindestleistung zusichert. Beide sind an Bedingungen geknüpft. In den Montage- und Wartungsanleitungen vieler Hersteller steht, wie die Module gereinigt werden dürfen und was zu unterlassen ist, etwa Hochdruck, Lösungsmittel oder scheuernde Mittel.",
    },
    {
      type: "p",
      text: "Für Sie als Besitzerin oder Besitzer heisst das: Schäden, die auf vernachlässigte Pflege oder ungeeignete Reinigung zurückgehen, können zu Diskussionen mit dem Hersteller führen. Ein Hotspot, der durch einen monatelang liegenden Vogelkotfleck entstanden ist, lässt sich kaum als Produktfehler geltend machen. Bewahren Sie deshalb Rechnungen und Reinigungsprotokolle zusammen mit den Anlagenunterlagen auf. Sie belegen, dass die Anlage sachgemäss gepflegt wurde, und halten ihren Zustand zu einem bestimmten Zeitpunkt fest. Welche Pflichten für Ihre Module gelten, erfahren Sie aus den Garantiebedingungen oder bei Ihrem Installateur.",
    },

    { type: "h2", text: "Risiko 5: Brandschutz und Sicherheit" },
    {
      type: "p",
      text: "Eine fachgerecht installierte Photovoltaikanlage ist sicher. Verschmutzung und fehlende Kontrolle können das Risiko aber erhöhen, vor allem dann, wenn mehrere Mängel zusammenkommen.",
    },
    { type: "h3", text: "Laub, Nester und Tiere unter den Modulen" },
    {
      type: "p",
      text: "Unter den Modulen sammeln sich Laub, Zweige und Nistmaterial von Vögeln. Dieses Material brennt in trockenem Zustand gut und liegt genau dort, wo Kabel und Stecker verlaufen. Tauben und Marder beschädigen zudem Kabelisolationen. Bei einer Reinigung sehen Fachleute solche Stellen und können sie dokumentieren, bevor aus einem angenagten Kabel ein echtes Problem wird.",
    },
    { type: "h3", text: "Elektrische Sicherheit und Absturzgefahr" },
    {
      type: "p",
      text: "Solarmodule stehen unter Spannung, sobald Licht auf sie fällt, und lassen sich nicht einfach abschalten. Gleichstrom aus einer beschädigten Leitung ist gefährlich. Reinigen Sie deshalb niemals Module mit gesprungenem Glas, beschädigten Kabeln oder offenen Anschlussdosen, und berühren Sie solche Stellen nicht. Dazu kommt die Absturzgefahr: Auf Steildächern, nassen Ziegeln und bemoosten Flächen verliert man schnell den Halt. Arbeiten auf dem Dach gehören in die Hände von Personen mit Absturzsicherung und Erfahrung.",
    },
    {
      type: "callout",
      title: "Wichtig für Ihre Sicherheit",
      text: "Steigen Sie für die Reinigung nicht selbst auf das Dach, und verwenden Sie keinen Hochdruckreiniger. Machen Sie stattdessen vom Boden oder vom Dachfenster aus ein paar Fotos der Module und schicken Sie uns diese. Wir beurteilen dann, ob eine Reinigung nötig ist.",
    },

    { type: "h2", text: "So erkennen Sie kritische Verschmutzung" },
    {
      type: "p",
      text: "Um den Zustand Ihrer Anlage einzuschätzen, müssen Sie nicht auf das Dach. Mit diesen Schritten erhalten Sie ein gutes Bild:",
    },
    {
      type: "ol",
      items: [
        "Vergleichen Sie die Monats- und Jahreserträge im Monitoring mit den Vorjahren. Ein schleichender Rückgang spricht für Verschmutzung, ein plötzlicher Einbruch eher für einen technischen Defekt.",
        "Betrachten Sie die Module bei flachem Sonnenlicht vom Boden, aus einem Dachfenster oder von einem höheren Nachbargebäude aus, gern auch mit einem Feldstecher. Ein grauer Schleier, ein dunkler Rand am unteren Modulende oder einzelne helle Flecken sind gut sichtbar.",
        "Achten Sie auf Grün am Rahmen: Moos und Flechten zeigen, dass Feuchtigkeit und Schmutz dort lange liegen bleiben.",
        "Prüfen Sie das Umfeld: Bäume, Felder, Stallungen, Baustellen, stark befahrene Strassen oder Bahnlinien in der Nähe beschleunigen die Verschmutzung.",
        "Beobachten Sie die Vögel: Sitzen regelmässig Tauben oder Möwen auf dem First, ist mit Kot auf den Modulen zu rechnen.",
      ],
    },
    {
      type: "p",
      text: "Trifft mehr als einer dieser Punkte zu oder liegt die letzte Reinigung mehr als zwei Jahre zurück, ist eine fachliche Beurteilung sinnvoll.",
    },

    { type: "h2", text: "Richtig vorbeugen: Reinigung ohne Risiko" },
    {
      type: "p",
      text: "Die gute Nachricht: Die meisten dieser Risiken lassen sich zuverlässig vermeiden, wenn Sie die Anlage alle ein bis zwei Jahre fachgerecht reinigen und dabei kontrollieren lassen. Entscheidend ist die Methode, denn eine falsche Reinigung richtet mehr Schaden an als der Schmutz selbst.",
    },
    {
      type: "ul",
      items: [
        "Demineralisiertes Wasser, das wir vor Ort über Ionenaustauscher aufbereiten, löst den Schmutz und trocknet ohne Kalkflecken ab, ganz ohne Chemie.",
        "Weiche Bürsten lösen Ablagerungen, ohne Glas und Beschichtung zu zerkratzen.",
        "Niederdruck von 1 bis 3 bar schont Rahmen und Dichtungen; Hochdruckreiniger setzen wir nie ein.",
        "Auf grossen Flachdächern arbeiten wir mit dem Reinigungsroboter, der die Fläche gleichmässig bearbeitet, ohne die Module zu belasten; Drohnen setzen wir für Kontrolle und Dokumentation ein.",
        `Unsere Teams sichern sich mit Absturzsicherung, und wir sind bis ${insurance} haftpflichtversichert.`,
      ],
    },
    {
      type: "p",
      text: "Für eine Anlage von 50 bis 100 m² rechnen wir mit zwei bis vier Stunden vor Ort. Termine sind in der Regel innert ein bis zwei Wochen möglich, in der Hochsaison innert drei bis vier Wochen. Während der Reinigung achten wir auf sichtbare Schäden wie Risse, lose Kabel oder Verfärbungen und halten sie im Reinigungsprotokoll fest. Mehr zum Ablauf lesen Sie auf unserer Seite zur [Solarreinigung](/solaranlagenreinigung), Antworten auf häufige Fragen finden Sie in unseren [FAQ](/faq).",
    },
    {
      type: "callout",
      title: "Faustregel",
      text: "Schleichender Ertragsrückgang, sichtbarer Schmutzrand oder Grün am Rahmen: Dann ist es Zeit für eine Reinigung. Liegt ein Fleck monatelang auf derselben Zelle, sollten Sie nicht bis zum nächsten regulären Termin warten.",
    },
    {
      type: "p",
      text: "Möchten Sie wissen, wie es um Ihre Anlage steht? Schreiben Sie uns über [Kontakt](/kontakt), oder berechnen Sie Ihren Preis direkt mit der [Sofort-Offerte](/preise-angebot), ohne Anfahrtskosten und mit Zufriedenheitsgarantie.",
    },
  ],
  faq: [
    {
      question: "Reicht Regen nicht aus, um Solarmodule sauber zu halten?",
      answer:
        "Regen spült losen Staub teilweise weg, aber keine festsitzenden Ablagerungen wie Vogelkot, Harz, Flechten oder den Schmutzrand am unteren Modulrand. Bei flach geneigten Modulen bleibt das Wasser zudem stehen und lässt beim Verdunsten Schmutz zurück. Eine fachgerechte Reinigung alle ein bis zwei Jahre ist deshalb auch in regenreichen Regionen sinnvoll.",
    },
    {
      question: "Kann Verschmutzung ein Solarmodul dauerhaft beschädigen?",
      answer:
        "Ja. Deckt ein Fleck eine Zelle über längere Zeit ab, kann sich diese als Hotspot stark erwärmen und Zelle, Lötverbindungen oder Rückseitenfolie schädigen. Säurehaltige Ablagerungen wie Vogelkot und Flechten können ausserdem die Glasbeschichtung angreifen. Solche Schäden bleiben auch nach einer Reinigung bestehen.",
    },
    {
      question: "Darf ich meine Solaranlage selbst mit dem Hochdruckreiniger reinigen?",
      answer:
        "Davon raten wir klar ab. Hochdruck kann Beschichtung, Dichtungen und Rahmen beschädigen, und viele Hersteller schliessen solche Schäden von der Garantie aus. Dazu kommen Absturzgefahr und elektrische Risiken auf dem Dach. Wir reinigen mit demineralisiertem Wasser, weichen Bürsten und Niederdruck von 1 bis 3 bar.",
    },
  ],
} satisfies BlogArticle;
