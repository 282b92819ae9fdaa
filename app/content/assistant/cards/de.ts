import { OFFER_VALID_DAYS } from "#app/domain/offer-validity";
import { cities, cityName, frenchRegions, responseTimeFor, ticinoRegions } from "#app/content/cities";
import type { ResponseTime, ServiceRegion } from "#app/content/cities";
import { b2bFacts, roiExampleFigures, roiPercent, yearlyGainChf, type RoiFigures } from "#app/content/pages/b2b/roi";
import { greenRoofFacts } from "#app/content/pages/green-roof/facts";
import { homeFacts } from "#app/content/pages/home/facts";
import { germanCount, germanServiceArea, germanTimes } from "#app/content/phrasing/de";
import { siteFacts } from "#app/content/site-facts";
import { privacyRetention } from "#app/content/legal/retention.server";
import { quoteCalculatorText } from "#app/content/quote-calculator";
import { FIXED_COST_CHF, M2_PER_UNIT, MAX_SIZE, PRICE_TIERS, ROOF_FACTORS, VAT_RATE } from "#app/domain/pricing";
import {
  AREA_MAX,
  AREA_MIN,
  GABLE_ROOF_AREA_FACTOR,
  ROOF_EXAMPLE_AREAS,
  ROOF_PRICE_PER_M2,
  roofTotal,
} from "#app/domain/roof-price";
import { formatChf, formatDecimal, groupThousands } from "#app/lib/format";
import type { LanguageCards } from "./types";

/**
 * Answer cards in Swiss standard German (ss, never the sharp s; "Sie"), in the words of the term base
 * (Offerte, Reinigungsprotokoll, Dachrinne, Gründach, demineralisiertes Wasser, innert, Fixpreis,
 * MWST). Every figure the modules hold is interpolated; the others are written as the German
 * pages state them.
 */

const num = (value: number) => formatDecimal(value, "de");
const chf = (value: number) => formatChf(value, 0);
/** "CHF 3", "CHF 0.85": a rate per m² as the FAQ writes it. */
const rateChf = (value: number) => formatChf(value, Number.isInteger(value) ? 0 : 2);
/** "a, b und c". */
const list = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} und ${items.at(-1)}`;

const basicPrice = chf(siteFacts.priceFromChf);
const premiumPrice = chf(siteFacts.premiumPriceChf);
const vat = num(VAT_RATE * 100);
const insurance = `CHF ${num(siteFacts.liabilityInsuranceChf / 1_000_000)} Millionen`;
const reply = `innert ${siteFacts.replyWithinHours} Stunden`;
const certifiedSince = String(siteFacts.certifiedSince);
const soiling = siteFacts.soilingLossPercent;
const upTo = siteFacts.yieldGainUpToPercent;
const times = germanTimes;
const teams = germanCount(siteFacts.regionalTeams);

const dayNames: Record<string, string> = {
  Monday: "Montag",
  Tuesday: "Dienstag",
  Wednesday: "Mittwoch",
  Thursday: "Donnerstag",
  Friday: "Freitag",
  Saturday: "Samstag",
  Sunday: "Sonntag",
};
const dayName = (day: string | undefined) => (day ? (dayNames[day] ?? day) : "");
const hours = siteFacts.hours;
const weekdays = `${dayName(hours.days[0])} bis ${dayName(hours.days[hours.days.length - 1])}`;
/** "Montag bis Freitag, 08:00–17:00 Uhr". */
const officeHours = `${weekdays}, ${hours.opens}–${hours.closes} Uhr`;

const firstTier = PRICE_TIERS[0]!;
const lastTier = PRICE_TIERS[PRICE_TIERS.length - 1]!;
/** The last rate applies above the bound of the tier before it. */
const lastTierFrom = PRICE_TIERS[PRICE_TIERS.length - 2]!.upToM2;
const flatRoofPercent = Math.round((1 - ROOF_FACTORS.flachdach) * 100);
const metalRoofPercent = Math.round((ROOF_FACTORS.blechdach - 1) * 100);

const roofPerM2 = chf(ROOF_PRICE_PER_M2);
const calculator = quoteCalculatorText.de;
const [roofSmall, roofMedium] = ROOF_EXAMPLE_AREAS;

/** Response times from the cities module: "innert 24 bis 48 Stunden" and the cities that have them. */
const within = (time: ResponseTime) => `innert ${time.split("-").join(" bis ")} Stunden`;
const citiesWith = (time: ResponseTime) =>
  list(cities.filter((city) => responseTimeFor(city.slug) === time).map((city) => cityName(city.slug, "de")));

/** German names of the Romandie towns where German readers use their own (Genf, Sitten). */
const germanTownNames: Record<string, string> = {
  Genève: "Genf",
  Neuchâtel: "Neuenburg",
  Fribourg: "Freiburg",
  Sion: "Sitten",
};
/** The Romandie and Ticino regions of the cities module, as a German sentence names them. */
const germanRegionNames: Record<string, string> = {
  "Région lémanique": "in der Genferseeregion",
  "Neuchâtel, Fribourg et Nord vaudois": "im Raum Neuenburg, Freiburg und im nördlichen Waadtland",
  Valais: "im Wallis",
  Sud: "im Süden",
  Centro: "im Zentrum",
  Nord: "im Norden",
};
const townName = (name: string) => germanTownNames[name] ?? name;
/** "in der Genferseeregion (Genf, Lausanne, …); … sowie im Wallis (Sitten, Martigny, Monthey)". */
const regionsWithTowns = (regions: readonly ServiceRegion[]) => {
  const parts = regions.map(
    (region) =>
      `${germanRegionNames[region.name] ?? `in der Region ${region.name}`} (${region.cities.map(townName).join(", ")})`,
  );
  return parts.length < 2 ? (parts[0] ?? "") : `${parts.slice(0, -1).join("; ")} sowie ${parts.at(-1)}`;
};
/** "Logistikzentrum an der Autobahn (500 kWp): 90'000 kWh mehr Strom pro Jahr, …": one of the business page's examples. */
const roiExample = (title: string, f: RoiFigures) =>
  `${title} (${groupThousands(String(f.kWp))} kWp) mit ${groupThousands(String(f.recoveredKwh))} kWh mehr Strom pro Jahr, also ${chf(yearlyGainChf(f))} Mehrertrag bei ${chf(f.costChf)} Reinigungskosten pro Jahr – eine Rendite von ${roiPercent(f)} %`;

export const de: LanguageCards = {
  solarPrice: {
    text: `Die Basisreinigung gibt es ab ${basicPrice}, das Premium-Paket mit Inspektion ab ${premiumPrice}. Dazu kommen der Preis pro m², der Zu- oder Abschlag für die Dachart und ${vat} % MWST. Den genauen Preis der Basisreinigung inkl. MWST berechnet der Offertrechner aus Postleitzahl, Dachart und Grösse der Anlage – in m², kWp oder Anzahl Module; das Premium-Paket offerieren wir Ihnen auf Anfrage. Anfahrtskosten verrechnen wir nicht.`,
    link: { page: "prices", section: "calculator" },
  },
  premiumPackage: {
    text: `Das Premium-Paket gibt es ab ${premiumPrice}, zuzüglich Flächenpreis und MWST. Es umfasst die Basisreinigung und zusätzlich eine Inspektion Ihrer Anlage: Wir prüfen Module, Rahmen, Kabelführung und Befestigungen. Dazu erhalten Sie einen Inspektionsbericht mit Empfehlungen für Wartung und Reparaturen. Das Premium-Paket offerieren wir Ihnen auf Anfrage.`,
    link: { page: "prices" },
  },
  roofFactor: {
    text: `Gegenüber einem Ziegeldach ist die Reinigung der Solaranlage auf einem Blechdach ${metalRoofPercent} % teurer und auf einem Flachdach ${flatRoofPercent} % günstiger. Der Zuschlag oder Abzug gilt für den ganzen Nettobetrag aus Grundpauschale und Flächenpreis; dazu kommen ${vat} % MWST.`,
    link: { page: "prices" },
  },
  priceComposition: {
    text: `Der Preis setzt sich aus einer Grundpauschale von ${chf(FIXED_COST_CHF)} und einem Preis pro m² zusammen, der mit zunehmender Fläche sinkt: bis ${num(firstTier.upToM2)} m² ${rateChf(firstTier.chfPerM2)} pro m², über ${num(lastTierFrom)} m² noch ${rateChf(lastTier.chfPerM2)} pro m². Gegenüber einem Ziegeldach ist die Reinigung auf einem Flachdach ${flatRoofPercent} % günstiger und auf einem Blechdach ${metalRoofPercent} % teurer; dazu kommen ${vat} % MWST. Im Offertrechner können Sie eine Grösse bis ${num(MAX_SIZE)} m², kWp oder Module eingeben.`,
    link: { page: "prices", section: "calculator" },
  },
  quoteHowItWorks: {
    text: "Mit dem Offertrechner haben Sie Ihre Sofort-Offerte in zwei Minuten: Geben Sie Postleitzahl, Dachart und Grösse der Anlage ein, wahlweise in m², kWp oder Anzahl Module. Die Offerte als PDF können Sie gleich herunterladen, und Sie erhalten sie zusätzlich per E-Mail; der Betrag darin ist ein Fixpreis inkl. MWST und ohne Anfahrtskosten.",
    link: { page: "prices", section: "calculator" },
  },
  quoteValidity: {
    text: `Ihre Offerte gilt ${OFFER_VALID_DAYS} Tage. Bis zu welchem Datum genau, steht auf der PDF-Offerte unter «Gültig bis». Ist die Offerte abgelaufen, müssen Sie nichts neu eingeben: Auf der Seite Ihrer Offerte erhalten Sie mit dem Knopf «Neue Offerte mit denselben Angaben» eine neue Offerte zu den aktuellen Preisen.`,
    link: { page: "prices", section: "calculator" },
  },
  orderAfterQuote: {
    text: `Den Auftrag erteilen Sie am einfachsten online auf der Seite Ihrer Offerte: Den Link finden Sie in der E-Mail mit Ihrer Offerte, und die PDF-Offerte enthält ihn mit einem QR-Code. Sie können auch auf die E-Mail antworten oder uns anrufen. Wir melden uns ${reply} und schlagen Ihnen einen Termin vor – meist innert einer bis zwei Wochen, in der Hochsaison innert drei bis vier Wochen. Nehmen Sie die Offerte online an, erhalten Sie sofort eine Bestätigung per E-Mail.`,
    link: { page: "contact" },
  },
  payment: {
    text: "Die Rechnung erhalten Sie nach der Reinigung, zusammen mit dem Reinigungsprotokoll, zum offerierten Fixpreis. Zu weiteren Zahlungsmodalitäten gibt Ihnen unser Team gern Auskunft.",
    link: { page: "prices" },
  },
  travelCosts: {
    text: "Anfahrtskosten verrechnen wir nicht – in der ganzen Schweiz. Der Betrag in Ihrer Offerte ist ein Fixpreis für die angegebene Anlagengrösse und Dachart, ohne Zuschläge oder Nachforderungen.",
    link: { page: "prices" },
  },
  vat: {
    text: `Die Ausgangspreise – Basisreinigung ab ${basicPrice}, Premium-Paket ab ${premiumPrice} – und der Preis pro m² verstehen sich exkl. MWST. Der Offertrechner und Ihre Offerte weisen die ${vat} % MWST separat aus und nennen den Gesamtbetrag inkl. MWST.`,
    link: { page: "prices" },
  },
  insurance: {
    text: `Schäden, die wir bei der Arbeit verursachen, deckt unsere Betriebshaftpflichtversicherung bis ${insurance} – an Ihrer Anlage ebenso wie an Dach, Fassade oder Garten. Für jeden Einsatz erstellen wir ein Sicherheitskonzept mit Absturzsicherung nach den Regeln der Suva.`,
    link: { page: "certificates" },
  },
  guarantee: {
    text: "Es gilt unsere Zufriedenheitsgarantie: Entspricht das Ergebnis nicht Ihren Erwartungen, reinigen wir die beanstandeten Stellen kostenlos nach. Dazu kommt die Fixpreis-Garantie: Der offerierte Preis ist für uns verbindlich und gilt für die angegebene Anlagengrösse und Dachart, ohne Zuschläge oder Nachforderungen. Auf die Dachreinigung geben wir zusätzlich fünf Jahre Garantie.",
    link: { page: "certificates" },
  },
  certification: {
    text: `Unser Team hat ${certifiedSince} eine zertifizierte Schulung für die Solarreinigung abgeschlossen. Die Schulung betrifft nur die Solarreinigung; Dächer und Dachrinnen reinigen und Gründächer pflegen wir mit derselben Sorgfalt, aber ohne eigenes Zertifikat. Unsere Drohnen fliegen nach den Regeln des Bundesamts für Zivilluftfahrt (BAZL), und auf dem Dach arbeiten wir nach den Regeln der Suva für Arbeitssicherheit und Absturzsicherung.`,
    link: { page: "certificates" },
  },
  method: {
    text: "Wir reinigen Ihre Solarmodule ausschliesslich mit weichen Bürsten und demineralisiertem Wasser, das ohne Kalkflecken abtrocknet – ohne Chemie und ohne Hochdruck. Auf Einfamilienhäusern arbeitet unser Team von Hand, auf grossen Flachdächern setzen wir einen Reinigungsroboter ein.",
    link: { page: "solar" },
  },
  chemicals: {
    text: "Solarmodule reinigen wir ganz ohne Chemie und ohne Reinigungsmittel, ausschliesslich mit demineralisiertem Wasser. Zusammen mit den weichen Bürsten löst es Staub, Pollen und Vogelkot an, trocknet ohne Kalkflecken ab und hinterlässt keine Rückstände auf den Modulen, in der Dachrinne oder im Garten. Auch Dächer reinigen wir ohne Reinigungsmittel; danach tragen wir dort die im Preis inbegriffene Spezialimprägnierung auf.",
    link: { page: "solar" },
  },
  highPressure: {
    text: "Auf Solarmodulen setzen wir keinen Hochdruckreiniger ein, denn Hochdruck kann Dichtungen, Rahmen und die Antireflexbeschichtung der Module beschädigen. Wir reinigen mit Niederdruck und weichen Bürsten und halten uns an die Reinigungsvorgaben der Modulhersteller.",
    link: { page: "faq" },
  },
  robotsDrones: {
    text: "Wo es sinnvoll ist, setzen wir Roboter und Drohnen ein: Auf grossen Flachdächern von Gewerbe- und Industriebauten reinigt ein Roboter mit rotierender Bürste die Modulreihen gleichmässig und schnell. Drohnen nutzen wir für die Kontrolle und Dokumentation schwer zugänglicher Dächer; auf Einfamilienhäusern reinigt meist unser Team von Hand. Wir fliegen in der offenen Kategorie nach den Vorgaben des Bundesamts für Zivilluftfahrt (BAZL), beachten Flugbeschränkungsgebiete und informieren Sie und bei Bedarf Ihre Nachbarschaft vor dem Flug.",
    link: { page: "solar" },
  },
  duration: {
    text: "Eine Anlage von 50 bis 100 m² reinigen wir in der Regel in zwei bis vier Stunden. Sie müssen nicht zu Hause sein; wir brauchen Zugang zum Dach und einen Wasseranschluss.",
    link: { page: "faq" },
  },
  onTheDay: {
    text: "Am Tag der Reinigung brauchen wir Zugang zum Dach und einen Wasseranschluss, zum Beispiel einen Aussenwasserhahn; einen Stromanschluss brauchen wir nicht zwingend. Sie müssen nicht zu Hause sein; nach der Reinigung erhalten Sie ein Reinigungsprotokoll.",
    link: { page: "faq" },
  },
  solarInterval: {
    text: "Wir empfehlen, die Solaranlage alle ein bis zwei Jahre reinigen und dabei kontrollieren zu lassen. In der Nähe von Landwirtschaft, Bäumen, stark befahrenen Strassen oder Industrie verschmutzen die Module schneller; dort lohnt sich meist eine jährliche Reinigung.",
    link: { page: "solar" },
  },
  yieldGain: {
    text: `Solange der Schmutz auf den Modulen liegt, kostet leichte Verschmutzung durch Staub und Pollen eine Solaranlage ${soiling.light.from} bis ${soiling.light.to} % Ertrag, starke Verschmutzung durch Vogelkot, Laub oder Flechten ${soiling.heavy.from} bis ${soiling.heavy.to} %. Eine gereinigte Anlage liefert bis zu ${upTo} % mehr Ertrag als eine verschmutzte; was das für Ihre Anlage in Franken bedeutet, zeigt der Verlustrechner.`,
    link: { page: "solar" },
  },
  leadTime: {
    text: `Auf Ihre Anfrage antworten wir ${reply}. Einen Reinigungstermin erhalten Sie meist innert einer bis zwei Wochen, in der Hochsaison im Frühling und Sommer innert drei bis vier Wochen.`,
    link: { page: "faq" },
  },
  replyTime: {
    text: `Auf jede Anfrage erhalten Sie ${reply} eine Antwort, ob Sie uns über das Kontaktformular oder per E-Mail schreiben.`,
    link: { page: "contact" },
  },
  hours: {
    text: `Unsere Bürozeiten sind ${officeHours}; in dieser Zeit erreichen Sie uns auch telefonisch. Schriftliche Anfragen beantworten wir ${reply}.`,
    link: { page: "contact" },
  },
  contact: {
    text: `Während der Bürozeiten (${officeHours}) erreichen Sie uns telefonisch unter {phone}. Schreiben Sie uns über das Kontaktformular oder per E-Mail an {email}; wir antworten ${reply}. Unsere Adresse: {address}.`,
    link: { page: "contact" },
  },
  emergency: {
    text: `Bei einem dringenden Problem, etwa einer überlaufenden Dachrinne oder einem Sturmschaden, senden Sie uns eine E-Mail an {email} mit dem Betreff NOTFALL – solche Nachrichten bearbeiten wir zuerst. Während der Bürozeiten (${officeHours}) erreichen Sie uns auch telefonisch unter {phone}. Bitte steigen Sie bei Sturm oder Gewitter nicht selbst auf die Leiter.`,
    link: { page: "contact" },
  },
  regions: {
    text: `${germanServiceArea} In dringenden Fällen sind wir ${within("24")} in ${citiesWith("24")} vor Ort, ${within("48-72")} in ${citiesWith("48-72")} und an den meisten anderen Orten ${within("24-48")}.`,
    link: { page: "contact" },
  },
  romandie: {
    text: `In der Romandie sind wir in drei Regionen im Einsatz: ${regionsWithTowns(frenchRegions)}. Anfahrtskosten verrechnen wir auch dort nicht.`,
    link: { page: "contact" },
  },
  ticino: {
    text: `Im Tessin sind wir in drei Gebieten im Einsatz: ${regionsWithTowns(ticinoRegions)}. Anfahrtskosten verrechnen wir auch im Tessin nicht.`,
    link: { page: "contact" },
  },
  roofPrice: {
    text: `Die Dachreinigung kostet ${roofPerM2} pro m² zuzüglich MWST, Anfahrtskosten verrechnen wir nicht; inbegriffen sind Moos- und Algenentfernung, die Reinigung der Dachrinnen, eine Spezialimprägnierung und fünf Jahre Garantie; eine farbige Dachbeschichtung bieten wir auf Anfrage an. Ein Dach von ${num(roofSmall)} m² kostet so ${chf(roofTotal(roofSmall))}, eines von ${num(roofMedium)} m² ${chf(roofTotal(roofMedium))}. Der Preisrechner auf der Seite Dachreinigung zeigt den Betrag für Flächen von ${num(AREA_MIN)} bis ${num(AREA_MAX)} m².`,
    link: { page: "roofCleaning" },
  },
  roofMethod: {
    text: "Wir reinigen Ziegel-, Flach- und Blechdächer materialgerecht und ohne Reinigungsmittel mit Niederdruck von 1 bis 3 bar, auf Flachdächern mit 0,5 bis 1 bar, und wo das Material es erlaubt mit Heisswasser von 80 bis 95 °C – nie mit Hochdruck. So entfernen wir Moos, Algen und Flechten; dicke Moospolster lösen wir zuerst von Hand. Nach dem Abtrocknen tragen wir die im Preis inbegriffene Spezialimprägnierung auf; eine farbige Dachbeschichtung bieten wir auf Anfrage an.",
    link: { page: "roofCleaning" },
  },
  roofGuarantee: {
    text: "Auf die Dachreinigung geben wir fünf Jahre Garantie. Bei der Abnahme erhalten Sie den Garantieschein mit Umfang und Bedingungen der Garantie und ein Reinigungsprotokoll mit Vorher-nachher-Fotos sowie Hinweisen auf allfällige Schäden.",
    link: { page: "roofCleaning" },
  },
  roofInterval: {
    text: "Für die meisten Dächer in der Region Basel empfehlen wir eine Reinigung alle drei bis fünf Jahre. Auf Nordseiten, unter Bäumen und im feuchten Klima entlang von Rhein, Birs und Wiese wächst Moos schneller; dort raten wir eher zu drei Jahren.",
    link: { page: "roofCleaning" },
  },
  asbestos: {
    text: "Faserzementplatten und -schindeln (Eternit), die vor 1990 verlegt wurden, können Asbest enthalten; solche Dächer reinigen wir weder mit Druck noch mechanisch. Ist Asbest möglich, lassen wir zuerst eine Materialprobe analysieren, reinigen nur asbestfreie Platten und nennen Ihnen für eine Sanierung eine anerkannte Fachfirma.",
    link: { page: "roofCleaning" },
  },
  paysOff: {
    text: `Das hängt von Anlage und Standort ab. Eine gereinigte Anlage liefert bis zu ${upTo} % mehr Ertrag als eine verschmutzte; allein über den Mehrertrag macht sich eine Reinigung vor allem bei grösseren Anlagen an Standorten mit deutlicher Verschmutzung bezahlt: Beim Landwirtschaftsbetrieb mit Stall und 100-kWp-Anlage aus dem Rechenbeispiel unseres Ratgebers beträgt die Bilanz über zwei Jahre plus CHF 2'130. Beim Einfamilienhaus in sauberer Umgebung deckt der Mehrertrag die Kosten nicht; dort liegt der Wert der Reinigung in der Sichtkontrolle, im Schutz vor Hotspots und Materialschäden und im Nachweis gegenüber dem Hersteller. Für solche Anlagen empfehlen wir eine Reinigung alle zwei Jahre und einen regelmässigen Blick ins Monitoring. Ihre eigenen Werte berechnen Sie mit dem Verlustrechner.`,
    link: { page: "blog:regular-cleaning-roi" },
  },
  roiExamples: {
    text: `Unsere Seite für Unternehmen zeigt drei Beispiele aus unserer Praxis: ${roiExample("ein Logistikzentrum an der Autobahn", roiExampleFigures.logistics)}; ${roiExample("eine von einer Verwaltung betreute Wohnüberbauung in Zürich", roiExampleFigures.residential)}; ${roiExample("ein Landwirtschaftsbetrieb im Fricktal", roiExampleFigures.farm)}. Die Rendite ist der jährliche Mehrertrag abzüglich der Reinigungskosten, geteilt durch die Reinigungskosten.`,
    link: { page: "b2b" },
  },
  slateRoof: {
    text: "Auch Schieferdächer reinigen wir, mit besonderer Sorgfalt: Naturschiefer ist langlebig, aber spröde. Wir arbeiten langsam und grösstenteils von Hand, mit weichen Bürsten, Niederdruck von 1 bis 2 bar und Heisswasser von 80 bis 95 °C; das Dach begehen wir nur über Dachleitern und Dachhaken. Lose Platten und lockere Schieferhaken dokumentieren wir; imprägniert wird nur, wo es dem Schiefer nützt.",
    link: { page: "roofCleaning" },
  },
  metalRoof: {
    text: "Metall- und Blechdächer aus beschichtetem Stahlblech, Titanzink, Kupfer oder Aluminium vertragen keine Scheuermittel und keine harten Bürsten. Wir reinigen sie mit weichen Bürsten und Niederdruck von 1 bis 2 bar, beschichtetes Blech mit Heisswasser von 80 bis 95 °C. Bei Kupfer und Titanzink erhalten wir die natürliche Patina. Schrauben, Dichtungen und Rostansätze kontrollieren wir; Schäden an der Beschichtung fotografieren wir und melden sie Ihnen.",
    link: { page: "roofCleaning" },
  },
  gutterPrice: {
    text: `Bei der Dachrinnenreinigung leeren wir die Rinnen von Hand, spülen die Fallrohre durch und halten Schäden mit Fotos im Reinigungsprotokoll fest; dafür offerieren wir Ihnen einen Fixpreis nach Länge der Rinnen, Anzahl Fallrohre, Gebäudehöhe und Zugang, ohne Anfahrtskosten. Fordern Sie einfach eine Offerte an, wir antworten ${reply}. Lassen Sie Ihr Dach bei uns reinigen, ist die Rinnenreinigung im Preis von ${roofPerM2} pro m² bereits enthalten.`,
    link: { page: "gutterCleaning" },
  },
  gutterInterval: {
    text: "Wir empfehlen, Dachrinnen mindestens einmal pro Jahr reinigen zu lassen, am besten im Spätherbst nach dem Laubfall. Stehen Bäume in der Nähe, sind zwei Reinigungen sinnvoll, im Frühling und im Spätherbst; grenzt Ihr Haus an einen Wald, drei Reinigungen pro Jahr.",
    link: { page: "gutterCleaning" },
  },
  leafGuard: {
    text: "Laubschutzgitter, Laubfangkörbe und Regensammler reinigen wir bei der Dachrinnenreinigung mit, und auf Wunsch montieren wir neue Laubschutzgitter. Ein Gitter hält grobes Laub zurück und verlängert die Abstände zwischen den Reinigungen, ersetzt die Reinigung aber nicht: Nadeln, Samen und feiner Schmutz gelangen trotzdem in die Rinne.",
    link: { page: "gutterCleaning" },
  },
  greenRoofInterval: {
    text: `Extensive Gründächer mit Sedum, Moosen und Kräutern pflegen wir in der Regel ${times(greenRoofFacts.extensiveVisitsPerYear)} pro Jahr, im Frühling und im Herbst. Intensive Gründächer mit Stauden, Rasen oder Gehölzen pflegen wir einmal pro Jahreszeit, also ${times(greenRoofFacts.intensiveVisitsPerYear)} pro Jahr, im Sommer inklusive Bewässerungskontrolle und Rückschnitt; im Winter kontrollieren wir nur, vor allem die Abläufe nach Stürmen. Mit einem Wartungsvertrag legen wir die Intervalle nach Bedarf fest.`,
    link: { page: "greenRoof" },
  },
  greenRoofTasks: {
    text: "Zur Gründachpflege gehören die Pflege der Vegetation, das Entfernen von unerwünschtem Aufwuchs wie Gehölzsämlingen und das Freihalten von Abläufen, Kiesstreifen und Dachrinnen. Kahle Stellen schliessen wir mit Nachsaat, Sedumsprossen oder Substrat, und nach jedem Pflegegang halten wir den Zustand des Dachs mit Fotos im Pflegeprotokoll fest.",
    link: { page: "greenRoof" },
  },
  greenRoofPrice: {
    text: `Für die Gründachpflege gibt es keine feste Preisliste: Wir erstellen Ihnen eine Offerte nach Lage, Grösse und Art der Begrünung. Schreiben Sie uns diese Angaben, und wir melden uns ${reply} mit einem Vorschlag für Pflegegänge und Intervalle. Anfahrtskosten verrechnen wir keine.`,
    link: { page: "greenRoof" },
  },
  greenRoofCertification: {
    text: `Die zertifizierte Schulung, die unser Team ${certifiedSince} abgeschlossen hat, bezieht sich ausschliesslich auf die Reinigung von Solaranlagen; für die Gründachpflege gibt es kein eigenes Zertifikat. Wir arbeiten mit derselben Sorgfalt und erstellen für jeden Einsatz ein Sicherheitskonzept. Schäden, die wir bei der Arbeit verursachen, deckt unsere Betriebshaftpflichtversicherung bis ${insurance}.`,
    link: { page: "greenRoof" },
  },
  greenRoofWithSolar: {
    text: "Gründach und Solaranlage zusammen pflegen zu lassen, ist oft sinnvoll: Die Vegetation darf die Module nicht beschatten, und Blütenstaub verschmutzt die Glasflächen. Wir kürzen hohen Aufwuchs vor den Modulreihen und reinigen die Module im selben Einsatz, ohne Anfahrtskosten; dank der tieferen Temperaturen über dem Gründach arbeiten die Module zudem effizienter.",
    link: { page: "greenRoof" },
  },
  b2bContracts: {
    text: `Für Unternehmen und Verwaltungen bieten wir Wartungsverträge in drei Stufen an: Basis (ein Jahr, zwei Reinigungen pro Jahr, ${b2bFacts.minAreaM2}–500 m²), Professional (drei Jahre, drei bis vier Reinigungen pro Jahr, 500–2'000 m², mit Preisgarantie über die ganze Laufzeit) und Enterprise für grosse Anlagen und Portfolios ab 2'000 m², mit individueller Laufzeit und Reinigungen nach Bedarf. Zu jeder Anlage erhalten Sie ein Reinigungsprotokoll mit Fotos, und ab ${germanCount(b2bFacts.volumeDiscountFromProperties)} Liegenschaften gewähren wir Mengenrabatte.`,
    link: { page: "b2b" },
  },
  b2bConsultation: {
    text: `Die Erstberatung für Unternehmen ist kostenlos: Senden Sie uns Standort, Modulfläche oder Leistung in kWp und, falls vorhanden, Ihre Ertragsdaten der letzten zwei Jahre. Wir schätzen Ihren Verlust durch Verschmutzung, schlagen Vertragsmodell und Reinigungsintervall vor und senden Ihnen ${reply} nach der Besichtigung eine verbindliche Offerte.`,
    link: { page: "b2b" },
  },
  maintenancePlan: {
    text: "Unseren Wartungsplan können Sie im Blog kostenlos als PDF herunterladen. Er zeigt auf zwei Seiten alle Intervalle für Solaranlage, Dach, Dachrinnen und Gründach – mit Jahreskalender und den Pflegearbeiten nach Jahreszeit.",
    link: { page: "blog" },
  },
  maintenanceContract: {
    text: "Mit einem Wartungsvertrag planen wir Reinigung und Kontrolle zu festen Terminen, jährlich oder halbjährlich – für Eigentümerinnen und Eigentümer ebenso wie für Verwaltungen, auf Wunsch kombiniert mit der Pflege von Dachrinnen und Gründach. Sie müssen nicht an den nächsten Termin denken: Wir melden uns rechtzeitig, und die Reinigungsprotokolle ergeben über die Jahre eine lückenlose Dokumentation.",
    link: { page: "b2b" },
  },
  season: {
    text: "Am meisten bringt eine Solarreinigung im Frühling, vor den ertragsstärksten Monaten; an Standorten mit viel Blütenstaub nach der Hauptblüte, in der Nähe von Feldern nach der Ernte im Spätsommer oder Herbst. Bei Frost reinigen wir nicht, weil das Wasser auf den Modulen gefrieren würde; an heissen Sommertagen arbeiten wir in den Morgenstunden, solange die Module noch kühl sind.",
    link: { page: "blog:regular-cleaning-roi" },
  },
  company: {
    text: `Wir haben unser Unternehmen ${siteFacts.foundedYear} in Basel gegründet und sind heute mit ${teams} regionalen Teams unterwegs. Seither haben wir ${num(siteFacts.modulesCleaned)} Solarmodule gereinigt und zählen über ${siteFacts.customersOver} Kundinnen und Kunden – vom Einfamilienhaus bis zum Industriedach.`,
    link: { page: "about" },
  },
  reviews: {
    text: `Unsere Kundinnen und Kunden bewerten uns mit durchschnittlich ${formatDecimal(siteFacts.rating, "de", 1)} von 5 Sternen (${siteFacts.reviewCount} Bewertungen).`,
    link: { page: "home" },
  },
  warrantyPanels: {
    text: "Wir reinigen so, wie es die Reinigungsanleitungen der Modulhersteller verlangen – ohne Hochdruck, mit weichen Bürsten und ohne scheuernde Mittel. Im Reinigungsprotokoll halten wir fest, wie wir gereinigt haben.",
    link: { page: "certificates" },
  },
  gutterWithSolar: {
    text: "Sind wir für die Solarreinigung auf dem Dach, reinigen wir auf Wunsch die Dachrinnen im selben Einsatz. Das lohnt sich: Verstopfte Rinnen laufen bei Starkregen über und führen zu Wasserschäden an Fassade und Dachrand. Die Dachrinnenreinigung offerieren wir Ihnen zu einem Fixpreis, der sich nach Länge der Rinnen, Anzahl Fallrohre, Gebäudehöhe und Zugang richtet, ohne Anfahrtskosten.",
    link: { page: "gutterCleaning" },
  },
  roofWithSolar: {
    text: "Dach und Solaranlage reinigen wir auf Wunsch im selben Einsatz: das Dach schonend mit Niederdruck, die Module fachgerecht mit demineralisiertem Wasser und ohne Chemie. Die Module selbst betreten wir dabei nie.",
    link: { page: "roofCleaning" },
  },
  b2bOperations: {
    text: "Wir reinigen Anlagen von Unternehmen ohne Betriebsunterbruch, und Einsätze ausserhalb Ihrer Betriebszeiten sind möglich. Auf grossen Flachdächern arbeiten wir mit dem Reinigungsroboter und demineralisiertem Wasser, zu jeder Anlage erhalten Sie ein Reinigungsprotokoll.",
    link: { page: "b2b" },
  },
  b2bMinimum: {
    text: `Unternehmen, Liegenschaftsverwaltungen und das Facility-Management betreuen wir ab ${b2bFacts.minAreaM2} m² Modulfläche. Der Wartungsvertrag Basis gilt für ${b2bFacts.minAreaM2}–500 m², Professional für 500–2'000 m² und Enterprise ab 2'000 m².`,
    link: { page: "b2b" },
  },
  quoteWithoutPhotos: {
    text: `Nein, Fotos sind für die Offerte nicht nötig: Für die Basisreinigung Ihrer Solaranlage genügen im Offertrechner Postleitzahl, Dachart und Grösse der Anlage (in m², in kWp oder als Anzahl Module). Den Fixpreis sehen Sie in ${germanCount(homeFacts.quoteMinutes)} Minuten. Möchten Sie uns Ihre Anlage lieber zeigen, schicken Sie uns ein Foto per WhatsApp – wir melden uns mit einer Einschätzung und einem Preis.`,
    link: { page: "prices", section: "calculator" },
  },
  companyGrowth: {
    text: `Dachreinigung, Dachrinnenreinigung und Gründachpflege bieten wir seit unserer Wachstumsphase von ${siteFacts.growthYears.from} bis ${siteFacts.growthYears.to} an; angefangen haben wir ${siteFacts.foundedYear} in Basel mit der Solarreinigung. In denselben Jahren sind unsere Teams im Aargau, in Zürich, in der Zentralschweiz, in Bern und in Langenthal dazugekommen, und seither setzen wir Reinigungsroboter für grosse Flachdächer und Drohnen für Kontrolle und Dokumentation ein.`,
    link: { page: "about" },
  },
  businessContactPerson: {
    text: `Ja: Als Unternehmen oder Verwaltung haben Sie bei uns eine feste Ansprechperson für alle Ihre Liegenschaften. Dazu bieten wir Wartungsverträge an, und ab ${germanCount(b2bFacts.volumeDiscountFromProperties)} Liegenschaften gewähren wir Mengenrabatte.`,
    link: { page: "b2b" },
  },
  documentsOnRequest: {
    text: `Ja, gern: Wir senden Ihnen die Bestätigung der zertifizierten Schulung für die Solarreinigung (${certifiedSince}), die Bestätigung unserer Betriebshaftpflichtversicherung (bis ${insurance}) und das Sicherheitskonzept, das wir nach den Regeln der Suva für Ihren Einsatz erstellen. Schreiben Sie uns dazu kurz über die Kontaktseite.`,
    link: { page: "certificates" },
  },
  greenRoofMixed: {
    text: `Bei einem gemischt begrünten Dach – etwa Sedumflächen mit einigen Beeten – kommen wir in der Regel ${germanCount(greenRoofFacts.mixedVisitsPerYear.from)}- bis ${germanCount(greenRoofFacts.mixedVisitsPerYear.to)}mal pro Jahr; das genaue Intervall legen wir nach Zustand und Bepflanzung fest. Die Sedumflächen pflegen wir wie ein extensives Gründach, dazu kommen die Beete und allfällige Gehölze.`,
    link: { page: "blog:green-roof-intervals" },
  },
  quoteFree: {
    text: "Unsere Offerte ist kostenlos und für Sie unverbindlich; der Preis darin gilt für uns verbindlich. Mit dem Offertrechner erhalten Sie Ihren Fixpreis in zwei Minuten als PDF. Einen Auftrag erteilen Sie erst, wenn Sie die Offerte online annehmen, auf die E-Mail antworten oder uns anrufen.",
    link: { page: "leads" },
  },
  insuranceProof: {
    text: `Die Versicherungsbestätigung senden wir Ihnen auf Wunsch vor dem Einsatz zu. Schäden, die wir bei der Arbeit verursachen, deckt unsere Betriebshaftpflichtversicherung bis ${insurance} – bei der Solarreinigung ebenso wie bei Dachreinigung, Dachrinnenreinigung und Gründachpflege.`,
    link: { page: "certificates" },
  },
  languages: {
    text: "Wir beraten und offerieren in den vier Sprachen unserer Website: Deutsch, Französisch, Italienisch und Englisch. Rufen Sie uns an oder schreiben Sie uns in der Sprache, die Ihnen von diesen am besten liegt.",
    link: { page: "contact" },
  },
  calculatorInputs: {
    text: `Pflichtfelder im Offertrechner sind «${calculator.plzLabel}», «${calculator.roofTypeLabel}», «${calculator.sizeLabel}», «${calculator.companyLabel}» und «E-Mail-Adresse»; Telefonnummer und Bemerkungen sind freiwillig. Die Grösse geben Sie wahlweise in m², kWp oder Anzahl Module ein, höchstens ${num(MAX_SIZE)}; der Rechner rechnet mit ${num(M2_PER_UNIT.kwp)} m² pro kWp und ${num(M2_PER_UNIT.panel)} m² pro Modul. Als Dachart wählen Sie ${calculator.roofTypes.ziegeldach}, ${calculator.roofTypes.flachdach} (${flatRoofPercent} % günstiger) oder ${calculator.roofTypes.blechdach} (${metalRoofPercent} % teurer).`,
    link: { page: "prices", section: "calculator" },
  },
  companyIdentity: {
    text: "Unser Unternehmen ist als {companyName} im Handelsregister des Kantons Basel-Stadt eingetragen; unsere Adresse lautet {address}. Die Unternehmens-Identifikationsnummer (UID) ist {uid}; Sie finden sie auch im Impressum und in der Fusszeile jeder Seite.",
    link: { page: "imprint" },
  },
  waterSupply: {
    text: "Am Tag der Reinigung brauchen wir bei Ihnen einen Wasseranschluss, zum Beispiel einen Aussenwasserhahn. Das Wasser demineralisieren wir vor Ort mit einem Ionenaustauscher, ganz ohne Chemie; so trocknet es ohne Kalkflecken ab und hinterlässt keine Rückstände.",
    link: { page: "solar" },
  },
  calculatorPrivacy: {
    text: "Der Verlustrechner, der Ertragsrechner und der Preisrechner für die Dachreinigung rechnen ausschliesslich in Ihrem Browser: Die eingegebenen Anlagendaten werden nicht an uns übermittelt und nicht gespeichert. Nur wenn Sie mit dem Offertrechner eine Offerte als PDF erstellen, speichern wir Ihre Angaben mit der Offerte.",
    link: { page: "privacy" },
  },
  roofAreaEstimate: {
    text: `Als Faustregel nehmen Sie die Grundfläche des Hauses inklusive Dachvorsprung mal ${num(GABLE_ROOF_AREA_FACTOR.min)} bis ${num(GABLE_ROOF_AREA_FACTOR.max)}; das gilt für ein übliches Satteldach. Mit diesem Wert rechnet der Preisrechner für die Dachreinigung, und den genauen Wert bestätigen wir in der Offerte.`,
    link: { page: "roofCleaning" },
  },
  calculatorEstimates: {
    text: "Die Ergebnisse des Ertragsrechners, des Verlustrechners und des Preisrechners für die Dachreinigung sind Schätzungen. Verbindlich sind der Preis der Sofort-Offerte, die Sie als PDF erhalten, und jede andere schriftliche Offerte.",
    link: { page: "imprint" },
  },
  saharaDust: {
    text: "Saharastaub ist fein und mineralisch; trocken abgewischt kann er das Modulglas zerkratzen. Versuchen Sie es deshalb nicht selbst mit Besen oder Tuch. Wir spülen den Staub mit reichlich demineralisiertem Wasser bei Niederdruck ab und reinigen erst danach die Oberfläche.",
    link: { page: "solar" },
  },
  dataRights: {
    text: "Sie haben das Recht auf Auskunft über Ihre Personendaten, auf Berichtigung und auf Löschung, soweit keine Aufbewahrungspflicht entgegensteht. Schreiben Sie uns dazu an {email} oder per Post an {address}; damit wir keine Daten an Unbefugte herausgeben, können wir Sie bitten, Ihre Identität nachzuweisen. Beschweren können Sie sich beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) in Bern.",
    link: { page: "privacy" },
  },
  dataRetention: {
    text: `Nachrichten aus dem Kontaktformular bewahren wir ${privacyRetention.contactYears} Jahre auf, die Daten der Sofort-Offerte (Angaben, berechnete Preise, Offerte als PDF) ${privacyRetention.quoteYears} Jahre und E-Mails, die über die Website versendet werden, ${privacyRetention.emailYears} Jahre; danach werden sie automatisch gelöscht. Sie haben das Recht auf Auskunft, Berichtigung und Löschung Ihrer Daten.`,
    link: { page: "privacy" },
  },
  reminder: {
    text: "Wenn Sie die Offerte online annehmen, können Sie auf der Seite Ihrer Offerte «Erinnern Sie mich, wenn die nächste Reinigung fällig ist» ankreuzen. Dann erinnern wir Sie per E-Mail an die nächste Reinigung, mit einem Link zu einer neuen Offerte mit denselben Angaben; die Erinnerung können Sie mit einem Klick abbestellen. Mit einem Wartungsvertrag melden wir uns ohnehin rechtzeitig.",
    link: { page: "prices", section: "calculator" },
  },
  tenant: {
    text: "Auch als Mieterin oder Mieter können Sie bei uns eine Reinigung anfragen. Arbeiten auf dem Dach gibt aber meist die Vermieterschaft oder die Verwaltung in Auftrag. Beziehen Sie diese deshalb frühzeitig ein und geben Sie uns in Ihrer Anfrage deren Kontaktdaten an.",
    link: { page: "contact" },
  },
  snowYourself: {
    text: "Wir raten davon ab. Schaufeln und Besen können Glas und Rahmen zerkratzen, und auf verschneiten Dächern besteht Absturzgefahr. Auf den glatten Modulen rutscht der Schnee bei Sonne meist von selbst ab. Fallen Ihnen nach dem Winter Schäden oder Schmutzränder auf, halten wir sie bei der nächsten Reinigung mit Fotos fest.",
    link: { page: "city:st-gallen" },
  },
  walkOnPanels: {
    text: "Nein, Solarmodule betreten wir nie. Wir reinigen sie mit demineralisiertem Wasser und weichen Bürsten, ohne Hochdruck und ohne sie zu belasten. Auf grossen Flachdächern setzen wir einen Reinigungsroboter ein, der die Module dank seines geringen Gewichts kaum belastet.",
    link: { page: "solar" },
  },
  safety: {
    text: "Für jeden Einsatz erstellen wir ein Sicherheitskonzept. Arbeiten auf dem Dach sichern wir nach den Regeln der Suva gegen Absturz, je nach Dach mit Anschlagpunkten und Seilsicherung, Gerüst oder Hubarbeitsbühne; den Bereich unter dem Dach sperren wir bei Bedarf ab. Unsere Mitarbeitenden werden regelmässig in Arbeitssicherheit und Absturzsicherung geschult.",
    link: { page: "certificates" },
  },
  servicesOverview: {
    text: "Neben der Solarreinigung reinigen wir Dächer und Dachrinnen und pflegen Gründächer – für Privatpersonen ebenso wie für Unternehmen und Verwaltungen; für regelmässige Einsätze bieten wir Wartungsverträge an. Dach und Solaranlage reinigen wir auf Wunsch im selben Einsatz, und bei der Dachreinigung ist die Reinigung der Dachrinnen inbegriffen.",
    link: { page: "home" },
  },
  fixedPrice: {
    text: "Der Preis, den Ihnen der Offertrechner online berechnet und den Ihre Offerte nennt, ist ein Fixpreis und für uns verbindlich: Er gilt für die angegebene Anlagengrösse und Dachart, inkl. MWST und ohne Anfahrtskosten. Dank unserer Fixpreis-Garantie kommen am Tag der Reinigung keine Zuschläge oder Nachforderungen dazu.",
    link: { page: "prices", section: "calculator" },
  },
  acceptForm: {
    text: `Auf der Seite Ihrer Offerte erteilen Sie den Auftrag mit wenigen Angaben: Adresse des Einsatzorts (Strasse, PLZ und Ort), Telefonnummer und gewünschter Zeitraum – «So bald wie möglich», «Flexibel» oder ein bestimmter Monat. Unter «Hinweise zum Zugang» können Sie uns den Zugang zum Dach und den Wasseranschluss beschreiben oder angeben, ob eine Leiter oder Hubarbeitsbühne nötig ist. Auf Wunsch erinnern wir Sie, wenn die nächste Reinigung fällig ist. Danach schlagen wir Ihnen einen Termin vor.`,
    link: { page: "prices" },
  },
  declineQuote: {
    text: `Sie müssen nichts tun: Ihre Offerte ist unverbindlich und gilt ${OFFER_VALID_DAYS} Tage. Möchten Sie uns Bescheid geben, lehnen Sie sie auf der Seite Ihrer Offerte unter «Kein Interesse?» mit «Nein, danke» ab; einen Grund anzugeben ist freiwillig. Ist Ihre Offerte nach einigen Tagen weder angenommen noch abgelehnt, erinnern wir Sie einmal per E-Mail daran; auch diese Erinnerung können Sie mit einem Klick auf «Keine Erinnerungen mehr erhalten» abbestellen. Wenn Sie es sich anders überlegen, erstellen Sie jederzeit eine neue Offerte.`,
    link: { page: "prices" },
  },
};
