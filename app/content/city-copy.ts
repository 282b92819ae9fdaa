import type { City, ResponseTime } from "./cities";
import type { PageCopy } from "./copy/types";

/**
 * Generic German city-page copy. The tailored texts for the nine main cities
 * (issue "city pages") replace this per city; every city gets at least this.
 */
const responseText: Record<ResponseTime, string> = {
  "24": "innert 24 Stunden",
  "24-48": "innert 24 bis 48 Stunden",
  "48-72": "innert 48 bis 72 Stunden",
};

export function genericCityCopy(city: City, responseTime: ResponseTime): PageCopy {
  return {
    title: `Solarreinigung ${city.name} – PV-Anlagen professionell reinigen`,
    description: `Photovoltaik-Reinigung in ${city.name} (${city.region}): schonend mit demineralisiertem Wasser, versichert bis CHF 5 Mio., ohne Anfahrtskosten. Offerte in 2 Minuten.`,
    heading: `Photovoltaik-Reinigung in ${city.name}`,
    intro: [
      `Staub, Pollen, Laub und Vogelkot legen sich auch in ${city.name} und der Region ${city.region} Jahr für Jahr auf die Module und kosten je nach Lage 5 bis 25 Prozent Ertrag. Unser Team reinigt Ihre Photovoltaikanlage schonend mit demineralisiertem Wasser, ganz ohne Chemie, und dokumentiert den Zustand jedes Moduls.`,
      `Für Anfragen aus ${city.name} melden wir uns ${responseText[responseTime]}. Die Anfahrt ist inbegriffen, die Reinigung ist bis CHF 5 Millionen haftpflichtversichert, und mit der Sofort-Offerte kennen Sie den Fixpreis, bevor wir auf Ihr Dach steigen.`,
    ],
  };
}
