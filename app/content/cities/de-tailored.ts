import { siteFacts } from "../site-facts";
import { appointment, lossRange, onSiteIn, priceFrom, reply } from "./de-phrases";
import type { CityContent, TailoredCitySlug } from "./types";

/** The nine main cities, each with its own German text. */
export const tailoredCityContent: Record<TailoredCitySlug, CityContent> = {
  basel: {
    title: `Solarreinigung Basel – Antwort ${reply}`,
    description: `Solarreinigung in Basel direkt vom Firmensitz: Antwort ${reply}, demineralisiertes Wasser ohne Chemie, ab ${priceFrom}, ohne Anfahrtskosten.`,
    heading: "Solar- und Dachreinigung in Basel",
    intro: [
      `Basel ist unser Firmensitz: Hier haben wir ${siteFacts.foundedYear} begonnen, und hier sind wir am schnellsten bei Ihnen. Zwischen Rheinknie, Industriegebieten und dicht bebauten Quartieren setzt sich auf Solarmodulen mehr Schmutz ab, als viele erwarten – Russ und Abrieb aus dem Verkehr, Baustaub, Pollen und Vogelkot. Je nach Lage kostet das ${lossRange} Ertrag. Wir reinigen Ihre Anlage schonend mit demineralisiertem Wasser und ganz ohne Chemie.`,
      `Auf Ihre Anfrage antworten wir ${reply}; in dringenden Fällen ist unser Team in Basel ${onSiteIn("basel")} vor Ort, einen Reinigungstermin erhalten Sie ${appointment}. Neben Photovoltaikanlagen reinigen wir Ziegel- und Flachdächer sowie Dachrinnen und pflegen Gründächer. Die Sofort-Offerte zeigt Ihnen den Fixpreis für Ihre Anlage inklusive MWST, Anfahrtskosten verrechnen wir nicht.`,
    ],
    localCharacter:
      "Basel liegt am Rheinknie, am südlichen Ende der Oberrheinischen Tiefebene, und gehört zu den wärmsten Gegenden der Deutschschweiz. Das ist gut für den Solarertrag, bringt aber auch viel Schmutz aufs Dach: Die Chemie- und Pharmaindustrie, der Rheinhafen mit Umschlag und Schiffsverkehr, die Autobahnen A2 und A3, der Güterverkehr auf der Schiene und der nahe EuroAirport sorgen für feinen Staub und Russ. Zusammen mit Pollen aus den Gärten und Parks entsteht ein hartnäckiger Film, den Regen von flach geneigten Modulen kaum abwäscht. Entlang des Rheins kommen Tauben und Möwen dazu, deren Kot Zellen dauerhaft beschatten kann.",
    typicalInstallations:
      "In der Altstadt und in Quartieren wie St. Johann, Gundeldingen oder Kleinbasel prägen steile Ziegeldächer das Bild, viele davon mit Biberschwanzziegeln. Die Anlagen dort sind eher klein, verwinkelt und nur mit Absturzsicherung erreichbar. In Riehen, Binningen und Allschwil überwiegen Ein- und Mehrfamilienhäuser mit Schrägdach. Auf Gewerbe- und Logistikbauten rund um den Rheinhafen sowie in Pratteln und Muttenz stehen grosse Flachdachanlagen, auf denen wir Reinigungsroboter einsetzen; schwer zugängliche Dächer kontrollieren und dokumentieren wir mit der Drohne.",
    specialties: [
      `In dringenden Fällen ${onSiteIn("basel")} vor Ort – direkt vom Firmensitz in Basel`,
      "Behutsame Reinigung auf steilen Ziegeldächern in Altstadt und Quartieren, mit Absturzsicherung",
      "Entfernung von Industrie- und Verkehrsstaub mit demineralisiertem Wasser und Niederdruck",
      "Reinigungsroboter für grosse Flachdächer von Gewerbe und Logistik, Drohnen für Kontrolle und Dokumentation",
      "Solar-, Dach- und Dachrinnenreinigung auf Wunsch in einem Termin",
    ],
    coverage: [
      "Riehen",
      "Bettingen",
      "Allschwil",
      "Binningen",
      "Birsfelden",
      "Muttenz",
      "Pratteln",
      "Münchenstein",
      "Reinach BL",
      "Arlesheim",
    ],
    faq: [
      {
        question: "Wie schnell sind Sie in Basel vor Ort?",
        answer: `Auf jede Anfrage antworten wir ${reply}. Weil unser Firmensitz in Basel liegt, ist unser Team in dringenden Fällen ${onSiteIn("basel")} in Basel und den umliegenden Gemeinden vor Ort. Einen Reinigungstermin finden wir hier meist rasch: ${appointment}.`,
      },
      {
        question: "Reinigen Sie auch Anlagen auf steilen Ziegeldächern in der Basler Altstadt?",
        answer:
          "Ja. Auf steilen Ziegeldächern arbeiten wir nach einem vorgängig erstellten Sicherheitskonzept mit Absturzsicherung und reinigen die Module mit demineralisiertem Wasser bei Niederdruck. So bleiben Ziegel und Module unversehrt. Ist für den Zugang eine Hubarbeitsbühne auf der Strasse nötig, klären wir das vorab mit Ihnen.",
      },
      {
        question: "Lohnt sich die Reinigung in der Nähe von Industrie, Hafen oder Autobahn besonders?",
        answer: `Meist ja. In der Nähe von Industriebetrieben, Rheinhafen, Bahnanlagen und stark befahrenen Strassen lagern sich Russ und Feinstaub schneller ab als in ruhigen Wohnquartieren. Je nach Lage gehen ${lossRange} Ertrag verloren. An solchen Standorten empfehlen wir eine jährliche Reinigung, in ruhigeren Lagen genügt oft eine Reinigung alle zwei Jahre.`,
      },
      {
        question: "Was kostet eine Solarreinigung in Basel?",
        answer: `Die Reinigung beginnt bei ${priceFrom} zuzüglich Flächenpreis und MWST, Anfahrtskosten fallen keine an. Den genauen Fixpreis für Ihre Anlage berechnen Sie mit unserer Sofort-Offerte anhand von Fläche und Dachart. Für 50 bis 100 m² Modulfläche rechnen wir mit zwei bis vier Stunden Arbeit vor Ort.`,
      },
    ],
  },

  zuerich: {
    title: "Solarreinigung Zürich – PV-Anlagen und Flachdächer",
    description: `Solarreinigung in Zürich und im Limmattal: Flachdächer von Gewerbe und Wohnbau, Antwort ${reply}, ohne Chemie, ohne Anfahrtskosten, ab ${priceFrom}.`,
    heading: "Solarreinigung in Zürich und im Limmattal",
    intro: [
      "In Zürich wird jede Dachfläche genutzt: Auf Bürohäusern, Wohnüberbauungen und Gewerbebauten stehen Photovoltaikanlagen oft auf Flachdächern, zwischen Technikaufbauten und Begrünung. Flach aufgeständerte Module verschmutzen besonders schnell, weil Regen Staub und Russ nicht abspült, sondern an der unteren Modulkante sammelt. Wir reinigen Ihre Anlage mit demineralisiertem Wasser, ohne Chemie und mit Niederdruck – schonend für Glas, Rahmen und Dichtungen.",
      `Auf Anfragen antworten wir ${reply}; in dringenden Fällen sind wir in der Stadt Zürich und im Limmattal ${onSiteIn("zuerich")} vor Ort. Wir reinigen Anlagen vom Einfamilienhaus bis zum Gewerbedach. Für Eigentümerinnen und Eigentümer sowie Verwaltungen bieten wir Wartungsverträge mit jährlicher oder halbjährlicher Reinigung an, auf Wunsch kombiniert mit der Pflege begrünter Dächer. Die Sofort-Offerte nennt Ihnen den Fixpreis für Ihre Anlage inklusive MWST, Anfahrtskosten verrechnen wir nicht.`,
    ],
    localCharacter:
      "Zürich ist die grösste Stadt der Schweiz, und im Limmattal reihen sich Wohnquartiere, Gewerbezonen, Autobahnen und Bahnanlagen dicht aneinander. Abrieb von Reifen und Bremsen, Russ aus dem Verkehr und Staub von den vielen Baustellen legen sich auf die Module. Im Norden der Stadt kommen Emissionen aus dem Flugbetrieb rund um den Flughafen hinzu. Im Herbst und Winter liegt über dem See und dem Limmattal oft Nebel oder Hochnebel: Die Module bleiben lange feucht, Staub haftet besser, und auf schattigen Flachdächern finden Algen gute Bedingungen.",
    typicalInstallations:
      "Typisch für Zürich sind Flachdächer auf Geschäftshäusern, Schulhäusern und Wohnüberbauungen, oft mit flach aufgeständerten Modulen in Ost-West-Ausrichtung über einer extensiven Begrünung. In Quartieren wie Wollishofen, Höngg oder Witikon finden sich Ein- und Mehrfamilienhäuser mit Ziegeldach, in Oerlikon, Altstetten und im Limmattal grosse Gewerbe- und Logistikdächer. Auf begrünten Dächern achten wir darauf, die Vegetation zu schonen und Abläufe freizuhalten; grosse Flächen reinigen wir mit Robotern.",
    specialties: [
      `In dringenden Fällen ${onSiteIn("zuerich")} vor Ort in der Stadt Zürich und im Limmattal`,
      "Roboterreinigung grosser Flachdachanlagen auf Büro- und Gewerbebauten",
      "Solarreinigung und Gründachpflege auf begrünten Dächern in einem Einsatz",
      "Wartungsverträge für Verwaltungen, Mengenrabatt ab drei Liegenschaften",
    ],
    coverage: [
      "Oerlikon",
      "Altstetten",
      "Wollishofen",
      "Höngg",
      "Schlieren",
      "Dietikon",
      "Dübendorf",
      "Wallisellen",
      "Opfikon",
      "Adliswil",
    ],
    faq: [
      {
        question: "Wie schnell sind Sie in Zürich vor Ort?",
        answer: `Auf jede Anfrage antworten wir ${reply}. In dringenden Fällen ist unser Team ${onSiteIn("zuerich")} in der Stadt Zürich und im Limmattal vor Ort. Einen Reinigungstermin vereinbaren wir ${appointment}.`,
      },
      {
        question: "Können Sie Anlagen auf begrünten Flachdächern reinigen?",
        answer:
          "Ja. Wir reinigen die Module und pflegen auf Wunsch gleichzeitig die Begrünung: Wir entfernen Bewuchs, der die Module beschatten könnte, und halten Abläufe frei. Extensive Gründächer sollten zweimal pro Jahr gepflegt werden, intensive einmal pro Jahreszeit, also viermal. Beides lässt sich in einem Wartungsvertrag zusammenfassen.",
      },
      {
        question: "Warum verschmutzen flach montierte Module in Zürich so stark?",
        answer: `Auf flach aufgeständerten Modulen läuft Regenwasser langsam ab, sodass sich Staub, Russ und Pollen an der unteren Kante sammeln. Bei Nebel und Hochnebel bleiben die Oberflächen lange feucht, was Ablagerungen und Algen begünstigt. Je nach Lage gehen ${lossRange} Ertrag verloren; eine Reinigung alle ein bis zwei Jahre hält die Anlage leistungsfähig.`,
      },
      {
        question: "Bieten Sie Wartungsverträge für Verwaltungen und Unternehmen in Zürich an?",
        answer:
          "Ja. Für Verwaltungen und Genossenschaften bieten wir Wartungsverträge mit jährlicher oder halbjährlicher Reinigung an, für Unternehmen Vertragsstufen mit zwei bis vier Reinigungen pro Jahr; ab drei Liegenschaften gewähren wir Mengenrabatt. Jede Reinigung dokumentieren wir mit Fotos, damit Sie den Zustand Ihrer Anlagen jederzeit belegen können.",
      },
    ],
  },

  bern: {
    title: "Solarreinigung Bern – PV-Anlagen in Stadt und Region",
    description: `Solarreinigung in Bern: behutsam auf Ziegeldächern und in geschützten Ortsbildern, in dringenden Fällen ${onSiteIn("bern")} vor Ort, ohne Chemie, ab ${priceFrom}.`,
    heading: "Solarreinigung in Bern und Umgebung",
    intro: [
      `Bern verbindet eine Altstadt, die seit 1983 zum UNESCO-Welterbe gehört, mit wachsenden Wohn- und Gewerbequartieren beidseits der Aare. Ob auf dem Einfamilienhaus in Köniz, dem Mehrfamilienhaus in Bümpliz oder der Gewerbehalle in Ostermundigen: Staub, Pollen und Laub legen sich auf die Module und kosten je nach Lage ${lossRange} Ertrag. Wir reinigen Ihre Anlage schonend mit demineralisiertem Wasser, ohne Chemie und mit Niederdruck.`,
      `Auf Ihre Anfrage antworten wir ${reply}; in dringenden Fällen ist unser Team ${onSiteIn("bern")} in Bern vor Ort. Den Reinigungstermin vereinbaren wir ${appointment}. Anfahrtskosten verrechnen wir nicht, und mit der Sofort-Offerte kennen Sie den Fixpreis für Ihre Anlage inklusive MWST, bevor wir mit der Arbeit beginnen.`,
    ],
    localCharacter:
      "Die Berner Altstadt mit ihrer geschlossenen Dachlandschaft aus roten Ziegeldächern steht als UNESCO-Welterbe unter besonderem Schutz. Solaranlagen sind dort nur eingeschränkt und mit Bewilligung möglich, und wer eine hat, braucht eine besonders sorgfältige Reinigung: Historische Ziegel brechen leicht und lassen sich nicht ohne Weiteres ersetzen. In der Aareschlaufe und an den bewaldeten Hängen sorgen Feuchtigkeit, Nebel und Laub für Moos und Algen. In den Aussenquartieren und Agglomerationsgemeinden kommen Pollen aus Wald und Landwirtschaft sowie Staub und Russ entlang der Autobahnen hinzu.",
    typicalInstallations:
      "In der Altstadt und in der Matte dominieren steile, kleinteilige Ziegeldächer, auf denen Anlagen meist klein und zurückhaltend eingepasst sind. In Quartieren wie Kirchenfeld, Länggasse oder Breitenrain stehen Mehrfamilienhäuser mit Schräg- und Flachdach, in Köniz, Ittigen und Muri Einfamilienhäuser mit Aufdach- und Indachanlagen. Schul- und Gewerbebauten in der Agglomeration tragen oft grössere Flachdachanlagen, die wir mit Reinigungsrobotern bearbeiten.",
    specialties: [
      "Behutsames Arbeiten auf historischen Ziegeldächern mit Sicherheitskonzept und Absturzsicherung",
      "Reinigung ohne Chemie – keine Reinigungsmittel im Dachwasser",
      "Entfernung von Moos und Algen an feuchten, schattigen Lagen entlang der Aare",
      "Fotodokumentation für Eigentümerschaft, Verwaltung oder Versicherung",
    ],
    coverage: [
      "Köniz",
      "Ostermundigen",
      "Muri bei Bern",
      "Ittigen",
      "Zollikofen",
      "Bolligen",
      "Worb",
      "Wohlen bei Bern",
      "Bremgarten bei Bern",
      "Belp",
    ],
    faq: [
      {
        question: "Wie schnell sind Sie in Bern vor Ort?",
        answer: `Auf jede Anfrage antworten wir ${reply}. In dringenden Fällen ist unser Team ${onSiteIn("bern")} in Bern und der Agglomeration vor Ort. Den Reinigungstermin vereinbaren wir ${appointment}.`,
      },
      {
        question: "Reinigen Sie auch Solaranlagen in der Berner Altstadt?",
        answer:
          "Ja. In der Altstadt arbeiten wir besonders vorsichtig: Wir betreten die historischen Ziegel so wenig wie möglich, sichern uns nach einem vorgängig erstellten Sicherheitskonzept und reinigen ausschliesslich mit demineralisiertem Wasser und Niederdruck. Ist für den Zugang eine Hubarbeitsbühne auf öffentlichem Grund nötig, klären wir die Bewilligung vorab mit Ihnen.",
      },
      {
        question: "Wie oft sollte eine Anlage in der Region Bern gereinigt werden?",
        answer:
          "Wir empfehlen, die Anlage alle ein bis zwei Jahre reinigen und dabei kontrollieren zu lassen. Anlagen nahe bei Wald, Landwirtschaft oder stark befahrenen Strassen verschmutzen schneller und profitieren von einer jährlichen Reinigung; in ruhigen Wohnlagen genügt oft ein Zweijahresrhythmus.",
      },
      {
        question: "Kommen für Bern Anfahrtskosten dazu?",
        answer: `Nein. Anfahrtskosten verrechnen wir auch für Bern und die umliegenden Gemeinden nicht. Die Solarreinigung beginnt bei ${priceFrom} zuzüglich Flächenpreis und MWST; den Fixpreis für Ihre Anlage berechnen Sie mit der Sofort-Offerte anhand von Fläche und Dachart.`,
      },
    ],
  },

  aargau: {
    title: "Solarreinigung Aargau – Höfe, Gewerbe und Eigenheime",
    description: `Solarreinigung im Aargau: grosse Anlagen auf Scheunen und Gewerbedächern, Beläge aus Stallabluft und Staub schonend entfernt, in dringenden Fällen ${onSiteIn("aargau")} vor Ort.`,
    heading: "Solarreinigung im Aargau",
    intro: [
      `Im Aargau liegen Industrie und Landwirtschaft nah beieinander: Zwischen Aare, Reuss und Limmat stehen Fabriken, Logistikzentren und Kleinstädte neben Bauernhöfen mit grossen Scheunendächern voller Solarmodule. Gerade auf landwirtschaftlichen Gebäuden verschmutzen Anlagen schnell – durch Stallabluft, Erntestaub und Vogelkot. Je nach Standort gehen so ${lossRange} Ertrag verloren. Wir reinigen Ihre Anlage schonend mit demineralisiertem Wasser, ohne Chemie und mit Niederdruck.`,
      `Im Aargau reinigen wir Anlagen vom Einfamilienhaus bis zum Stalldach. Auf Ihre Anfrage antworten wir ${reply}; in dringenden Fällen sind wir im ganzen Kanton ${onSiteIn("aargau")} vor Ort, einen Termin erhalten Sie ${appointment}. Anfahrtskosten verrechnen wir nicht, und die Sofort-Offerte nennt Ihnen den Fixpreis für Ihre Anlage inklusive MWST.`,
    ],
    localCharacter:
      "Aus Ställen und beim Ausbringen von Gülle gelangt Ammoniak in die Luft. Zusammen mit Staub aus Feldarbeit, Ernte und Futtermitteln bildet sich auf den Modulen ein schmieriger Belag, den Regen kaum abwäscht. Entlang der A1 und der grossen Bahnachsen kommen Russ und Abrieb hinzu, in den Industriegebieten feiner Staub. Im Herbst hält Nebel im Aare- und Reusstal die Oberflächen lange feucht – gute Bedingungen für Algen und Flechten am unteren Modulrand. Weil Module auf Stalldächern zudem dauerhaft ammoniakhaltiger Luft ausgesetzt sind, arbeiten wir dort ausschliesslich mit demineralisiertem Wasser, ohne Reinigungsmittel.",
    typicalInstallations:
      "Typisch für den Aargau sind grosse Aufdachanlagen auf Scheunen, Ställen und Maschinenhallen, oft mit mehreren hundert Quadratmetern Modulfläche und geringer Neigung. Dazu kommen Flachdächer von Gewerbe- und Logistikbauten, etwa im Birrfeld oder im Raum Aarau, sowie Einfamilienhäuser mit Ziegeldach in den Dörfern. Auf grossen Stall- und Hallendächern setzen wir Reinigungsroboter ein; Faserzement- und Blechdächer, die nicht begehbar sind, bearbeiten wir von der Hubarbeitsbühne aus.",
    specialties: [
      "Roboterreinigung grosser Anlagen auf Scheunen, Ställen und Maschinenhallen",
      "Entfernung von Belägen aus Stallabluft und Erntestaub mit demineralisiertem Wasser, ohne Chemie",
      "Sicheres Arbeiten bei nicht begehbaren Faserzement- und Blechdächern",
      "Termine abgestimmt auf Ernte und Betriebsabläufe auf dem Hof",
    ],
    coverage: [
      "Aarau",
      "Baden",
      "Brugg",
      "Lenzburg",
      "Wohlen AG",
      "Zofingen",
      "Rheinfelden",
      "Frick",
      "Wettingen",
      "Bremgarten AG",
    ],
    faq: [
      {
        question: "Wie schnell sind Sie im Aargau vor Ort?",
        answer: `Auf jede Anfrage antworten wir ${reply}. In dringenden Fällen ist unser Team ${onSiteIn("aargau")} im ganzen Kanton Aargau vor Ort. Einen Reinigungstermin erhalten Sie ${appointment}.`,
      },
      {
        question: "Reinigen Sie auch grosse Anlagen auf Scheunen und Ställen?",
        answer:
          "Ja. Auf grossen Stall- und Scheunendächern setzen wir Reinigungsroboter ein, nicht begehbare Faserzement- und Blechdächer bearbeiten wir von der Hubarbeitsbühne aus. Den Termin stimmen wir mit Ihren Betriebsabläufen ab, zum Beispiel ausserhalb der Erntezeit.",
      },
      {
        question: "Warum verschmutzen Module auf Stalldächern schneller?",
        answer: `Stallabluft enthält Ammoniak und Staub, die sich zusammen mit Futter- und Erntestaub als schmieriger Belag auf den Modulen festsetzen. Dazu kommt Vogelkot. Je nach Verschmutzung gehen ${lossRange} Ertrag verloren. Für Anlagen auf landwirtschaftlichen Gebäuden empfehlen wir deshalb eine jährliche Reinigung.`,
      },
      {
        question: "Was kostet die Reinigung einer grossen Anlage?",
        answer: `Der Preis pro Quadratmeter sinkt mit zunehmender Fläche. Mit der Sofort-Offerte berechnen Sie den Fixpreis für Anlagen bis 5'000 m² selbst, abhängig von Fläche und Dachart; die Reinigung beginnt bei ${priceFrom} zuzüglich Flächenpreis und MWST, ohne Anfahrtskosten.`,
      },
    ],
  },

  luzern: {
    title: "Solarreinigung Luzern – PV-Pflege am Vierwaldstättersee",
    description: `Solarreinigung in Luzern: gegen Moos, Algen, Pollen und Saharastaub, ohne Chemie und ohne Anfahrtskosten. In dringenden Fällen ${onSiteIn("luzern")} vor Ort, ab ${priceFrom}.`,
    heading: "Solarreinigung in Luzern",
    intro: [
      `Zwischen Vierwaldstättersee, Pilatus und Rigi ist das Wetter wechselhafter als im Flachland, und es fällt deutlich mehr Regen als in der Nordwestschweiz. Sauber werden die Module dadurch nicht: Regen löst Staub nur an, beim Abtrocknen bleiben Schmutzränder an der unteren Modulkante zurück, und an feuchten Lagen wachsen Moos und Algen. Je nach Lage kostet das ${lossRange} Ertrag. Wir reinigen schonend mit demineralisiertem Wasser und ohne Chemie.`,
      `Auf Ihre Anfrage antworten wir ${reply}; in dringenden Fällen ist unser Team ${onSiteIn("luzern")} in Luzern vor Ort. Den Reinigungstermin vereinbaren wir ${appointment}. Anfahrtskosten verrechnen wir nicht, und mit der Sofort-Offerte kennen Sie den Fixpreis für Ihre Anlage inklusive MWST, bevor wir auf Ihr Dach steigen.`,
    ],
    localCharacter:
      "Luzern liegt am Alpenrand, wo feuchte Luftmassen aus dem Mittelland auf die Voralpen treffen und sich ausregnen. Der See und die bewaldeten Hänge sorgen für hohe Luftfeuchtigkeit, sodass Moos, Algen und Flechten auf Dächern und an Modulrahmen schneller wachsen als in trockeneren Regionen. Bei Föhn und Südwindlagen gelangt zuweilen Saharastaub bis in die Zentralschweiz und überzieht die Module mit einem gelblichen Film. Im Frühling legen sich Pollen aus Wald und Wiesen darüber, im Herbst Laub. Häufiger Regen füllt zudem die Dachrinnen schnell mit Schmutz, der von den Modulen gespült wird.",
    typicalInstallations:
      "Am Seeufer und an den Hängen von Meggen, Horw oder Adligenswil stehen viele Einfamilienhäuser mit steilen Ziegeldächern, oft exponiert und nur mit Sicherung zugänglich. In Kriens, Emmen und Ebikon prägen Mehrfamilienhäuser und Gewerbebauten mit Flachdach das Bild, im Luzerner Hinterland Bauernhöfe mit grossen Anlagen auf Scheunen. Bei Hanglagen und steilen Dächern planen wir die Sicherung im Voraus und wählen je nach Zugang Seilsicherung oder Hubarbeitsbühne; grosse Flachdächer reinigen wir mit Robotern.",
    specialties: [
      "Schonende Entfernung von Moos, Algen und Flechten an feuchten See- und Hanglagen",
      "Reinigung nach Saharastaub, ohne Kratzer und ohne Chemie",
      "Sicheres Arbeiten auf steilen Dächern in Hanglage",
      "Module und Dachrinnen in einem Termin – wichtig bei viel Niederschlag",
    ],
    coverage: ["Kriens", "Emmen", "Horw", "Ebikon", "Meggen", "Adligenswil", "Root", "Buchrain", "Sursee"],
    faq: [
      {
        question: "Wie schnell sind Sie in Luzern vor Ort?",
        answer: `Auf jede Anfrage antworten wir ${reply}. In dringenden Fällen ist unser Team ${onSiteIn("luzern")} in Luzern vor Ort. Den Reinigungstermin vereinbaren wir ${appointment}.`,
      },
      {
        question: "Reinigt der viele Regen in Luzern die Module nicht von selbst?",
        answer:
          "Nur teilweise. Regen löst losen Staub an, spült aber festsitzende Beläge, Vogelkot und Pollen nicht ab. Beim Abtrocknen sammelt sich der Schmutz an der unteren Modulkante, wo sich mit der Zeit Moos und Algen ansiedeln. Deshalb empfehlen wir auch in regenreichen Lagen eine Reinigung alle ein bis zwei Jahre.",
      },
      {
        question: "Was ist nach Saharastaub zu tun?",
        answer:
          "Saharastaub ist fein und mineralisch; trocken abgewischt kann er das Modulglas zerkratzen. Versuchen Sie es deshalb nicht selbst mit Besen oder Tuch. Wir spülen den Staub mit reichlich demineralisiertem Wasser bei Niederdruck ab und reinigen erst danach die Oberfläche.",
      },
      {
        question: "Wann ist der beste Zeitpunkt für eine Reinigung in Luzern?",
        answer:
          "Bewährt hat sich eine Reinigung im späten Frühling, wenn die Pollenzeit vorbei ist, oder im Spätsommer. Weil wir in der Hochsaison drei bis vier Wochen im Voraus planen, lohnt sich eine frühe Anfrage.",
      },
    ],
  },

  langenthal: {
    title: "Solarreinigung Langenthal – PV im Oberaargau",
    description: `Solarreinigung in Langenthal und im Oberaargau: Bauernhäuser, Gewerbehallen und Eigenheime, ohne Chemie, in dringenden Fällen ${onSiteIn("langenthal")} vor Ort, ab ${priceFrom}.`,
    heading: "Solarreinigung in Langenthal und im Oberaargau",
    intro: [
      `Langenthal ist das Zentrum des Oberaargaus, einer Region, in der Gewerbe und Landwirtschaft eng beieinanderliegen. Auf Bauernhäusern, Gewerbehallen und Einfamilienhäusern produzieren Photovoltaikanlagen Strom – und sammeln dabei Staub von Feldern und Strassen, Stallabluft, Pollen und Vogelkot. Je nach Lage kostet das ${lossRange} Ertrag. Wir reinigen Ihre Anlage schonend mit demineralisiertem Wasser, ganz ohne Chemie, und dokumentieren den Zustand der Module mit Fotos.`,
      `Auf Ihre Anfrage antworten wir ${reply}; in dringenden Fällen ist unser Team ${onSiteIn("langenthal")} in Langenthal und Umgebung vor Ort, einen Reinigungstermin erhalten Sie ${appointment}. Anfahrtskosten verrechnen wir nicht. Die Sofort-Offerte nennt Ihnen den Fixpreis für Ihre Anlage inklusive MWST, bevor wir mit der Arbeit beginnen.`,
    ],
    localCharacter:
      "Der Oberaargau liegt zwischen Jurasüdfuss und Emmental, im Übergang vom Mittelland ins Hügelland. Rund um Langenthal wechseln sich Äcker, Milchwirtschaft und Gewerbezonen ab, entsprechend vielfältig ist der Schmutz: Erde und Erntestaub im Sommer, ammoniakhaltige Stallabluft das ganze Jahr, Russ und Abrieb entlang der A1 und der Bahnlinie Bern–Olten. Die Stadt hat zudem eine lange Industrietradition, von Textil und Porzellan bis zum Maschinenbau, und auf Fabrik- und Gewerbebauten stehen heute grosse Anlagen. Herbstnebel in der Ebene lässt die Module lange feucht bleiben.",
    typicalInstallations:
      "Prägend für die Region sind die traditionellen Berner Bauernhäuser mit ihren mächtigen, tief heruntergezogenen Walmdächern. Sie bieten grosse Flächen für Solarmodule, sind aber steil und hoch – hier arbeiten wir mit Seilsicherung oder Hubarbeitsbühne. Neuere Ställe und Maschinenhallen haben oft flach geneigte Faserzement- oder Blechdächer. In den Gewerbezonen stehen Hallen mit Flachdachanlagen, die wir mit Robotern reinigen, in den Wohnquartieren Einfamilienhäuser mit Aufdachanlagen auf Ziegeldächern.",
    specialties: [
      "Reinigung von Anlagen auf grossen Walmdächern traditioneller Bauernhäuser",
      "Entfernung von Belägen aus Stallabluft und Feldstaub ohne Chemie",
      "Roboterreinigung auf Gewerbe- und Industriehallen",
      "Dachrinnenreinigung dazu, wo Laub und Feldstaub Rinnen verstopfen",
    ],
    coverage: [
      "Herzogenbuchsee",
      "Aarwangen",
      "Roggwil BE",
      "Lotzwil",
      "Madiswil",
      "Thunstetten",
      "Bleienbach",
      "Huttwil",
      "Niederbipp",
      "Wynau",
    ],
    faq: [
      {
        question: "Wie schnell sind Sie in Langenthal vor Ort?",
        answer: `Auf jede Anfrage antworten wir ${reply}. In dringenden Fällen ist unser Team ${onSiteIn("langenthal")} in Langenthal und im Oberaargau vor Ort. Einen Reinigungstermin erhalten Sie ${appointment}.`,
      },
      {
        question: "Reinigen Sie auch Anlagen auf Bauernhäusern und Ställen im Oberaargau?",
        answer:
          "Ja. Auf den steilen Walmdächern der Bauernhäuser arbeiten wir mit Seilsicherung oder von der Hubarbeitsbühne aus, grosse flache Stall- und Hallendächer reinigen wir mit Robotern. Den Termin legen wir so, dass er Ihren Betrieb möglichst wenig stört.",
      },
      {
        question: "Brauchen Sie vor Ort Wasser oder Strom?",
        answer:
          "Wir benötigen Zugang zu einem Wasseranschluss; ein Stromanschluss ist hilfreich, aber nicht zwingend. Gereinigt wird mit demineralisiertem Wasser, das ohne Kalkflecken abtrocknet – Reinigungsmittel setzen wir keine ein.",
      },
      {
        question: "Wie oft sollte eine Anlage im Oberaargau gereinigt werden?",
        answer:
          "Grundsätzlich empfehlen wir eine Reinigung alle ein bis zwei Jahre. Anlagen auf oder neben Ställen und Feldern verschmutzen schneller und sollten jährlich gereinigt werden, in ruhigen Wohnlagen genügt meist ein Zweijahresrhythmus.",
      },
    ],
  },

  "st-gallen": {
    title: "Solarreinigung St. Gallen – PV-Anlagen in der Ostschweiz",
    description: `Solarreinigung in St. Gallen: Moos, Algen und Schmutzränder nach Schnee und Regen schonend entfernt, ohne Chemie, in dringenden Fällen ${onSiteIn("st-gallen")} vor Ort.`,
    heading: "Solarreinigung in St. Gallen",
    intro: [
      `St. Gallen liegt auf knapp 700 Metern über Meer im Hochtal der Steinach – deutlich höher als Basel oder Zürich. Schnee bleibt länger liegen, es regnet häufiger, und die Module sind oft feucht. Das fördert Moos, Algen und Flechten an den Rahmen, und nach der Schneeschmelze bleiben Schmutzränder an der unteren Modulkante zurück. Je nach Lage kostet das ${lossRange} Ertrag. Wir reinigen schonend mit demineralisiertem Wasser und ganz ohne Chemie.`,
      `Auf Ihre Anfrage antworten wir ${reply}; in dringenden Fällen ist unser Team ${onSiteIn("st-gallen")} in St. Gallen vor Ort. Die Reinigungen planen wir in der schneefreien Zeit; einen Termin erhalten Sie ${appointment}. Anfahrtskosten verrechnen wir nicht, und die Sofort-Offerte zeigt Ihnen den Fixpreis für Ihre Anlage inklusive MWST.`,
    ],
    localCharacter:
      "Das Klima in St. Gallen ist vom nahen Alpstein und vom Bodensee geprägt: Es fällt deutlich mehr Niederschlag als in Basel, und im Winter liegen die Dächer oft unter Schnee. Schmelzwasser führt Staub über die Modulflächen und lässt ihn am unteren Rahmen liegen, wo sich Schmutzränder und Moos bilden und einzelne Zellen beschatten. Die hohe Luftfeuchtigkeit begünstigt Algen, besonders an schattigen Nordhängen. Auf den Hügeln rund um die Stadt mit ihrer Milchwirtschaft kommen Stallabluft und Pollen hinzu. In schneereichen Wintern beanspruchen Schneelast und abrutschender Schnee zudem Rahmen und Befestigungen.",
    typicalInstallations:
      "Die Stadt ist von Hanglagen geprägt: Viele Wohnhäuser am Rosenberg und am Freudenberg haben steile Ziegeldächer, die nur mit Sicherung begangen werden können. In der Altstadt rund um den Stiftsbezirk, der zum UNESCO-Welterbe gehört, arbeiten wir besonders behutsam auf den historischen Dächern. In Winkeln, Gossau und entlang der Autobahn stehen Gewerbe- und Logistikhallen mit Flachdach, im Fürstenland und im Appenzellerland Bauernhöfe mit grossen Scheunendächern. Bei starker Neigung wählen wir Seilsicherung oder Hubarbeitsbühne.",
    specialties: [
      "Reinigung nach der Schneeschmelze, wenn Schmutzränder am Modulrahmen sichtbar werden",
      "Entfernung von Moos und Algen an feuchten, schattigen Lagen",
      "Sicheres Arbeiten auf steilen Dächern in Hanglage",
      "Kontrolle von Rahmen und Befestigungen nach schneereichen Wintern",
      "Dachrinnenreinigung im Herbst, damit Schmelzwasser abfliessen kann",
    ],
    coverage: [
      "Gossau SG",
      "Wittenbach",
      "Gaiserwald",
      "Herisau",
      "Teufen AR",
      "Speicher",
      "Rorschach",
      "Goldach",
      "Mörschwil",
      "Waldkirch",
    ],
    faq: [
      {
        question: "Wie schnell sind Sie in St. Gallen vor Ort?",
        answer: `Auf jede Anfrage antworten wir ${reply}. In dringenden Fällen ist unser Team ${onSiteIn("st-gallen")} in St. Gallen und der Ostschweiz vor Ort. Einen Reinigungstermin erhalten Sie ${appointment}.`,
      },
      {
        question: "Reinigen Sie auch im Winter?",
        answer:
          "Solange Schnee auf dem Dach liegt oder Frost herrscht, reinigen wir nicht: Das Wasser würde auf den Modulen gefrieren, und das Dach wäre nicht sicher begehbar. In der Ostschweiz planen wir Reinigungen deshalb zwischen Frühling und Herbst, am besten kurz nach der Schneeschmelze.",
      },
      {
        question: "Soll ich Schnee selbst von den Modulen entfernen?",
        answer:
          "Wir raten davon ab. Schaufeln und Besen können Glas und Rahmen zerkratzen, und auf verschneiten Dächern besteht Absturzgefahr. Auf den glatten Modulen rutscht der Schnee bei Sonne meist von selbst ab. Sind nach dem Winter Schäden oder Schmutzränder zu sehen, dokumentieren wir sie bei der nächsten Reinigung mit Fotos.",
      },
      {
        question: "Wie oft ist eine Reinigung in St. Gallen sinnvoll?",
        answer:
          "Wir empfehlen eine Reinigung alle ein bis zwei Jahre. Anlagen an feuchten, schattigen Lagen oder nahe bei Ställen verschmutzen schneller und sollten jährlich gereinigt werden. Nach schneereichen Wintern achten wir bei der Reinigung besonders auf Rahmen und Befestigungen.",
      },
    ],
  },

  winterthur: {
    title: "Solarreinigung Winterthur – PV auf Alt- und Neubauten",
    description: `Solarreinigung in Winterthur: umgenutzte Industriebauten, Gewerbedächer und Eigenheime, ohne Chemie, Antwort ${reply}, ohne Anfahrtskosten.`,
    heading: "Solarreinigung in Winterthur",
    intro: [
      "Winterthur ist eine Stadt mit Industriegeschichte: Wo früher Lokomotiven, Dieselmotoren und Textilmaschinen gebaut wurden, etwa im Sulzerareal in der Stadtmitte oder in Oberwinterthur, entstanden Wohnungen, Hochschulräume und Büros – viele davon mit Photovoltaik auf dem Dach. Gleichzeitig wächst die Stadt in den Quartieren mit neuen Überbauungen und Einfamilienhäusern. Wir reinigen Anlagen auf allen diesen Dächern schonend mit demineralisiertem Wasser, ohne Chemie und mit Niederdruck.",
      `Auf Ihre Anfrage antworten wir ${reply}; in dringenden Fällen ist unser Team ${onSiteIn("winterthur")} in Winterthur vor Ort. Einen Reinigungstermin erhalten Sie ${appointment}. Anfahrtskosten verrechnen wir nicht, und mit der Sofort-Offerte kennen Sie den Fixpreis für Ihre Anlage inklusive MWST. Nach jeder Reinigung erhalten Sie ein Protokoll mit Fotos, das den Zustand Ihrer Module festhält.`,
    ],
    localCharacter:
      "Winterthur gilt als Gartenstadt: Viele Quartiere sind von Bäumen, Gärten und Wald umgeben. Das bedeutet im Frühling viel Pollen und im Herbst Laub auf Dächern und Modulen. Die Autobahn A1, die Bahnlinien Richtung Zürich, St. Gallen und Schaffhausen sowie die Gewerbe- und Industriezonen in Grüze, Hegi und Töss bringen Russ und Abrieb. Auf den Shed- und Flachdächern der ehemaligen Fabrikbauten fliesst Wasser langsam ab, sodass Schmutz und Laub liegen bleiben und in den Rinnen zwischen den Sheds Feuchtigkeit und Moos entstehen.",
    typicalInstallations:
      "Prägend sind die Shed- und Flachdächer ehemaliger Industriehallen, auf denen heute oft grosse Anlagen stehen. Die Rinnen zwischen den Sheds sammeln Laub und Schmutz und sollten bei jeder Reinigung mitkontrolliert werden. In Quartieren wie Veltheim, Wülflingen oder Seen stehen Einfamilien- und Reihenhäuser mit Ziegeldach, in Neuhegi und Oberwinterthur neue Wohnüberbauungen mit Flachdach und Dachbegrünung. Grosse Flächen reinigen wir mit Robotern, begrünte Dächer pflegen wir auf Wunsch gleich mit.",
    specialties: [
      `In dringenden Fällen ${onSiteIn("winterthur")} vor Ort in Winterthur und Umgebung`,
      "Reinigung von Anlagen auf Shed- und Flachdächern umgenutzter Industriebauten",
      "Kontrolle und Reinigung von Shedrinnen und Dachabläufen",
      "Solarreinigung und Gründachpflege auf Neubauten in einem Termin",
    ],
    coverage: [
      "Oberwinterthur",
      "Seen",
      "Veltheim",
      "Wülflingen",
      "Töss",
      "Hegi",
      "Seuzach",
      "Wiesendangen",
      "Elsau",
      "Neftenbach",
    ],
    faq: [
      {
        question: "Wie schnell sind Sie in Winterthur vor Ort?",
        answer: `Auf jede Anfrage antworten wir ${reply}. In dringenden Fällen ist unser Team ${onSiteIn("winterthur")} in Winterthur und den umliegenden Gemeinden vor Ort. Einen Reinigungstermin erhalten Sie ${appointment}.`,
      },
      {
        question: "Reinigen Sie auch Anlagen auf Sheddächern?",
        answer:
          "Ja. Auf Sheddächern planen wir Zugang und Sicherung vorab, weil die Glasflächen der Sheds nicht begehbar sind. Wir reinigen die Module mit demineralisiertem Wasser bei Niederdruck und kontrollieren dabei die Rinnen zwischen den Sheds, in denen sich Laub und Schmutz sammeln.",
      },
      {
        question: "Kann ich Solarreinigung und Gründachpflege kombinieren?",
        answer:
          "Ja, auf Neubauten mit begrünten Flachdächern ist das sinnvoll. Wir reinigen die Module, entfernen Bewuchs, der sie beschatten könnte, und halten die Abläufe frei. Extensive Gründächer sollten zweimal pro Jahr gepflegt werden; beides lässt sich in einem Wartungsvertrag zusammenfassen.",
      },
      {
        question: "Was kostet die Reinigung einer grossen Anlage auf einem Gewerbedach?",
        answer: `Der Preis pro Quadratmeter sinkt mit zunehmender Fläche. Mit der Sofort-Offerte berechnen Sie den Fixpreis für Anlagen bis 5'000 m² selbst; die Reinigung beginnt bei ${priceFrom} zuzüglich Flächenpreis und MWST. Für Unternehmen mit mehreren Liegenschaften gibt es ab drei Objekten Mengenrabatt.`,
      },
    ],
  },

  schaffhausen: {
    title: "Solarreinigung Schaffhausen – vom Rheinfall bis Klettgau",
    description: `Solarreinigung in Schaffhausen und im Klettgau: gegen Staub aus Rebbergen und Feldern, ohne Chemie, in dringenden Fällen ${onSiteIn("schaffhausen")} vor Ort, ab ${priceFrom}.`,
    heading: "Solarreinigung in Schaffhausen",
    intro: [
      `Schaffhausen liegt nördlich des Rheins, zwischen Rheinfall, Randen und den Rebbergen des Klettgaus, und gehört zu den eher trockenen Regionen der Schweiz. Wenig Regen heisst auch: Staub bleibt auf den Modulen liegen, statt abgespült zu werden. Zusammen mit Pollen und Vogelkot kostet das je nach Lage ${lossRange} Ertrag. Wir reinigen Ihre Anlage schonend mit demineralisiertem Wasser, ganz ohne Chemie und mit Niederdruck.`,
      `Auf Ihre Anfrage antworten wir ${reply}; in dringenden Fällen ist unser Team ${onSiteIn("schaffhausen")} in Schaffhausen vor Ort, einen Reinigungstermin erhalten Sie ${appointment}. Für Wein- und Landwirtschaftsbetriebe legen wir den Termin auf Wunsch ausserhalb der Weinlese. Anfahrtskosten verrechnen wir nicht, und die Sofort-Offerte nennt Ihnen den Fixpreis für Ihre Anlage inklusive MWST.`,
    ],
    localCharacter:
      "Der Kanton Schaffhausen ist vom Weinbau geprägt: Im Klettgau rund um Hallau und Trasadingen wachsen die Reben des Blauburgunderlands, und auch an den Hängen über dem Rhein stehen Rebberge. In trockenen Sommern wirbeln Bodenbearbeitung und Feldarbeit feinen Staub auf, der sich auf den Modulen festsetzt, weil selten genug Regen fällt, um ihn abzuspülen. Entlang des Rheins und in der Nähe des Rheinfalls sorgt die Feuchtigkeit dagegen an schattigen Lagen für Algen. Dazu kommen Verkehr auf den Achsen Richtung Deutschland sowie Industrie und Gewerbe in Neuhausen und im Herblingertal.",
    typicalInstallations:
      "In der Schaffhauser Altstadt mit ihren Erkern und Zunfthäusern dominieren steile Ziegeldächer, auf denen Anlagen klein und verwinkelt sind – hier arbeiten wir mit Seilsicherung. In Neuhausen, Beringen und Thayngen stehen Ein- und Mehrfamilienhäuser mit Aufdachanlagen, im Klettgau und im Reiat Wein- und Landwirtschaftsbetriebe mit Anlagen auf Scheunen, Trotten und Maschinenhallen. Gewerbebauten im Herblingertal tragen Flachdachanlagen, die wir wie grosse Hofdächer mit Robotern reinigen.",
    specialties: [
      "Entfernung von feinem Feld- und Rebbergstaub, der bei Trockenheit liegen bleibt",
      "Behutsame Reinigung auf steilen Altstadtdächern",
      "Anlagen auf Trotten, Scheunen und Maschinenhallen von Wein- und Landwirtschaftsbetrieben",
      "Termine ausserhalb der Weinlese",
    ],
    coverage: [
      "Neuhausen am Rheinfall",
      "Feuerthalen",
      "Flurlingen",
      "Beringen",
      "Thayngen",
      "Stein am Rhein",
      "Hallau",
      "Neunkirch",
      "Stetten SH",
      "Löhningen",
    ],
    faq: [
      {
        question: "Wie schnell sind Sie in Schaffhausen vor Ort?",
        answer: `Auf jede Anfrage antworten wir ${reply}. In dringenden Fällen ist unser Team ${onSiteIn("schaffhausen")} in Schaffhausen und im ganzen Kanton vor Ort. Einen Reinigungstermin erhalten Sie ${appointment}.`,
      },
      {
        question: "Warum verschmutzen Anlagen im Klettgau in trockenen Sommern so stark?",
        answer: `Bei Trockenheit wirbeln Feldarbeit, Bodenbearbeitung in den Rebbergen und Wind feinen Staub auf, und es fehlt der Regen, der ihn abspülen könnte. Die Schicht wird mit jeder Woche dichter. Je nach Lage gehen ${lossRange} Ertrag verloren; für Anlagen neben Feldern und Reben empfehlen wir eine jährliche Reinigung.`,
      },
      {
        question: "Können Sie die Reinigung auf die Arbeit im Rebberg abstimmen?",
        answer:
          "Ja. Für Wein- und Landwirtschaftsbetriebe legen wir den Termin auf Wunsch ausserhalb der Weinlese und anderer Spitzenzeiten. Für 50 bis 100 m² Modulfläche rechnen wir mit zwei bis vier Stunden Arbeit; grosse Dächer reinigen wir mit Robotern.",
      },
      {
        question: "Reinigen Sie auch Anlagen in der Schaffhauser Altstadt?",
        answer:
          "Ja. Auf den steilen Ziegeldächern der Altstadt arbeiten wir nach einem vorgängig erstellten Sicherheitskonzept mit Seilsicherung und reinigen ausschliesslich mit demineralisiertem Wasser und Niederdruck. So bleiben Ziegel, Module und Fassaden unversehrt.",
      },
    ],
  },
};
