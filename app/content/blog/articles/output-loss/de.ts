import type { BlogArticle } from "../../types";
import { siteFacts } from "../../../site-facts";

const soiling = siteFacts.soilingLossPercent;
const light = `${soiling.light.from} bis ${soiling.light.to} Prozent`;
const heavy = `${soiling.heavy.from} bis ${soiling.heavy.to} Prozent`;
const basicChf = `CHF ${siteFacts.priceFromChf}`;

/** "Wie viel Leistung verliert eine verschmutzte PV-Anlage?" (German). */
export const outputLossDe = {
  title: "Wie viel Leistung verliert eine verschmutzte PV-Anlage?",
  description: `Von ${soiling.light.from} bis ${soiling.heavy.to} Prozent: Wie stark Verschmutzung den Ertrag Ihrer Photovoltaikanlage senkt, welche Faktoren entscheiden und wie Sie den Verlust selbst abschätzen.`,
  excerpt:
    "Wie viel Ertrag kostet Schmutz wirklich? Wir ordnen Zahlen aus der Praxis ein, zeigen die wichtigsten Einflussfaktoren und rechnen ein Beispiel für eine 50-kWp-Anlage durch.",
  author: "Team Solar- & Dachpflege",
  date: "2025-05-06",
  readTimeMinutes: 8,
  category: "Ertrag",
  tags: ["Ertragsverlust", "Photovoltaik", "Verschmutzung", "Wirtschaftlichkeit"],
  intro: [
    `Wie viel Leistung eine verschmutzte Anlage verliert, hängt vor allem vom Standort, von der Neigung der Module und von der Art des Schmutzes ab. Auf Dächern in Wohngebieten bleibt der Verlust meist im tiefen einstelligen Bereich, in der Nähe von Landwirtschaft, Gewerbe oder stark befahrenen Strassen liegt er deutlich höher. In unserer Praxis sehen wir bei leichter Verschmutzung ${light}, bei starker ${heavy} weniger Ertrag.`,
    "Rechnen wir ein Beispiel: Eine Anlage mit 50 kWp erzeugt rund 50'000 kWh pro Jahr. Bei einer Einspeisevergütung von CHF 0.08 pro kWh und 8 Prozent Ertragsverlust durch Verschmutzung fehlen so jedes Jahr rund CHF 320 – ohne allfällige Folgeschäden. In diesem Beitrag zeigen wir, wie Sie die Werte für Ihre eigene Anlage einschätzen, woran Sie einen Ertragsrückgang im Monitoring erkennen und wann sich eine Reinigung lohnt.",
  ],

  imageAlt: "Illustration: Solarmodule mit Schmutzflecken und Vogelkot neben einem Balkendiagramm mit sinkenden Werten",
  blocks: [
    { type: "h2", text: "Was Leistungsverlust bei einer PV-Anlage genau bedeutet" },
    {
      type: "p",
      text: "Die Nennleistung Ihrer Anlage in kWp ändert sich durch Schmutz nicht. Sie beschreibt, was die Module unter genormten Laborbedingungen liefern. Was sinkt, ist die tatsächlich erzeugte Energie, also die Kilowattstunden pro Jahr. Schmutz wirkt wie ein Filter: Ein Teil des Sonnenlichts wird absorbiert oder gestreut, bevor es die Zellen erreicht.",
    },
    {
      type: "p",
      text: "Der Verlust verhält sich dabei nicht immer proportional zur verschmutzten Fläche. Ein gleichmässiger Staubfilm senkt den Ertrag ungefähr im Verhältnis zum verlorenen Licht. Ein einzelner dichter Fleck auf einer Zelle kann dagegen einen ganzen Zellstrang des Moduls ausbremsen, weil die Zellen in Reihe geschaltet sind. Deshalb verliert eine Anlage mit wenigen, aber hartnäckigen Flecken oft mehr, als der Blick aufs Dach vermuten lässt. Welche Folgeschäden solche Flecken verursachen können, beschreiben wir im Beitrag [Warum verschmutzte Solarmodule ein Risiko sind](/blog/warum-verschmutzte-solarpanels-risiko-sind).",
    },

    { type: "h2", text: "Die wichtigsten Einflussfaktoren" },
    { type: "h3", text: "Standort und Umgebung" },
    {
      type: "p",
      text: "Die Umgebung entscheidet, wie viel Schmutz überhaupt auf die Module gelangt. Staub von Feldern, Ammoniak aus Stallungen, Russ und Reifenabrieb von Strassen, Bremsstaub von Bahnlinien, Emissionen aus Gewerbe und Industrie, Blütenstaub und Laub von Bäumen: Jede Quelle hinterlässt ihre eigene Schicht. Auch eine Baustelle in der Nachbarschaft kann den Ertrag über Monate spürbar drücken.",
    },
    { type: "h3", text: "Neigung der Module" },
    {
      type: "p",
      text: "Steil montierte Module werden vom Regen besser abgespült. Auf sehr flach geneigten Modulen, wie sie auf Flachdächern von Gewerbebauten häufig vorkommen, bleibt das Wasser länger stehen. Beim Verdunsten bleibt der Schmutz am unteren Rand zurück, wo der Modulrahmen wie eine kleine Kante wirkt, an der sich Schlamm sammelt.",
    },
    { type: "h3", text: "Art des Schmutzes" },
    {
      type: "p",
      text: "Loser Staub wird bei Regen teilweise weggespült. Vogelkot, Harz, Flechten und der durch Ammoniak gebundene Belag aus der Landwirtschaft haften dagegen fest und bleiben über Monate oder Jahre liegen. Sie sind für den grössten Teil der hohen Verluste verantwortlich.",
    },
    { type: "h3", text: "Witterung und Jahreszeit" },
    {
      type: "p",
      text: "Nach einem trockenen Frühling mit viel Blütenstaub oder einem staubigen Sommer ist die Verschmutzung meist am höchsten. Gerade in diesen Monaten scheint die Sonne am längsten, sodass der Verlust in der ertragsstärksten Zeit besonders ins Gewicht fällt. In der Region Basel kommt gelegentlich Saharastaub hinzu, der sich als feiner, rötlicher Film auf Modulen und Dächern ablegt und vom nächsten Regen oft nur verschmiert wird.",
    },

    { type: "h2", text: "Richtwerte nach Standort" },
    {
      type: "p",
      text: "Die folgenden Richtwerte für den Ertragsverlust stammen aus unserer Praxis. Sie gelten für Anlagen, die ein bis zwei Jahre nicht gereinigt wurden. Im Einzelfall können die Werte je nach Neigung, Modultyp und Umgebung deutlich abweichen.",
    },
    {
      type: "ul",
      items: [
        "Wohngebiet ohne besondere Schmutzquellen: um 3 Prozent, also im tiefen einstelligen Bereich.",
        "Gewerbe- und Industriegebiet: um 6 Prozent, je nach Betrieben in der Nachbarschaft auch mehr.",
        "Nähe zu Landwirtschaft, Stallungen oder Feldern: um 8 Prozent, bei festem Ammoniakbelag deutlich mehr.",
        "An stark befahrenen Strassen oder Bahnlinien: um 10 Prozent.",
        `Flach geneigte Module mit Vogelkot oder Flechten oder über mehrere Jahre ungereinigt: ${heavy}.`,
      ],
    },
    {
      type: "p",
      text: `Zusammengefasst: Leichte Verschmutzung kostet ${light} Ertrag, starke ${heavy}. Wo Ihre Anlage liegt, zeigt Ihnen am zuverlässigsten das eigene Monitoring, dazu weiter unten mehr.`,
    },

    { type: "h2", text: "Rechenbeispiel: Was 8 Prozent bei einer 50-kWp-Anlage kosten" },
    {
      type: "p",
      text: "Gehen wir das Beispiel aus der Einleitung Schritt für Schritt durch. Es eignet sich als Vorlage für Ihre eigene Rechnung; ersetzen Sie einfach die Zahlen durch die Werte Ihrer Anlage.",
    },
    {
      type: "ol",
      items: [
        "Jahresertrag: Eine Anlage mit 50 kWp erzeugt bei einem spezifischen Ertrag von 1'000 kWh pro kWp rund 50 × 1'000 = 50'000 kWh pro Jahr.",
        "Ertragswert: Bei einer Einspeisevergütung von CHF 0.08 pro kWh ist dieser Strom 50'000 × CHF 0.08 = CHF 4'000 pro Jahr wert.",
        "Verlust in kWh: Bei 8 Prozent Verschmutzungsverlust fehlen 50'000 kWh × 8 % = 4'000 kWh pro Jahr.",
        "Verlust in Franken: 4'000 kWh × CHF 0.08 = CHF 320 pro Jahr. Dasselbe Resultat ergibt sich direkt aus CHF 4'000 × 8 %.",
        "Über das Reinigungsintervall: Bleibt die Anlage zwei Jahre ungereinigt, summiert sich der Verlust bei gleichbleibenden 8 Prozent auf CHF 640. Nimmt die Verschmutzung im zweiten Jahr weiter zu, ist es entsprechend mehr.",
      ],
    },
    {
      type: "p",
      text: "Der spezifische Ertrag von 1'000 kWh pro kWp ist ein gängiger Richtwert für gut ausgerichtete Anlagen im Schweizer Mittelland. Ihre eigene Zahl finden Sie im Monitoring: Teilen Sie den Jahresertrag durch die Anlagenleistung in kWp. Die Einspeisevergütung steht auf der Abrechnung Ihres Energieversorgers; in der Schweiz liegt sie meist zwischen CHF 0.06 und CHF 0.12 pro kWh.",
    },

    { type: "h2", text: "Vier Szenarien im Vergleich" },
    {
      type: "p",
      text: "Die Tabelle zeigt, wie stark das Resultat von Anlagengrösse und Standort abhängt. Alle Szenarien rechnen mit 1'000 kWh pro kWp und einer Einspeisevergütung von CHF 0.08 pro kWh. Eigenverbrauch und allfällige Folgeschäden sind nicht eingerechnet.",
    },
    {
      type: "table",
      caption: "Jährlicher Ertragsverlust durch Verschmutzung bei 1'000 kWh pro kWp und CHF 0.08 pro kWh",
      head: [
        "Szenario",
        "Leistung",
        "Jahresertrag",
        "Ertragswert pro Jahr",
        "Ertragsverlust",
        "Verlust in kWh pro Jahr",
        "Verlust in CHF pro Jahr",
      ],
      rows: [
        ["Einfamilienhaus im Wohngebiet", "10 kWp", "10'000 kWh", "CHF 800", "3 %", "300 kWh", "CHF 24"],
        ["Mehrfamilienhaus an einer Hauptstrasse", "30 kWp", "30'000 kWh", "CHF 2'400", "10 %", "3'000 kWh", "CHF 240"],
        ["Gewerbebau im Industriegebiet", "50 kWp", "50'000 kWh", "CHF 4'000", "8 %", "4'000 kWh", "CHF 320"],
        ["Landwirtschaftsbetrieb mit Stall", "100 kWp", "100'000 kWh", "CHF 8'000", "15 %", "15'000 kWh", "CHF 1'200"],
      ],
    },
    {
      type: "p",
      text: "Beim Einfamilienhaus in sauberer Umgebung ist der reine Einspeiseverlust überschaubar. Hier steht bei einer Reinigung vor allem die Kontrolle der Anlage im Vordergrund, und ein Intervall von zwei Jahren genügt meist. Beim Landwirtschaftsbetrieb bewegt sich der jährliche Verlust dagegen in der Grössenordnung einer professionellen Reinigung, und das, bevor Eigenverbrauch und mögliche Schäden durch den festsitzenden Belag berücksichtigt sind.",
    },

    { type: "h2", text: "Eigenverbrauch: Warum der Verlust oft höher ist" },
    {
      type: "p",
      text: "Die Rechnung mit der Einspeisevergütung ist die vorsichtigste Variante. Strom, den Sie selbst verbrauchen, ersetzt Strom aus dem Netz, und dieser kostet Sie je nach Energieversorger ein Mehrfaches der Einspeisevergütung. Jede Kilowattstunde, die wegen Schmutz fehlt und die Sie sonst selbst genutzt hätten, müssen Sie zum vollen Bezugstarif einkaufen.",
    },
    { type: "h3", text: "Das Beispiel mit Eigenverbrauch" },
    {
      type: "p",
      text: "Nehmen wir für die 50-kWp-Anlage an, dass 30 Prozent des Stroms im Gebäude verbraucht werden und der Bezugstarif bei CHF 0.25 pro kWh liegt. Das ist eine Annahme für dieses Beispiel; Ihren Tarif finden Sie auf der Stromrechnung. Von den 4'000 kWh Verlust entfallen dann 1'200 kWh auf den Eigenverbrauch. Diese müssen Sie zu CHF 0.25 pro kWh zukaufen, was CHF 300 kostet. Die übrigen 2'800 kWh wären eingespeist worden und hätten 2'800 × CHF 0.08 = CHF 224 eingebracht. Zusammen fehlen Ihnen so CHF 524 statt CHF 320 pro Jahr.",
    },
    { type: "h3", text: "Wann der Eigenverbrauch besonders zählt" },
    {
      type: "ul",
      items: [
        "Gewerbebetriebe, die tagsüber viel Strom brauchen, etwa für Kühlung, Lüftung oder Maschinen.",
        "Haushalte mit Wärmepumpe, Elektroauto oder Batteriespeicher.",
        "Mehrfamilienhäuser mit einem Zusammenschluss zum Eigenverbrauch (ZEV), in dem die Bewohnerinnen und Bewohner den Solarstrom vom eigenen Dach beziehen.",
      ],
    },

    { type: "h2", text: "So erkennen Sie den Verlust im Monitoring" },
    {
      type: "p",
      text: "Ein Rückgang um wenige Prozent fällt im Alltag kaum auf, weil der Ertrag ohnehin von Tag zu Tag und von Jahr zu Jahr schwankt. Mit einem systematischen Vorgehen wird er trotzdem sichtbar:",
    },
    {
      type: "ol",
      items: [
        "Notieren Sie für jedes Jahr seit der Inbetriebnahme den spezifischen Ertrag in kWh pro kWp. Module altern nur langsam; ein Rückgang um mehrere Prozent innert ein bis zwei Jahren lässt sich damit nicht erklären.",
        "Vergleichen Sie gleiche Monate über mehrere Jahre, am besten die sonnigen Monate von Mai bis August. So gleichen sich Wettereinflüsse teilweise aus.",
        "Vergleichen Sie Strings mit gleicher Ausrichtung untereinander. Liefert ein String an einem klaren Tag deutlich weniger als die anderen, deutet das auf örtliche Verschmutzung, Abschattung oder einen Defekt hin.",
        "Achten Sie auf klare Tage nach kräftigem Regen: Steigt die Leistung danach spürbar an, lag vor allem loser Schmutz auf den Modulen. Bleibt sie tief, handelt es sich um festsitzende Ablagerungen, die der Regen nicht löst.",
        "Halten Sie den Ertrag vor und nach einer Reinigung fest. Der Unterschied an vergleichbaren Sonnentagen zeigt Ihnen, wie gross der Verschmutzungsverlust war, und hilft bei der Wahl des nächsten Intervalls.",
      ],
    },
    {
      type: "callout",
      title: "Plötzlicher Einbruch? Zuerst die Technik prüfen",
      text: "Schmutz wirkt schleichend. Fällt der Ertrag von einem Tag auf den anderen stark ab, liegt meist ein technischer Fehler vor, etwa am Wechselrichter, an einer Sicherung oder an einem Stecker. Wenden Sie sich in diesem Fall zuerst an Ihren Installateur, bevor Sie eine Reinigung planen.",
    },

    { type: "h2", text: "Wann sich eine Reinigung lohnt" },
    {
      type: "p",
      text: "Ob sich eine Reinigung rechnet, hängt von drei Grössen ab: dem jährlichen Verlust in Franken, den Kosten der Reinigung und dem Intervall. Wird alle zwei Jahre gereinigt, verteilen sich die Kosten auf zwei Jahre Mehrertrag. Als Faustregel gilt: Ist der geschätzte Verlust über das Reinigungsintervall mindestens so gross wie die Reinigungskosten, lohnt sich die Reinigung schon rein finanziell. Dazu kommt der Nutzen, der sich nicht direkt in Franken ausdrückt: Bei jeder Reinigung prüfen wir die Module auf sichtbare Schäden und dokumentieren den Zustand der Anlage.",
    },
    {
      type: "ul",
      items: [
        `Die Solarreinigung gibt es ab ${basicChf} zuzüglich Flächenpreis und MWST. Den Fixpreis für Ihre Anlage inklusive MWST erhalten Sie mit der Sofort-Offerte in zwei Minuten.`,
        "Wir empfehlen, die Anlage alle ein bis zwei Jahre reinigen und dabei kontrollieren zu lassen, an stark belasteten Standorten eher jährlich.",
        "Wir reinigen mit demineralisiertem Wasser ohne Chemie, mit weichen Bürsten und Niederdruck von 1 bis 3 bar, nie mit dem Hochdruckreiniger.",
        "Grosse Flachdächer reinigen wir mit dem Reinigungsroboter, Drohnen nutzen wir für Kontrolle und Dokumentation; für 50 bis 100 m² rechnen wir mit zwei bis vier Stunden.",
        "Anfahrtskosten verrechnen wir nicht, und es gilt unsere Zufriedenheitsgarantie: Entspricht das Ergebnis nicht Ihren Erwartungen, reinigen wir kostenlos nach.",
      ],
    },
    {
      type: "p",
      text: "Ihren eigenen Verlust berechnen Sie mit unserem [Verlustrechner](/verlustrechner). Wie der Rechner funktioniert und wie Sie die Resultate einordnen, erklärt der Ratgeber [Verlustrechner: So viel kostet Sie Schmutz auf der PV-Anlage](/blog/verlustrechner-pv-reinigung). Für Verwaltungen und Unternehmen mit mehreren Anlagen lohnt sich ein Blick auf unsere Leistungen für [Unternehmen und Verwaltungen](/b2b).",
    },
    {
      type: "p",
      text: "Sie möchten wissen, wie viel Ertrag Ihre Anlage zurückgewinnen kann? Schreiben Sie uns über [Kontakt](/kontakt), oder holen Sie sich Ihren Preis direkt mit der [Sofort-Offerte](/preise-angebot).",
    },
  ],
  faq: [
    {
      question: "Wie viel Ertrag verliert eine verschmutzte Solaranlage?",
      answer: `Bei leichter Verschmutzung sind es in der Regel ${light}, bei starker Verschmutzung ${heavy}. In sauberen Wohngebieten liegt der Verlust oft im tiefen einstelligen Bereich, in der Nähe von Landwirtschaft, Gewerbe oder stark befahrenen Strassen deutlich höher.`,
    },
    {
      question: "Wie rechne ich den Verlust meiner Anlage in Franken aus?",
      answer:
        "Multiplizieren Sie die Anlagenleistung in kWp mit dem spezifischen Ertrag, im Mittelland oft rund 1'000 kWh pro kWp, und mit Ihrer Einspeisevergütung. Davon nehmen Sie den geschätzten Verschmutzungsverlust in Prozent. Beispiel: 50 kWp × 1'000 kWh pro kWp × CHF 0.08 pro kWh = CHF 4'000, davon 8 Prozent sind CHF 320 pro Jahr.",
    },
    {
      question: "Woran erkenne ich im Monitoring, dass die Module verschmutzt sind?",
      answer:
        "Typisch ist ein schleichender Rückgang des spezifischen Ertrags über ein bis zwei Jahre, den die normale Alterung nicht erklärt. Vergleichen Sie gleiche Monate mehrerer Jahre und Strings mit gleicher Ausrichtung. Ein plötzlicher Einbruch deutet dagegen eher auf einen technischen Defekt hin.",
    },
  ],
} satisfies BlogArticle;
