import type { BlogArticle } from "../../types";
import { siteFacts } from "../../../site-facts";

const insurance = `CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} Millionen`;

/** "Gründachpflege: Intervalle, Sicherheit und Werterhalt" (German). */
export const greenRoofIntervalsDe = {
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
    "Gründächer gelten als pflegeleicht, und das stimmt – solange sie regelmässig kontrolliert werden. Ohne Pflege setzen sich Gehölzsämlinge fest, deren Wurzeln die Dachabdichtung gefährden können, Abläufe wachsen zu, und bei Starkregen staut sich das Wasser. Für extensive Gründächer mit Sedum und Kräutern empfehlen wir zwei Pflegegänge pro Jahr, im Frühling und im Herbst. Intensive Gründächer mit Stauden, Rasen oder Gehölzen brauchen einmal pro Jahreszeit Pflege, also viermal pro Jahr; im Winter genügt dabei eine Kontrolle.",
    "In diesem Beitrag gehen wir die Jahreszeiten durch: Im Frühling stehen Kontrolle und Nachsaat an, im Sommer die Bewässerung in Trockenperioden, im Herbst das Freiräumen von Laub und Abläufen und im Winter die Kontrolle auf Schneelast und Eis. Dazu zeigen wir, welche Sicherheitsvorkehrungen auf dem Dach nötig sind und wie ein Wartungsvertrag die Intervalle für Sie planbar macht.",
  ],

  imageAlt:
    "Illustration: Gebäude mit Flachdach, bewachsen mit blühendem Sedum, mit Dachrand, Dachablauf, Fallrohr und einem Baum daneben",
  blocks: [
    { type: "h2", text: "Extensiv oder intensiv: Welches Gründach haben Sie?" },
    {
      type: "p",
      text: "Wie oft ein Gründach gepflegt werden muss, hängt in erster Linie von der Art der Begrünung ab. Die Unterscheidung ist einfach, und meist genügt schon ein Blick auf das Dach.",
    },
    { type: "h3", text: "Extensive Dachbegrünung" },
    {
      type: "p",
      text: "Extensive Gründächer haben eine dünne Substratschicht von meist weniger als 15 Zentimetern. Darauf wachsen genügsame, trockenheitsverträgliche Pflanzen wie Sedum, Kräuter, Gräser und Moose. Sie werden nicht als Aufenthaltsfläche genutzt, kommen nach der Anwachsphase ohne Bewässerung aus und sind vergleichsweise leicht. Typisch sind sie auf Flachdächern von Einfamilienhäusern, Garagen, Carports sowie Gewerbe- und Industriebauten. In Basel-Stadt sind sie besonders verbreitet, weil neue und sanierte Flachdächer dort in der Regel begrünt werden müssen.",
    },
    { type: "h3", text: "Intensive Dachbegrünung" },
    {
      type: "p",
      text: "Intensive Gründächer sind Dachgärten: Eine deutlich dickere Substratschicht trägt Stauden, Rasen, Sträucher und teilweise kleine Bäume. Die Flächen sind begehbar und werden genutzt, etwa als Terrasse, Innenhof oder Aufenthaltsbereich für Mitarbeitende. Entsprechend brauchen sie ähnliche Pflege wie ein Garten am Boden, also Bewässerung, Rasenschnitt, Rückschnitt und Düngung.",
    },
    { type: "h3", text: "Mischformen" },
    {
      type: "p",
      text: "Zwischen diesen beiden Formen gibt es Übergänge, etwa extensive Flächen mit einzelnen Staudenbeeten oder einfache Intensivbegrünungen mit Gräsern und niedrigen Gehölzen. Hier legen wir das Intervall nach dem Zustand des Dachs fest, meist zwischen zwei und vier Pflegegängen pro Jahr.",
    },

    { type: "h2", text: "Pflegeintervalle im Überblick" },
    {
      type: "table",
      caption: "Empfohlene Pflegeintervalle nach Art der Dachbegrünung",
      head: ["Dachtyp", "Pflegegänge pro Jahr", "Zeitpunkte", "Schwerpunkte"],
      rows: [
        [
          "Extensives Gründach",
          "2",
          "Frühling und Herbst",
          "Fremdbewuchs entfernen, Abläufe und Kiesstreifen freihalten, Kahlstellen schliessen",
        ],
        [
          "Intensives Gründach",
          "4",
          "einmal pro Jahreszeit, im Winter als Kontrolle",
          "Rückschnitt, Rasenpflege, Bewässerung prüfen, Düngung, Abläufe und Laub; im Winter Abläufe nach Stürmen kontrollieren",
        ],
        ["Mischform", "2 bis 4", "nach Zustand und Bepflanzung", "wie extensiv, dazu Pflege der Beete und Gehölze"],
        [
          "Wartungsvertrag",
          "nach Bedarf",
          "fest geplant, ergänzt nach Unwettern",
          "alle Arbeiten des Dachtyps, Dokumentation mit Fotos",
        ],
      ],
    },
    {
      type: "p",
      text: "Diese Intervalle sind Richtwerte. Stehen grosse Laubbäume in der Nähe, ist im Spätherbst oft ein zusätzlicher Gang nötig, um Abläufe und Rinnen freizuräumen. Nach heftigen Gewittern oder Stürmen lohnt sich eine kurze Kontrolle, auch ausserhalb der geplanten Termine.",
    },

    { type: "h2", text: "Was bei jedem Pflegegang geschieht" },
    {
      type: "p",
      text: "Ein Pflegegang ist mehr als Unkraut jäten. Bei jedem Besuch gehen wir eine feste Liste durch, damit nichts übersehen wird:",
    },
    {
      type: "ul",
      items: [
        "Kontrolle der Vegetation: Deckungsgrad, Kahlstellen, Trockenschäden und unerwünschte Arten.",
        "Entfernen von Gehölzsämlingen wie Birke, Ahorn, Weide oder Pappel samt Wurzel, solange sie noch klein sind.",
        "Öffnen und Reinigen der Dachabläufe und Kontrollschächte, damit Regenwasser jederzeit abfliessen kann.",
        "Freihalten der Kiesstreifen an Dachrändern, Attiken, Lichtkuppeln und Dachdurchdringungen.",
        "Sichtkontrolle der Abdichtung an Anschlüssen, Blechen und Durchdringungen, soweit sie zugänglich sind.",
        "Kontrolle des Substrats auf Auswaschungen, Windverwehungen und verdichtete Stellen.",
        "Dokumentation des Zustands mit Fotos und Hinweisen auf allfällige Mängel.",
      ],
    },

    { type: "h2", text: "Die Jahreszeiten im Detail" },
    { type: "h3", text: "Frühling: Kontrolle und Nachsaat" },
    {
      type: "p",
      text: "Nach dem Winter verschaffen wir uns einen Überblick: Hat der Frost Schäden hinterlassen, sind die Abläufe frei, wo sind Kahlstellen entstanden? Gehölzsämlinge lassen sich jetzt noch leicht mit der Wurzel ziehen. Kahlstellen schliessen wir auf extensiven Dächern mit Sedumsprossen oder einer passenden Saatmischung. Gedüngt wird auf extensiven Dächern nur bei Bedarf und sparsam, mit einem langsam wirkenden Dünger, denn zu viele Nährstoffe fördern Gräser und Fremdbewuchs. Auf intensiven Dächern stehen der Rückschnitt der Stauden, der erste Rasenschnitt und die Inbetriebnahme der Bewässerung an.",
    },
    { type: "h3", text: "Sommer: Bewässerung und Brandschutz" },
    {
      type: "p",
      text: "Extensive Begrünungen sind auf Trockenheit ausgelegt. Färbt sich das Sedum im Hochsommer rötlich oder braun, ist das meist eine Schutzreaktion und kein Grund zur Sorge; nach dem nächsten Regen erholen sich die Pflanzen. Nur frisch angelegte Flächen brauchen in Trockenperioden Wasser. Intensive Dächer dagegen müssen regelmässig bewässert, gemäht und gejätet werden. Im Sommer ist auch der Brandschutz ein Thema: Trockenes Gras ist leicht entzündlich, deshalb müssen die Kiesstreifen um Dachaufbauten, Lüftungsanlagen und Solarmodule frei von Bewuchs bleiben.",
    },
    { type: "h3", text: "Herbst: Laub und Abläufe" },
    {
      type: "p",
      text: "Im Herbst geht es vor allem ums Wasser. Laub, Samenstände und abgestorbene Pflanzenteile werden entfernt, Abläufe und Kontrollschächte gereinigt und Gehölzsämlinge aus dem Sommer gezogen. Auf intensiven Dächern folgen der letzte Rasenschnitt, der Rückschnitt von Gehölzen und das Entleeren der Bewässerung vor dem ersten Frost. So geht das Dach sauber in den Winter, und Starkregen oder Schneeschmelze können ungehindert abfliessen.",
    },
    { type: "h3", text: "Winter: Schneelast und Eis im Blick" },
    {
      type: "p",
      text: "Im Winter ruhen die Pflanzen, und Pflegearbeiten entfallen: Wir kommen nur zur Kontrolle, auf intensiven Dächern einmal im Winter und auf allen Dächern nach Stürmen. Wichtig ist, dass Schmelzwasser abfliessen kann: Vereiste Abläufe führen bei Tauwetter zu stehendem Wasser auf dem Dach. Nach aussergewöhnlich starkem Schneefall sollten Sie die Schneelast im Auge behalten und im Zweifel eine Fachperson beiziehen. Betreten Sie gefrorene Vegetation möglichst nicht, denn die Pflanzen brechen leicht. Streusalz gehört nie auf ein Gründach, es schädigt Pflanzen und Substrat.",
    },

    { type: "h2", text: "Sicherheit auf dem Gründach" },
    {
      type: "p",
      text: "Flachdächer wirken harmlos, doch Absturzunfälle passieren auch dort: an ungesicherten Dachrändern, durch Lichtkuppeln und auf nasser, rutschiger Vegetation. Für Arbeiten auf dem Dach gelten die Vorschriften zur Absturzsicherung, wie sie die Bauarbeitenverordnung und die Suva vorgeben. Unsere Teams arbeiten deshalb immer mit Absturzsicherung, sei es über fest installierte Anschlagpunkte, über einen temporären Seitenschutz oder mit Sicherungsseilen.",
    },
    {
      type: "ul",
      items: [
        "Klären Sie, wie das Dach sicher erreicht wird: über einen Dachausstieg, eine fest montierte Leiter oder eine Hubarbeitsbühne.",
        "Halten Sie fest, wo sich die Anschlagpunkte befinden, und lassen Sie diese regelmässig prüfen.",
        "Bewahren Sie Dachpläne mit Abläufen, Notüberläufen und Durchdringungen griffbereit auf.",
        "Betreten Sie das Dach nicht allein und nicht bei Nässe, Eis oder Sturm.",
      ],
    },
    {
      type: "callout",
      title: "Lichtkuppeln sind keine Trittfläche",
      text: `Lichtkuppeln und Oberlichter tragen das Gewicht eines Menschen in der Regel nicht, und im Sommer sind sie zwischen hohem Gras oft schlecht zu sehen. Halten Sie Abstand, oder lassen Sie die Kuppeln mit Gittern oder Abschrankungen sichern. Für den Fall der Fälle sind wir bis ${insurance} haftpflichtversichert.`,
    },

    { type: "h2", text: "Werterhalt: Warum Pflege die Abdichtung schützt" },
    {
      type: "p",
      text: "Ein gut gepflegtes Gründach schützt die Dachabdichtung vor UV-Strahlung, Hagel und starken Temperaturschwankungen. Es hält Regenwasser zurück, entlastet die Kanalisation, kühlt im Sommer die darunterliegenden Räume und bietet Insekten und Vögeln Lebensraum. Diese Vorteile hat es aber nur, solange es intakt ist.",
    },
    {
      type: "p",
      text: "Ohne Pflege kehrt sich der Schutz ins Gegenteil. Wurzeln von Gehölzen suchen sich den Weg zu Anschlüssen und Nähten, verstopfte Abläufe lassen Wasser auf der Abdichtung stehen, und wassergesättigtes Substrat belastet das Tragwerk zusätzlich. Schäden unter einem Gründach sind zudem aufwendig zu finden und zu beheben, weil Substrat und Vegetation zuerst abgetragen werden müssen. Im Vergleich dazu sind zwei bis vier Pflegegänge pro Jahr eine günstige Versicherung für den Wert Ihrer Liegenschaft.",
    },
    {
      type: "ul",
      items: [
        "Wurzeln von Gehölzen werden entfernt, bevor sie die Abdichtung gefährden.",
        "Freie Abläufe verhindern Rückstau und Wasserschäden bei Starkregen.",
        "Intakte Vegetation schützt die Abdichtung dauerhaft vor Witterung.",
        "Protokolle und Fotos belegen bei Verkauf, Versicherungsfällen oder Sanierungen den gepflegten Zustand.",
      ],
    },

    { type: "h2", text: "Gründach und Solaranlage kombinieren" },
    {
      type: "p",
      text: "Immer mehr Flachdächer tragen beides: Begrünung und Photovoltaik. Das passt gut zusammen, denn die Vegetation hält die Umgebung der Module kühler, und Solarmodule arbeiten bei tieferen Temperaturen etwas effizienter. Damit das so bleibt, darf die Vegetation die Module nicht beschatten. Pflanzen vor der unteren Modulkante müssen niedrig bleiben, und Gehölzsämlinge zwischen den Modulreihen werden früh entfernt. Auf kombinierten Dächern erledigen wir Gründachpflege und Solarreinigung gern im selben Einsatz; was die Reinigung der Module kostet, zeigt Ihnen die [Sofort-Offerte](/preise-angebot).",
    },
    {
      type: "p",
      text: `Ein Hinweis zur Transparenz: Die zertifizierte Schulung, die unser Team ${siteFacts.certifiedSince} abgeschlossen hat, bezieht sich ausschliesslich auf die Reinigung von Solaranlagen. Für die Gründachpflege gilt sie nicht; diese Arbeiten führen unsere erfahrenen Teams nach den Grundsätzen aus, die wir in diesem Beitrag beschreiben. Mehr zur Solarreinigung lesen Sie auf der Seite zur [Solarreinigung](/solaranlagenreinigung).`,
    },

    { type: "h2", text: "Pflege planen: Einzelauftrag oder Wartungsvertrag" },
    {
      type: "p",
      text: "Einzelne Pflegegänge können Sie jederzeit bei uns bestellen. Für die meisten Gründächer ist ein Wartungsvertrag aber die einfachere Lösung: Die Termine im Frühling und Herbst, bei intensiven Dächern einmal pro Jahreszeit, sind fest eingeplant, und nach Unwettern schauen wir bei Bedarf zusätzlich vorbei. Für Verwaltungen und das Facility-Management mit mehreren Liegenschaften bündeln wir die Einsätze; mehr dazu auf unserer Seite für [Unternehmen und Verwaltungen](/b2b).",
    },
    {
      type: "p",
      text: "Zwischen den Pflegegängen können Sie selbst einiges tun, ohne das Dach zu betreten:",
    },
    {
      type: "ol",
      items: [
        "Prüfen Sie nach starkem Regen, ob sich auf dem Dach Wasser staut oder ob Notüberläufe ansprechen.",
        "Achten Sie auf Wasserflecken an Decken und Wänden unter dem Dach und melden Sie diese sofort.",
        "Beobachten Sie vom Fenster oder vom Nachbargebäude aus, ob hohe Gräser oder junge Bäume aufkommen.",
        "Lassen Sie auch die Dachrinnen mindestens einmal jährlich reinigen, in der Nähe von Bäumen zweimal.",
      ],
    },
    {
      type: "p",
      text: "Mehr zu unseren Leistungen lesen Sie auf der Seite zur [Gründachpflege](/gruendachpflege) und zur [Dachrinnenreinigung](/dachrinnenreinigung).",
    },
    {
      type: "p",
      text: "Möchten Sie Ihr Gründach in gute Hände geben oder die passenden Intervalle besprechen? Schreiben Sie uns über [Kontakt](/kontakt); wir erstellen Ihnen gern eine Offerte.",
    },
  ],
  faq: [
    {
      question: "Wie oft muss ein Gründach gepflegt werden?",
      answer:
        "Extensive Gründächer mit Sedum, Kräutern und Gräsern brauchen zwei Pflegegänge pro Jahr, im Frühling und im Herbst. Intensive Gründächer mit Stauden, Rasen oder Gehölzen brauchen einmal pro Jahreszeit einen Pflegegang, also vier pro Jahr; im Winter ist das eine Kontrolle. Stehen Laubbäume in der Nähe oder gab es Unwetter, ist eine zusätzliche Kontrolle der Abläufe sinnvoll.",
    },
    {
      question: "Muss ich ein extensives Gründach im Sommer bewässern?",
      answer:
        "In der Regel nicht. Extensive Begrünungen sind auf Trockenheit ausgelegt; eine rötliche oder bräunliche Färbung des Sedums im Hochsommer ist eine normale Schutzreaktion. Bewässert werden nur frisch angelegte Flächen in der Anwachsphase. Intensive Gründächer brauchen dagegen in Trockenperioden regelmässig Wasser.",
    },
    {
      question: "Gilt Ihre Zertifizierung auch für die Gründachpflege?",
      answer: `Nein. Die zertifizierte Schulung unseres Teams bezieht sich ausschliesslich auf die Reinigung von Solaranlagen. Die Gründachpflege führen unsere erfahrenen Teams mit Absturzsicherung und nach festen Pflegelisten aus, und wir sind bis ${insurance} haftpflichtversichert.`,
    },
  ],
} satisfies BlogArticle;
