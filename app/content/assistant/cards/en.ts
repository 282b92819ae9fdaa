import { OFFER_VALID_DAYS } from "#app/domain/offer-validity";
import { cities, cityName, frenchRegions, responseTimeFor, ticinoRegions } from "#app/content/cities";
import type { ResponseTime, ServiceRegion } from "#app/content/cities";
import { englishCount, englishServiceArea } from "#app/content/phrasing/en";
import { b2bFacts, roiExampleFigures, roiPercent, yearlyGainChf, type RoiFigures } from "#app/content/pages/b2b/roi";
import { greenRoofFacts } from "#app/content/pages/green-roof/facts";
import { homeFacts } from "#app/content/pages/home/facts";
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
 * Answer cards in plain British English for English-speaking expats in Switzerland (“you”, British
 * spelling, the term base of app/content/glossary/en.ts): what the German pages, the site facts and the
 * English pages say about each thing. Every number comes from the facts modules; a figure no module holds
 * (30 days, 2 to 4 hours, 1 to 3 bar …) is written as the German page states it.
 */

/** Francs: whole francs as "CHF 388", anything with rappen as "CHF 0.85". */
const chf = (amount: number) => formatChf(amount, Number.isInteger(amount) ? 0 : 2);
/** A number in the English style ("8.1", "8'643"). */
const num = (value: number, maxDecimals = 2) => formatDecimal(value, "en", maxDecimals);
const percent = (value: number) => `${num(value)}%`;
const reply = `within ${siteFacts.replyWithinHours} hours`;
const insurance = `CHF ${num(siteFacts.liabilityInsuranceChf / 1_000_000)} million`;
const { light, heavy } = siteFacts.soilingLossPercent;
const upTo = percent(siteFacts.yieldGainUpToPercent);
const { days, opens, closes } = siteFacts.hours;
const officeHours = `${days[0]} to ${days[days.length - 1]}, ${opens}–${closes}`;
const firstTier = PRICE_TIERS[0]!;
const lastTier = PRICE_TIERS[PRICE_TIERS.length - 1]!;
/** The last rate applies above the upper bound of the tier before it. */
const lastTierAbove = PRICE_TIERS[PRICE_TIERS.length - 2]!.upToM2;
const flatRoofLess = percent(Math.round((1 - ROOF_FACTORS.flachdach) * 100));
const metalRoofMore = percent(Math.round((ROOF_FACTORS.blechdach - 1) * 100));
const vat = percent(VAT_RATE * 100);
const [roofExampleArea, roofLargerArea] = ROOF_EXAMPLE_AREAS;
const calculator = quoteCalculatorText.en;

const countWords = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
/** "three" for 3, digits from 10 on. */
const count = (value: number) => countWords[value] ?? num(value);
const timesAYear = (visits: number) =>
  visits === 1 ? "once a year" : visits === 2 ? "twice a year" : `${count(visits)} times a year`;

/** "a, b and c" (no serial comma, as in British usage). */
function joinList(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** Names an English reader knows for the French- and Italian-named regions and towns of the cities module. */
const englishNames: Record<string, string> = {
  "Région lémanique": "the Lake Geneva region",
  "Neuchâtel, Fribourg et Nord vaudois": "Neuchâtel, Fribourg and northern Vaud",
  Genève: "Geneva",
  Sud: "southern Ticino",
  Centro: "central Ticino",
  Nord: "northern Ticino",
};
const inEnglish = (name: string) => englishNames[name] ?? name;

/** "A with x, y and z; B with …; and C with …". */
function regionList(regions: readonly ServiceRegion[]): string {
  const parts = regions.map((region) => `${inEnglish(region.name)} with ${joinList(region.cities.map(inEnglish))}`);
  return parts.length < 2 ? (parts[0] ?? "") : `${parts.slice(0, -1).join("; ")}; and ${parts.at(-1)}`;
}

/** The cities of the cities module with a given call-out time, in English. */
const citiesWith = (time: ResponseTime) =>
  joinList(cities.filter((city) => responseTimeFor(city.slug) === time).map((city) => cityName(city.slug, "en")));
/** "24 hours", "24 to 48 hours". */
const callOutHours = (time: ResponseTime) => `${time.split("-").join(" to ")} hours`;

/** Both "from" prices are base charges: the price per m² and the roof-type adjustment come on top, then VAT. */
const fromPrices = `Prices start at ${chf(siteFacts.priceFromChf)} for basic cleaning and at ${chf(siteFacts.premiumPriceChf)} for the premium package with an inspection of your system. Both are base charges: the price per m² and the roof-type adjustment are added, and your quote shows the total including ${vat} VAT.`;
/** "a logistics centre by the motorway (500 kWp): 90'000 kWh more a year, …": one of the business page's examples. */
const roiExample = (title: string, f: RoiFigures) =>
  `${title} (${groupThousands(String(f.kWp))} kWp), with ${groupThousands(String(f.recoveredKwh))} kWh more electricity a year, worth ${chf(yearlyGainChf(f))}, against cleaning costs of ${chf(f.costChf)} a year – a return of ${roiPercent(f)}%`;

export const en: LanguageCards = {
  solarPrice: {
    text: `${fromPrices} Our quote calculator shows the exact fixed price of basic cleaning in two minutes from your postcode, roof type and system size (in m², kWp or number of panels); we quote the premium package on request. There are no travel costs.`,
    link: { page: "prices", section: "calculator" },
  },
  premiumPackage: {
    text: `The premium package costs from ${chf(siteFacts.premiumPriceChf)}, plus the price per m² and VAT; we quote it on request. It includes everything in basic cleaning and an inspection of your system, in which we check the panels, frames, cabling and fixings, and you receive a report with recommendations for maintenance and repairs. Basic cleaning on its own starts at ${chf(siteFacts.priceFromChf)}; our quote calculator prices it straight away.`,
    link: { page: "prices" },
  },
  roofFactor: {
    text: `Compared with a tiled roof, cleaning the panels costs ${metalRoofMore} more on a metal roof and ${flatRoofLess} less on a flat roof. The difference applies to the whole net amount, base charge and rate per m² alike; Swiss VAT of ${vat} is added on top.`,
    link: { page: "prices" },
  },
  priceComposition: {
    text: `The price is a base charge – ${chf(FIXED_COST_CHF)} for basic cleaning, ${chf(siteFacts.premiumPriceChf)} for the premium package with inspection – plus a rate per square metre that falls as the area grows: ${chf(firstTier.chfPerM2)} per m² up to ${num(firstTier.upToM2)} m², down to ${chf(lastTier.chfPerM2)} per m² above ${num(lastTierAbove)} m², and the calculator takes sizes of up to ${num(MAX_SIZE)} m². Compared with a tiled roof, cleaning costs ${flatRoofLess} less on a flat roof and ${metalRoofMore} more on a metal roof. Swiss VAT of ${vat} is added on top. The quote calculator prices basic cleaning, with the total including VAT; we quote the premium package on request.`,
    link: { page: "faq" },
  },
  quoteHowItWorks: {
    text: `Our quote calculator gives you an instant quote for basic cleaning in two minutes: enter your postcode, roof type and the size of your system in m², kWp or number of panels. You can download your quote as a PDF straight away, and we also send it to you by e-mail. The amount is a fixed price for the size and roof type you entered, including VAT and with no travel costs. We quote the premium package on request.`,
    link: { page: "prices", section: "calculator" },
  },
  quoteValidity: {
    text: `Your quote is valid for ${OFFER_VALID_DAYS} days; the PDF shows the date it is valid until. To go ahead, book the job online on your quote page (the quote e-mail links to it, and the PDF has the link and a QR code), reply to the quote e-mail or give us a call. If your quote has expired, there is no need to type everything in again: on your quote page, the “New quote with the same details” button gives you a new quote at today’s prices.`,
    link: { page: "prices", section: "calculator" },
  },
  orderAfterQuote: {
    text: `To place your order, book the job online on your quote page: the e-mail your quote came with links to it, and the PDF has the link and a QR code. You can also reply to that e-mail or give us a call. We get back to you ${reply} and propose a date for the cleaning: usually within one to two weeks, or three to four weeks in the high season. If you accept the quote online, you get a confirmation by e-mail straight away.`,
    link: { page: "contact" },
  },
  payment: {
    text: "You receive the invoice after the cleaning, together with the cleaning report, for the fixed price in your quote. The quote sets out no other payment terms; if you have a question about payment, please ask our team.",
    link: { page: "prices" },
  },
  travelCosts: {
    text: "We never charge travel costs, anywhere in Switzerland, including French-speaking Switzerland and Ticino. The amount in your quote is a fixed price for the system size and roof type stated, with no surcharges.",
    link: { page: "prices" },
  },
  vat: {
    text: `Swiss VAT of ${vat} comes on top of our prices. Basic cleaning from ${chf(siteFacts.priceFromChf)} and the premium package from ${chf(siteFacts.premiumPriceChf)} are base charges, to which the price per m² is added. Your quote shows the net amount, the VAT and the total including VAT.`,
    link: { page: "prices" },
  },
  insurance: {
    text: `Our liability insurance covers damage we cause, up to ${insurance} – to your solar panels as well as to your roof, facade or garden. For every job we draw up a safety plan with fall protection, following the rules of Suva, the Swiss accident insurer.`,
    link: { page: "solar" },
  },
  guarantee: {
    text: "Our satisfaction guarantee: if the result does not meet your expectations, we clean the areas you point out again at no charge. With our fixed-price guarantee, the price quoted applies to the system size and roof type stated, with no surcharges. Roof cleaning also comes with a five-year guarantee.",
    link: { page: "faq" },
  },
  certification: {
    text: `Our team completed certified training in solar panel cleaning in ${siteFacts.certifiedSince}. It covers solar panel cleaning only: we clean roofs and gutters and maintain green roofs with the same care, but there is no separate certificate for that work. Our drone flights follow the rules of the Federal Office of Civil Aviation (FOCA), and all our work at height follows the safety rules of Suva, the Swiss accident insurer.`,
    link: { page: "about" },
  },
  method: {
    text: "We clean your solar panels using only soft brushes and demineralised water, which dries without limescale marks – no chemicals and no high pressure. On detached houses our team usually cleans by hand, with telescopic poles on pitched roofs; on large flat roofs we use a cleaning robot.",
    link: { page: "solar" },
  },
  chemicals: {
    text: "We clean solar panels without any chemicals, using only demineralised water and soft brushes. The water is demineralised on site, dries without limescale marks and leaves no residue on the panels, in the gutter or in your garden. Roof cleaning uses no harsh chemicals and ends with a water-repellent protective coating, which is included in the roof price.",
    link: { page: "solar" },
  },
  highPressure: {
    text: "No, we never use high-pressure cleaners on solar panels: high pressure can damage the seals, frames and anti-reflective coating. We clean panels at low pressure only and follow the panel manufacturers’ cleaning guidelines.",
    link: { page: "faq" },
  },
  robotsDrones: {
    text: "Yes, where they are the right tool: on the large flat roofs of commercial and industrial buildings, robots clean the rows of panels quickly and evenly. We use drones to inspect and photograph large or hard-to-reach roofs, flown under the rules of the Federal Office of Civil Aviation (FOCA). On detached houses our team usually cleans by hand. We fly in the open category, respect restricted airspace and let you – and your neighbours, if needed – know before we fly.",
    link: { page: "solar" },
  },
  duration: {
    text: "We usually clean a 50 to 100 m² system in two to four hours. You do not need to be at home; we need access to the roof and a water connection.",
    link: { page: "faq" },
  },
  onTheDay: {
    text: "You do not need to be at home; we need access to the roof and a water connection. A power socket is optional, as our equipment can run without one.",
    link: { page: "solar" },
  },
  solarInterval: {
    text: "We recommend a cleaning every one to two years; every cleaning includes a visual check. Near farmland, trees, busy roads or industry, panels get dirty faster, so cleaning once a year usually pays off there.",
    link: { page: "solar" },
  },
  yieldGain: {
    text: `Light soiling from dust and pollen costs a solar panel system ${light.from}–${percent(light.to)} of its yield, heavy soiling from bird droppings, leaves or lichen ${heavy.from}–${percent(heavy.to)}. A cleaned system yields up to ${upTo} more than a soiled one.`,
    link: { page: "solar" },
  },
  leadTime: {
    text: `We reply to your request ${reply}. You can usually get a cleaning appointment within one to two weeks, or within three to four weeks in the high season in spring and summer.`,
    link: { page: "faq" },
  },
  replyTime: {
    text: `We answer every request ${reply}, by phone or e-mail – and in English too.`,
    link: { page: "contact" },
  },
  hours: {
    text: `Our office hours, phone included, are ${officeHours}; you can call without an appointment. E-mails get a reply ${reply}.`,
    link: { page: "contact" },
  },
  contact: {
    text: `Call us on {phone} during office hours, ${officeHours} – you do not need an appointment to phone – or e-mail us at {email}; we reply to every e-mail ${reply}. Our address is {address}.`,
    link: { page: "contact" },
  },
  emergency: {
    text: `In an emergency, for example an overflowing gutter, e-mail us at {email} with the subject line NOTFALL (German for “emergency”): we deal with those messages first. During office hours, ${officeHours}, you can also call us on {phone}; outside them, please use e-mail. Please do not climb a ladder yourself in a storm – we will come as soon as it is safe.`,
    link: { page: "contact" },
  },
  regions: {
    text: `${englishServiceArea} Our call-out time – how soon a team can be with you in urgent cases – is ${callOutHours("24")} in ${citiesWith("24")}, ${callOutHours("24-48")} in most other places and ${callOutHours("48-72")} in ${citiesWith("48-72")}. We reply to every request ${reply}.`,
    link: { page: "contact" },
  },
  romandie: {
    text: `In French-speaking Switzerland we work in ${count(frenchRegions.length)} regions: ${regionList(frenchRegions)}. There are no travel costs there either, and the same prices apply.`,
    link: { page: "contact" },
  },
  ticino: {
    text: `In Ticino we work in ${count(ticinoRegions.length)} areas: ${regionList(ticinoRegions)}. There are no travel costs there either, and the same prices apply.`,
    link: { page: "contact" },
  },
  roofPrice: {
    text: `Roof cleaning costs ${chf(ROOF_PRICE_PER_M2)} per m² plus VAT (a ${num(roofExampleArea)} m² roof costs ${chf(roofTotal(roofExampleArea))} plus VAT, a ${num(roofLargerArea)} m² roof ${chf(roofTotal(roofLargerArea))}), with no travel costs; moss and algae removal, gutter cleaning, a water-repellent protective coating and a five-year guarantee are included; only a coloured roof coating, available on request, costs extra. The roof cleaning page has more price examples and a price calculator for roof areas from ${num(AREA_MIN)} to ${num(AREA_MAX)} m².`,
    link: { page: "roofCleaning" },
  },
  roofMethod: {
    text: "We clean tiled, flat and metal roofs in a way that suits the material: at low pressure, 1 to 3 bar and only 0.5 to 1 bar on flat roofs, and with hot water at 80 to 95 °C where the material allows – never with high pressure. We remove moss, algae and lichen, thick moss by hand first, and once the roof is dry we apply a water-repellent protective coating that slows down new growth. We use no harsh chemicals, and the protective coating is included in the price; only a coloured roof coating, available on request, costs extra.",
    link: { page: "roofCleaning" },
  },
  roofGuarantee: {
    text: "Roof cleaning comes with a five-year guarantee. When we finish, you receive the guarantee certificate and a cleaning report with before-and-after photos and notes on any damage we found.",
    link: { page: "roofCleaning" },
  },
  roofInterval: {
    text: "For most roofs in the Basel region we recommend a cleaning every three to five years. On north-facing roof slopes, under trees and in the damp air along the Rhine, Birs and Wiese, moss grows faster, so every three years is better there.",
    link: { page: "roofCleaning" },
  },
  asbestos: {
    text: "Fibre-cement sheets and shingles (Eternit) laid before 1990 may contain asbestos, so we never clean such roofs with pressure or mechanically. If the material may contain asbestos, we first have a sample analysed and, for a renovation, recommend a recognised specialist firm; we only clean sheets that are free of asbestos.",
    link: { page: "roofCleaning" },
  },
  paysOff: {
    text: `It depends on the system and where it is. A cleaned system yields up to ${upTo} more than a soiled one, and the extra yield alone pays for a cleaning mainly on larger systems where soiling is heavy: in the worked example in our article, the farm with a cowshed and a 100 kWp system comes out at plus CHF 2'130 over two years. For a detached house in clean surroundings, on the other hand, the extra yield does not cover the cost; there, the value of cleaning lies in the visual check, in protection against hot spots and material damage, and in the record you can show the manufacturer. For systems like this we recommend a cleaning every two years and, in between, a regular look at the yield in your monitoring app. You can work out your own figures with our loss calculator.`,
    link: { page: "blog:regular-cleaning-roi" },
  },
  roiExamples: {
    text: `Our page for businesses gives three examples from our work: ${roiExample("a logistics centre by the motorway", roiExampleFigures.logistics)}; ${roiExample("a residential development in Zurich run by a property manager", roiExampleFigures.residential)}; ${roiExample("a farm in the Fricktal", roiExampleFigures.farm)}. The return is the yearly gain minus the yearly cleaning cost, divided by the cleaning cost.`,
    link: { page: "b2b" },
  },
  slateRoof: {
    text: "We clean slate roofs too, with particular care: natural slate lasts a long time but is brittle. We work slowly and largely by hand, with soft brushes, at low pressure (1 to 2 bar) and with hot water at 80 to 95 °C, and use only roof ladders and roof hooks to move about the roof. We record any loose slates or slate hooks, and apply the water-repellent protective coating only where it benefits the slate.",
    link: { page: "roofCleaning" },
  },
  metalRoof: {
    text: "Metal roofs of coated sheet steel, titanium zinc, copper or aluminium cannot take abrasive cleaners or hard brushes. We clean them with soft brushes at low pressure (1 to 2 bar), using hot water at 80 to 95 °C on coated sheet metal. On copper and titanium zinc we preserve the natural patina; we check screws, seals and early signs of rust, and photograph any damage to the coating and report it to you.",
    link: { page: "roofCleaning" },
  },
  gutterPrice: {
    text: `For gutter cleaning we quote a fixed price based on the length of the gutters, the number of downpipes, the height of the building and access, with no travel costs; ask us for a quote and we will reply ${reply}. We empty the gutters by hand, flush the downpipes and record any damage with photos. If we clean your roof, gutter cleaning is already included in the roof price of ${chf(ROOF_PRICE_PER_M2)} per m² plus VAT.`,
    link: { page: "gutterCleaning" },
  },
  gutterInterval: {
    text: "Have your gutters cleaned at least once a year, ideally in late autumn after the leaves have fallen. With trees nearby we recommend twice a year, in spring and after the leaves fall, and three times a year if your house borders a forest.",
    link: { page: "gutterCleaning" },
  },
  leafGuard: {
    text: "A leaf guard holds back coarse leaves and lengthens the time between cleanings, but needles, seeds and fine dirt still get into the gutter, so it does not replace cleaning. We clean leaf guards along with the gutters and fit new ones on request.",
    link: { page: "gutterCleaning" },
  },
  greenRoofInterval: {
    text: `We usually look after extensive green roofs with sedum, mosses and herbs ${timesAYear(greenRoofFacts.extensiveVisitsPerYear)}, in spring and autumn. Intensive green roofs – roof gardens with perennials, lawn or shrubs – get a maintenance visit once a season (${timesAYear(greenRoofFacts.intensiveVisitsPerYear)}), with an irrigation check and pruning in summer. With a maintenance contract we set the intervals to suit your roof.`,
    link: { page: "greenRoof" },
  },
  greenRoofTasks: {
    text: "Our green roof maintenance looks after the vegetation: we remove unwanted growth such as tree seedlings, cut back perennials and reseed bare patches, topping up substrate where needed. We keep drains, gravel strips and gutters clear, check edges and junctions, and record the condition of the roof with photos in a maintenance report after every visit.",
    link: { page: "greenRoof" },
  },
  greenRoofPrice: {
    text: `There is no fixed price list for green roof maintenance: we quote for each roof individually. Tell us where it is, how big it is and what grows on it, and we will reply ${reply} with a proposal for visits and intervals; we charge nothing for travel.`,
    link: { page: "greenRoof" },
  },
  greenRoofCertification: {
    text: `No. The certified training our team completed in ${siteFacts.certifiedSince} covers solar panel cleaning only; there is no separate certificate for green roof work. Green roof maintenance follows the same safety rules – a safety plan for every job – and our liability insurance covers damage we cause, up to ${insurance}.`,
    link: { page: "greenRoof" },
  },
  greenRoofWithSolar: {
    text: "Looking after a green roof and solar panels together is often a good idea: the plants must not shade the panels, and pollen dirties the glass. We trim tall growth in front of the rows of panels and clean the panels on the same visit.",
    link: { page: "greenRoof" },
  },
  b2bContracts: {
    text: `For businesses we offer three maintenance contracts: “Basis” (one year, two cleanings a year, ${num(b2bFacts.minAreaM2)}–500 m² of panels), “Professional” (three years, three to four cleanings a year, 500–2'000 m², with a yearly drone inspection and a price guaranteed for the full three years) and “Enterprise” (term, visits and reports tailored to large systems and portfolios from 2'000 m²). Every system gets a cleaning report with photos for your records and reporting, and we give volume discounts from ${count(b2bFacts.volumeDiscountFromProperties)} properties.`,
    link: { page: "b2b" },
  },
  b2bConsultation: {
    text: `The first consultation is free: send us the location, the panel area or the system size in kWp and, if you have them, your yield data from the last two years. We estimate what soiling is costing you, suggest a contract and a cleaning interval, and send you a quote, binding on us, ${reply} of the site visit.`,
    link: { page: "b2b" },
  },
  maintenancePlan: {
    text: "Our free maintenance plan is a two-page PDF with every interval for your solar panels, roof, gutters and green roof, including a yearly calendar and the tasks for each season. You can download it from our blog.",
    link: { page: "blog" },
  },
  maintenanceContract: {
    text: "Owners and property managers can have their solar panels cleaned regularly under a maintenance contract, with fixed visits once or twice a year and a visual check at every cleaning. For green roofs we set the intervals to suit the roof, and on request we combine the visits with solar panel cleaning.",
    link: { page: "blog" },
  },
  season: {
    text: "The best time for solar panel cleaning is spring, before the months with the highest yields (where there is a lot of pollen, once the main flowering season is over), or autumn, for example after the harvest near fields. We do not clean when there is frost, and on hot summer days we work in the early morning while the panels are still cool.",
    link: { page: "blog:regular-cleaning-roi" },
  },
  company: {
    text: `We were founded in Basel in ${siteFacts.foundedYear} and have grown to ${count(siteFacts.regionalTeams)} regional teams. We have cleaned ${num(siteFacts.modulesCleaned)} solar panels for more than ${num(siteFacts.customersOver)} customers, and we also clean roofs and gutters and look after green roofs.`,
    link: { page: "about" },
  },
  reviews: {
    text: `Our customers rate us ${num(siteFacts.rating, 1)} out of 5 on average, based on ${num(siteFacts.reviewCount)} reviews. You can read some of them on our home page.`,
    link: { page: "home" },
  },
  warrantyPanels: {
    text: "We clean as the panel manufacturers’ cleaning instructions require – low pressure, soft brushes and no abrasive cleaners – and the cleaning report records how we cleaned, so keep it with your system documents.",
    link: { page: "solar" },
  },
  gutterWithSolar: {
    text: "Yes. On request, we clean your gutters on the same visit – and it is worth it: blocked gutters overflow in heavy rain and cause water damage to the facade and the edge of the roof. For the gutters we quote a fixed price based on their length, the number of downpipes, the height of the building and how easy the gutters are to reach, with no travel costs.",
    link: { page: "gutterCleaning" },
  },
  roofWithSolar: {
    text: "On request, we clean your roof and your solar panels on the same visit: the roof gently at low pressure, and the panels properly with demineralised water only. We never walk on the panels.",
    link: { page: "roofCleaning" },
  },
  b2bOperations: {
    text: "We clean business systems without interrupting your operations, and we can work outside your operating hours. On large flat roofs we use a cleaning robot and demineralised water, and you receive a cleaning report for every system.",
    link: { page: "b2b" },
  },
  b2bMinimum: {
    text: `We look after businesses, property managers and facility management from ${num(b2bFacts.minAreaM2)} m² of panels. The “Basis” contract covers ${num(b2bFacts.minAreaM2)}–500 m², “Professional” 500–2'000 m² and “Enterprise” systems from 2'000 m².`,
    link: { page: "b2b" },
  },
  quoteWithoutPhotos: {
    text: `You do not need to send photos for a quote: the quote calculator only needs your postcode, roof type and the size of your system (in m², kWp or number of panels) and shows you in ${englishCount(homeFacts.quoteMinutes)} minutes what basic cleaning of your panels will cost. If you would rather show us your panels, send us a photo on WhatsApp and we will get back to you with an assessment and a price.`,
    link: { page: "prices", section: "calculator" },
  },
  companyGrowth: {
    text: `We added roof cleaning, gutter cleaning and green roof maintenance to our services between ${siteFacts.growthYears.from} and ${siteFacts.growthYears.to}; before that, from our start in Basel in ${siteFacts.foundedYear}, we cleaned solar panels only. In the same years we set up our teams for Aargau, Zurich, Central Switzerland, Bern and Langenthal and started using a cleaning robot on large flat roofs and drones for inspection and documentation.`,
    link: { page: "about" },
  },
  businessContactPerson: {
    text: `Yes: businesses and property managers have one contact person for everything. We also offer maintenance contracts, with volume discounts for ${englishCount(b2bFacts.volumeDiscountFromProperties)} or more properties.`,
    link: { page: "b2b" },
  },
  documentsOnRequest: {
    text: `Yes: on request we send you proof of our certified training in solar panel cleaning (${siteFacts.certifiedSince}), a certificate of our liability insurance (cover up to ${insurance}) and the safety plan we draw up for your job under Suva rules.`,
    link: { page: "certificates" },
  },
  greenRoofMixed: {
    text: `For a mixed green roof – mostly sedum, say, with a few beds of perennials or shrubs – we usually plan ${englishCount(greenRoofFacts.mixedVisitsPerYear.from)} to ${englishCount(greenRoofFacts.mixedVisitsPerYear.to)} visits a year, depending on its condition and planting: the same work as on an extensive green roof, plus looking after the beds.`,
    link: { page: "blog:green-roof-intervals" },
  },
  quoteFree: {
    text: "Our quote is free and places you under no obligation. The quote calculator gives you your fixed price as a PDF in two minutes, and you only place an order when you book the job online on your quote page, reply to the quote e-mail or give us a call.",
    link: { page: "prices", section: "calculator" },
  },
  insuranceProof: {
    text: `On request, we send you our insurance certificate before the job. Our liability insurance covers damage we cause, up to ${insurance}, in solar panel cleaning as well as in roof and gutter cleaning and green roof maintenance.`,
    link: { page: "certificates" },
  },
  languages: {
    text: "We give advice and quotes in German, French, Italian and English, by phone or e-mail. Our main pages are in all four languages; some, such as roof and gutter cleaning, are in German only. Call or write to us in whichever language suits you best.",
    link: { page: "contact" },
  },
  calculatorInputs: {
    text: `The quote calculator needs your ${calculator.plzLabel.toLowerCase()}, the roof type, the system size, your ${calculator.companyLabel.toLowerCase()} and your e-mail address; your phone number and notes are optional. You can give the size in m², kWp or number of panels, up to ${num(MAX_SIZE)}; the calculator converts at ${num(M2_PER_UNIT.kwp)} m² per kWp and ${num(M2_PER_UNIT.panel)} m² per panel. As the roof type, you choose a ${calculator.roofTypesInText.ziegeldach}, a ${calculator.roofTypesInText.flachdach} (${flatRoofLess} cheaper) or a ${calculator.roofTypesInText.blechdach} (${metalRoofMore} more expensive).`,
    link: { page: "prices", section: "calculator" },
  },
  companyIdentity: {
    text: "We are {companyName}, based at {address} and entered in the commercial register of the canton of Basel-Stadt. Our business identification number (UID) is {uid}; it also appears in the legal notice and at the foot of every page.",
    link: { page: "imprint" },
  },
  waterSupply: {
    text: "On the day of the cleaning, we need a water connection at your property, such as an outdoor tap. We demineralise the water on site with an ion-exchange filter, with no chemicals at all, so it dries without limescale marks and leaves no residue.",
    link: { page: "solar" },
  },
  calculatorPrivacy: {
    text: "Our loss calculators and the price calculator on the roof cleaning page work entirely in your browser: the figures you enter are neither sent to us nor stored. Only when you create a PDF quote with the quote calculator do we store your details with the quote.",
    link: { page: "privacy" },
  },
  roofAreaEstimate: {
    text: `As a rule of thumb, take the footprint of the house, roof overhang included, and multiply it by ${formatDecimal(GABLE_ROOF_AREA_FACTOR.min, "en")} to ${formatDecimal(GABLE_ROOF_AREA_FACTOR.max, "en")}; that holds for a usual gable roof. Use that figure in the roof cleaning price calculator, and we confirm the exact area in the quote.`,
    link: { page: "roofCleaning" },
  },
  calculatorEstimates: {
    text: "The results of the yield calculator, the loss calculator and the roof cleaning price calculator are estimates. What binds us is the price of the instant quote you receive as a PDF, and any other written quote.",
    link: { page: "imprint" },
  },
  saharaDust: {
    text: "Saharan dust is fine and mineral, and wiping it off dry can scratch the glass of the panels, so please do not try it yourself with a broom or a cloth. We rinse the dust off with plenty of demineralised water at low pressure and only then clean the surface.",
    link: { page: "solar" },
  },
  dataRights: {
    text: "You have the right to know what personal data we hold about you, to have it corrected and to have it deleted, unless the law requires us to keep it. To do so, write to us at {email} or by post to {address}; so that no data reaches the wrong person, we may ask you to prove your identity. You can also complain to the Federal Data Protection and Information Commissioner (FDPIC) in Bern.",
    link: { page: "privacy" },
  },
  dataRetention: {
    text: `We keep messages you send us through the website for ${count(privacyRetention.contactYears)} years, instant-quote data (your details, the calculated prices and the PDF quote) for ${count(privacyRetention.quoteYears)} years and e-mails sent through the website for ${count(privacyRetention.emailYears)} years; after that, they are deleted automatically. You have the right to see the data we hold about you and to have it corrected or deleted.`,
    link: { page: "privacy" },
  },
  reminder: {
    text: "When you book the job online on your quote page, you can tick “Remind me when the next cleaning is due”. We will then e-mail you when it is due, with a link to a new quote with the same details; you can stop the reminders with one click. With a maintenance contract, we get in touch in good time anyway.",
    link: { page: "prices", section: "calculator" },
  },
  tenant: {
    text: "If you rent, you can still ask us for a cleaning. Work on the roof is usually commissioned by the landlord or property manager, though, so involve them early and include their contact details in your request.",
    link: { page: "contact" },
  },
  snowYourself: {
    text: "We advise against it. Shovels and brooms can scratch the glass and the frames, and a snow-covered roof is a fall risk. Because solar panels are smooth, snow usually slides off on its own once the sun comes out. If you notice damage or grime along the edges after the winter, we photograph and record it at your next cleaning.",
    link: { page: "city:st-gallen" },
  },
  walkOnPanels: {
    text: "No, we never walk on solar panels. We clean them with demineralised water and soft brushes, with no high pressure and without putting any weight on them. On large flat roofs we use a cleaning robot that is light enough to put hardly any load on the panels.",
    link: { page: "solar" },
  },
  safety: {
    text: "We draw up a safety plan for every job. On the roof, we protect ourselves against falls following the rules of Suva, the Swiss accident insurer – with anchor points and safety ropes, scaffolding or an access platform, depending on the roof – and we cordon off the area below the roof if needed. Our staff are trained regularly in safety at work and fall protection.",
    link: { page: "certificates" },
  },
  servicesOverview: {
    text: "Besides solar panel cleaning, we clean roofs and gutters and look after green roofs – for homeowners as well as businesses and property managers – and we offer maintenance contracts for regular visits. On request, we clean your roof and your solar panels on the same visit, and roof cleaning includes cleaning the gutters.",
    link: { page: "home" },
  },
  fixedPrice: {
    text: "The price the quote calculator shows you online, and that your quote states, is a fixed price, binding on us for the system size and roof type you entered, including VAT and with no travel costs. Under our fixed-price guarantee, nothing is added on the day of the cleaning – no surcharges and no extra charges.",
    link: { page: "prices", section: "calculator" },
  },
  acceptForm: {
    text: `To book the job on your quote page, you add a few details: the address of the site (street and number, postcode and town), a phone number and your preferred timing – “As soon as possible”, “Flexible” or a particular month. Under “Access notes” you can tell us about roof access, the water connection, or whether a ladder or access platform is needed. If you like, we will remind you when the next cleaning is due. We then propose a date.`,
    link: { page: "prices" },
  },
  declineQuote: {
    text: `You do not need to do anything: your quote places you under no obligation and is valid for ${OFFER_VALID_DAYS} days. If you would like to let us know, decline it on your quote page under “Not going ahead?” with “Decline the quote”; telling us why is optional. If your quote is neither accepted nor declined after a few days, we send you one reminder by e-mail; you can stop it with one click on “Stop reminders”. If you change your mind, you can get a new quote at any time.`,
    link: { page: "prices" },
  },
};
