import { YIELD_KWH_PER_KWP } from "#app/domain/loss";
import { formatChf, formatDecimal, formatNumber } from "#app/lib/format";
import { englishServiceArea } from "#app/content/phrasing/en";
import { siteFacts } from "#app/content/site-facts";
import { datedReviews, galleryCases, homeFacts as f, locationTypes, regionTeams, type GalleryCaseText } from "./facts";
import type { HomeContent, Review } from "./types";

/**
 * English home (/en) for international customers and expats: every section of the German
 * home; the explainer video floats on wide screens (spec 2). Pages that exist in German only
 * (B2B, roof cleaning, loss calculator, city pages) are marked as such by the links.
 */

/** The two "from" prices are base charges: the per-m² price and VAT come on top. */
const prices = `Basic cleaning costs from ${formatChf(f.priceFromChf, 0)} and the premium package with inspection from ${formatChf(siteFacts.premiumPriceChf, 0)} (plus the price per m² and VAT).`;

const locationsEn = {
  wohngebiet: {
    name: "Residential area",
    description: "Little dust: mostly pollen, leaves and some bird droppings.",
  },
  landwirtschaft: {
    name: "Near farmland",
    description: "Dust from the fields, ammonia from stables and plenty of bird droppings.",
  },
  gewerbe: {
    name: "Commercial or industrial area",
    description: "Fine dust and soot from businesses and delivery traffic.",
  },
  verkehr: {
    name: "Busy road",
    description: "Tyre wear, soot and brake dust from the traffic.",
  },
};

const galleryTextsEn: GalleryCaseText[] = [
  {
    title: "Detached house with a pitched roof",
    location: "Riehen (BS)",
    before: "Before: solar panels on the pitched roof with grey and brown patches of dirt, leaves and bird droppings",
    after: "After: the same panels clean and a deep, shiny blue",
  },
  {
    title: "Flat roof of a commercial building",
    location: "Pratteln (BL)",
    before: "Before: tilted panels on the flat roof covered in soot, dust and bird droppings",
    after: "After: the rows of panels on the flat roof clean and an even blue",
  },
  {
    title: "Barn roof on a farm",
    location: "Sursee (LU)",
    before: "Before: panels on the barn roof with crusts of dust, leaves and lots of bird droppings",
    after: "After: the barn roof with clean, blue solar panels",
  },
];

const reviewsEn: Omit<Review, "dateText">[] = [
  {
    id: "r1",
    name: "Monika S.",
    location: "Binningen",
    rating: 5,
    text: "On time, friendly and very thorough. Since the cleaning, our inverter has been showing noticeably higher figures on sunny days. I found the cleaning report with photos especially useful.",
    project: "Solar panel cleaning, detached house, 11 kWp",
    improvement: "+16% yield",
    date: "2026-06-12",
    source: "Google",
  },
  {
    id: "r2",
    name: "Reto B.",
    location: "Aarau",
    rating: 5,
    text: "After three years, the panels on our workshop roof were very dirty. The team worked without chemicals and documented everything carefully. The quote was easy to understand, and the fixed price was exactly what we paid.",
    project: "Solar panel cleaning, commercial roof, 85 kWp",
    improvement: "+22% yield",
    date: "2025-09-03",
    source: "Google",
  },
  {
    id: "r3",
    name: "Claudia M.",
    location: "Liestal",
    rating: 5,
    text: "Green roof and gutters done in one visit. They explained everything and left the area around the house tidier than they found it.",
    project: "Green roof maintenance and gutter cleaning",
    improvement: "Drains clear again",
    date: "2025-05-21",
    source: "Google",
  },
  {
    id: "r4",
    name: "Urs K.",
    location: "Winterthur",
    rating: 4,
    text: "Good work at a fair price. The appointment was put back a week because of rain, but they let us know in good time.",
    project: "Solar panel cleaning, block of flats, 32 kWp",
    improvement: "+12% yield",
    date: "2024-10-15",
    source: "Facebook",
  },
  {
    id: "r5",
    name: "Sandra W.",
    location: "Kriens",
    rating: 5,
    text: "Our farm is next to a maize field, so the panels were filthy. The cleaning with demineralised water was well worth it, and we signed a maintenance contract straight away.",
    project: "Solar panel cleaning, barn roof, 60 kWp",
    improvement: "+27% yield",
    date: "2026-03-28",
    source: "Google",
  },
  {
    id: "r6",
    name: "Beat H.",
    location: "Langenthal",
    rating: 5,
    text: "The moss and algae are gone and the roof looks as good as new. Very tidy work, no mess in the garden and a clear invoice.",
    project: "Roof cleaning, tiled roof, 140 m²",
    improvement: "Moss and algae removed",
    date: "2024-07-09",
    source: "Google",
  },
];

export const homeEn = {
  meta: {
    title: "Solar panel, roof and gutter cleaning and green roof maintenance in Switzerland",
    description: `Professional solar panel cleaning without chemicals, roof cleaning and green roof maintenance – based in Basel, working all over Switzerland. Basic cleaning from CHF ${f.priceFromChf}, no travel costs and a reply within ${f.replyHours} hours.`,
  },
  hero: {
    heading: "More yield from your solar panels, professionally cleaned",
    intro: [
      `Dust, pollen, bird droppings and leaves build up on your solar panels year after year and eat into your yield. A cleaned system yields up to ${f.yieldGain}% more than a soiled one. We clean gently, with demineralised water and no chemicals at all; on large flat roofs a cleaning robot does the work, and drones help us inspect hard-to-reach roofs.`,
      `Since ${f.foundedYear} we have cleaned ${f.modulesCleaned} solar panels for more than ${f.customersOver} customers, and we also clean roofs and gutters and look after green roofs. ${prices} Get an instant quote in two minutes, or call us in English, Monday to Friday, ${f.hours.opens}–${f.hours.closes}.`,
    ],
  },
  heroActions: {
    quoteButton: { label: "Get an instant quote", to: { page: "prices", section: "calculator" } },
    lossButton: "See what dirt costs you",
  },
  video: {
    title: "How we clean your solar panels",
    text: "In two minutes you can see how we work: an on-site assessment, the safety set-up, gentle pre-cleaning, the main cleaning with demineralised water, a final quality check and the handover with a cleaning report.",
    playLabel: "Play the explainer video: how we clean your solar panels (2:14)",
    iframeTitle: "Explainer video: how we clean your solar panels",
    privacyNote:
      "The video only loads from youtube-nocookie.com once you click play; until then no data is sent to the video provider.",
    floating: {
      label: "Explainer video (2:14)",
      dockLabel: "Move the video back into the page",
    },
  },
  audience: {
    title: "Who we clean for",
    intro: "Choose what fits you best and we will show you the right services.",
    options: [
      {
        key: "private",
        title: "Homeowners and tenants",
        text: `For detached houses and blocks of flats, whether you own or rent: solar panel cleaning from CHF ${f.priceFromChf} plus the price per m².`,
        link: { label: "Services for homes", to: { page: "solar" } },
      },
      {
        key: "business",
        title: "Businesses",
        text: "For businesses, industry, farms and property managers: maintenance contracts, volume discounts for three or more properties and one contact person for everything.",
        link: { label: "Services for businesses", to: { page: "b2b" } },
      },
    ],
  },
  solar: {
    title: `Solar panel cleaning: up to ${f.yieldGain}% more yield`,
    text: "Dust, pollen, soot and bird droppings form a film on the panels that rain alone does not wash off. We clean with demineralised water and soft brushes, with no chemicals at all, and use a cleaning robot on large flat roofs; drones help us inspect and document roofs that are hard to reach. A system of 50 to 100 m² is clean again in two to four hours.",
    points: [
      "Chemical-free cleaning with demineralised water",
      "Cleaning robot for large flat roofs, drones for inspection",
      "Cleaning report with before and after photos",
      "Recommended every one to two years",
    ],
    stats: [
      { value: f.modulesCleaned, label: "solar panels cleaned" },
      { value: String(f.foundedYear), label: "founded" },
      { value: String(f.regionalTeams), label: "regional teams" },
    ],
    link: { label: "More about solar panel cleaning", to: { page: "solar" } },
  },
  gallery: {
    title: "Before and after",
    intro: "Three of our projects: switch between how the panels looked before and after cleaning.",
    caseCounter: "Project {n} of {total}",
    beforeLabel: "Before",
    afterLabel: "After",
    toggleLabel: "Show after cleaning",
    previous: "Previous project",
    next: "Next project",
    locationLabel: "Location",
    areaLabel: "Area",
    improvementLabel: "Improvement",
    cases: galleryCases(
      galleryTextsEn,
      (percent) => `+${percent}% yield`,
      (m2) => `${m2} m²`,
    ),
  },
  loss: {
    title: "What is dirt costing you?",
    intro: `Enter the size of your system and choose its location. This calculator assumes a yearly yield of ${formatNumber(YIELD_KWH_PER_KWP)} kWh per kWp, a feed-in tariff of ${f.lossTariffChf} per kWh and a system value of ${f.lossPlantCostChf} per kWp.`,
    kwpLabel: "System size in kWp",
    kwpHint: `For example ${f.lossDefaultKwp} for a ${f.lossDefaultKwp} kWp system.`,
    locationLegend: "Where is your system?",
    pollutionLabel: "{percent}% yield loss (yearly average)",
    resultsTitle: "Your figures per year",
    revenueLoss: "Lost revenue",
    wear: "System wear (even without soiling)",
    damage: "Damage from soiling",
    total: "Loss and wear per year",
    note: "These figures are estimates and not guaranteed. Wear occurs on a clean system too; a cleaning prevents the loss from soiling and reduces the damage. For a detailed calculation with your own feed-in tariff, use our loss calculator.",
    quoteButton: { label: "Get an instant quote", to: { page: "prices", section: "calculator" } },
    detailLink: { label: "Open the loss calculator", to: { page: "lossCalculator" } },
    defaultLocation: "wohngebiet",
    locations: locationTypes(locationsEn),
  },
  greenRoof: {
    title: "Green roof maintenance",
    text: "A well-kept green roof holds back rainwater, keeps the building cool in summer and protects the waterproofing. We check the planting, pull out tree seedlings and keep drains and gravel strips clear.",
    points: [
      "Extensive green roofs twice a year",
      "Intensive green roofs once a season (four times a year)",
      "Maintenance contracts to suit your needs",
    ],
    link: { label: "More about green roof maintenance", to: { page: "greenRoof" } },
  },
  roofCleaning: {
    title: "Roof cleaning",
    text: "Moss, algae and lichen damage tiles and waterproofing. We clean your roof in a way that suits its materials, with low pressure, hot water and no harsh chemicals, empty the gutters and finish with a water-repellent protective coating, which is included in the price.",
    points: [
      `CHF ${f.roofChfPerM2} per m² plus VAT, no travel costs`,
      "Gutter cleaning included",
      "Five-year guarantee",
      "Recommended every three to five years in Basel",
    ],
    link: { label: "More about roof cleaning", to: { page: "roofCleaning" } },
  },
  benefits: {
    title: "Why customers choose us",
    items: [
      {
        title: `Up to ${f.yieldGain}% more yield`,
        text: `Clean panels turn more light into power: depending on the location, a cleaned system yields up to ${f.yieldGain}% more than a soiled one.`,
      },
      {
        title: "No chemicals on your solar panels",
        text: "We clean solar panels with demineralised water and soft brushes only, which is kinder to the panels and the environment.",
      },
      {
        title: `Certified training (${f.certifiedSince})`,
        text: `Our team completed certified training in solar panel cleaning in ${f.certifiedSince}, so your panels are cleaned to the manufacturers’ guidelines.`,
      },
      {
        title: `Insured up to CHF ${f.insuranceMillionChf} million`,
        text: `Our liability insurance covers damage we cause, up to CHF ${f.insuranceMillionChf} million.`,
      },
      {
        title: "No travel costs",
        text: "We work all over Switzerland, including French-speaking Switzerland and Ticino, and we charge nothing for travel, whether you live in Basel, Lausanne or Lugano.",
      },
      {
        title: "Quick replies and a satisfaction guarantee",
        text: `We answer every request within ${f.replyHours} hours, in English too. Our satisfaction guarantee: if the result does not meet your expectations, we clean the areas you point out again at no charge.`,
      },
    ],
  },
  regions: {
    title: "Projects near you",
    intro: `${englishServiceArea} The regional pages are in German, but our teams are happy to talk to you in English.`,
    projects: "{count} projects",
    teams: regionTeams("en").map((team) =>
      team.page === "city:luzern" ? { ...team, name: `Central Switzerland (${team.name})` } : team,
    ),
  },
  reviews: {
    title: "What our customers say",
    ratingLabel: "{rating} out of 5 stars",
    summary: "{rating} out of 5 – based on {count} reviews",
    rating: formatDecimal(f.rating, "en", 1),
    count: f.reviewCount,
    projectLabel: "Project",
    improvementLabel: "Result",
    sourceLabel: "Review on {source} (translated from German)",
    quoteMarks: ["“", "”"],
    showAll: "Show all reviews",
    showLess: "Show fewer reviews",
    items: datedReviews(reviewsEn, "en"),
  },
} satisfies HomeContent;
