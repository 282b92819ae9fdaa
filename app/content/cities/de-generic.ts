import type { ResponseTime } from "../cities";
import { appointment, insurance, lossRange, priceFrom, reply, responseText } from "./de-phrases";
import type { CityContent } from "./types";

/** Locative phrase for a region name ("im Kanton Solothurn", "in der Zentralschweiz", "am Zürichsee"). */
function inRegion(region: string): string {
  if (region.startsWith("Kanton ")) return `im ${region}`;
  if (region.startsWith("Region ")) return `in der ${region}`;
  if (region.endsWith("schweiz")) return `in der ${region}`;
  if (region === "Zürichsee") return "am Zürichsee";
  const masculineOrNeuter = [
    "Berner Oberland",
    "Seeland",
    "Thurgau",
    "Zürcher Oberland",
    "Glarnerland",
    "Baselland",
    "Oberaargau",
  ];
  if (masculineOrNeuter.includes(region)) return `im ${region}`;
  const withoutArticle = ["Graubünden", "Obwalden", "Nidwalden", "Appenzell Ausserrhoden", "Appenzell Innerrhoden"];
  if (withoutArticle.includes(region)) return `in ${region}`;
  return `in der Region ${region}`;
}

/** Cantons (and the Bernese Oberland) where snow, Föhn and Alpine weather shape the soiling. */
const alpineCantons = new Set(["GR", "UR", "OW", "NW", "SZ", "GL", "AI", "AR"]);

function isAlpine(city: { region: string; code: string }): boolean {
  return alpineCantons.has(city.code) || city.region === "Berner Oberland";
}

/** Good generic German copy for the cities without tailored texts. */
export function genericCityContent(
  city: { name: string; region: string; code: string },
  responseTime: ResponseTime,
): CityContent {
  const { name } = city;
  const where = inRegion(city.region);
  const onSite = responseText[responseTime];
  const alpine = isAlpine(city);

  const climate = alpine
    ? "In den Voralpen und Alpentälern kommen häufiger Niederschlag und Schnee dazu: Schmelzwasser hinterlässt Schmutzränder am unteren Modulrahmen, und bei Föhn- und Südwindlagen gelangt zuweilen Saharastaub auf die Module."
    : "Im Herbst und Winter halten Nebel und Hochnebel die Module oft lange feucht, sodass Staub besser haftet und sich am unteren Modulrahmen Algen und Moos ansiedeln.";

  /** "in Solothurn im Kanton Solothurn" names the place twice: then "in der Stadt Solothurn", "in Appenzell AI". */
  const place = city.region.includes(name)
    ? city.code === "AI"
      ? `in ${name} ${city.code}`
      : `in der Stadt ${name}`
    : `in ${name} ${where}`;

  /** Where the team works, in one sentence instead of a list of places (no invented neighbouring towns). */
  const served = city.region.includes(name)
    ? city.code === "AI"
      ? "in Appenzell und weiteren Orten in Innerrhoden"
      : `in der Stadt ${name} und weiteren Gemeinden des Kantons`
    : `in ${name} und weiteren Gemeinden ${where}`;

  return {
    title: `Solarreinigung ${name}: PV-Anlagen ab ${priceFrom}`,
    description: `Solarreinigung ${place}: mit demineralisiertem Wasser, ohne Chemie, ohne Anfahrtskosten. In dringenden Fällen ${onSite} vor Ort.`,
    heading: `Solarreinigung in ${name}`,
    intro: [
      `Staub, Pollen, Laub und Vogelkot legen sich auch in ${name} Jahr für Jahr auf die Solarmodule. Regen spült diesen Film nur teilweise ab, und je nach Lage – in der Nähe von Landwirtschaft, Gewerbe oder stark befahrenen Strassen – gehen so ${lossRange} Ertrag verloren. Unser Team ist ${served} im Einsatz und reinigt Ihre Photovoltaikanlage schonend mit demineralisiertem Wasser, ganz ohne Chemie und mit Niederdruck.`,
      `Auf Ihre Anfrage antworten wir ${reply}; in dringenden Fällen ist unser Team ${onSite} in ${name} vor Ort. Einen Reinigungstermin erhalten Sie ${appointment}. Anfahrtskosten verrechnen wir nicht, und mit der Sofort-Offerte kennen Sie den Fixpreis für Ihre Anlage inklusive MWST, bevor wir auf Ihr Dach steigen.`,
    ],
    localCharacter: `Wie stark eine Solaranlage in ${name} verschmutzt, hängt vor allem von ihrer Umgebung ab. In Wohnquartieren sind es meist Pollen, Laub und Vogelkot, neben Höfen und Feldern Erntestaub und ammoniakhaltige Stallabluft, an Hauptstrassen, Bahnlinien und in Gewerbezonen Russ und Abrieb. ${climate} Regen allein wäscht diese Beläge kaum ab, besonders bei flach geneigten Modulen. Deshalb empfehlen wir ${where} eine Reinigung alle ein bis zwei Jahre, an stark belasteten Standorten jährlich.`,
    typicalInstallations: `Wir reinigen in ${name} Anlagen jeder Grösse: Aufdachanlagen auf Ziegeldächern von Ein- und Mehrfamilienhäusern, Flachdachanlagen auf Gewerbe- und Schulbauten sowie grosse Anlagen auf Scheunen und Maschinenhallen. Auf steilen Dächern arbeiten wir nach einem Sicherheitskonzept mit Absturzsicherung, nicht begehbare Dächer bearbeiten wir von der Hubarbeitsbühne aus. Grosse Flachdächer reinigen wir mit dem Reinigungsroboter; Drohnen setzen wir für Kontrolle und Dokumentation ein. Für 50 bis 100 m² Modulfläche rechnen wir mit zwei bis vier Stunden Arbeit vor Ort.`,
    specialties: [
      `In dringenden Fällen ${onSite} vor Ort in ${name}`,
      "Reinigung mit demineralisiertem Wasser und Niederdruck, ohne Chemie",
      "Reinigungsroboter für grosse Flachdächer, Drohnen für Kontrolle und Dokumentation",
      "Reinigungsprotokoll mit Fotos nach jedem Einsatz",
    ],
    /** No list of places: the first paragraph names the town and its region in a sentence. */
    coverage: [],
    faq: [
      {
        question: `Wie schnell sind Sie in ${name} vor Ort?`,
        answer: `Auf jede Anfrage antworten wir ${reply}. In dringenden Fällen ist unser Team ${onSite} in ${name} und Umgebung vor Ort. Einen Reinigungstermin erhalten Sie ${appointment}.`,
      },
      {
        question: `Verrechnen Sie für ${name} Anfahrtskosten?`,
        answer: `Nein. Anfahrtskosten verrechnen wir auch für ${name} nicht. Die Solarreinigung beginnt bei ${priceFrom} zuzüglich Flächenpreis und MWST; den Fixpreis für Ihre Anlage berechnen Sie mit der Sofort-Offerte anhand von Fläche und Dachart.`,
      },
      {
        question: `Wie oft sollte eine Solaranlage in ${name} gereinigt werden?`,
        answer:
          "Wir empfehlen eine Reinigung alle ein bis zwei Jahre. Anlagen in der Nähe von Landwirtschaft, Gewerbe oder stark befahrenen Strassen verschmutzen schneller und sollten jährlich gereinigt werden; in ruhigen Wohnlagen genügt oft ein Zweijahresrhythmus.",
      },
      {
        question: "Ist die Reinigung für meine Module und mein Dach sicher?",
        answer: `Ja. Wir arbeiten ohne Chemie, nur mit demineralisiertem Wasser und Niederdruck, was Glas, Rahmen und Dichtungen schont. Vor jedem Einsatz erstellen wir ein Sicherheitskonzept. Schäden, die wir bei der Arbeit verursachen, deckt unsere Betriebshaftpflichtversicherung bis ${insurance}.`,
      },
    ],
  };
}
