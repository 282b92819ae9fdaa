import { VAT_RATE } from "#app/domain/pricing";
import { formatDecimal } from "#app/lib/format";
import { siteFacts } from "#app/content/site-facts";
import { baseLossRate, lossTiers, solarFacts as f, tierList } from "./facts";
import type { SolarContent } from "./types";

const insurance = `CHF ${f.insuranceMillions} million`;
const upTo = siteFacts.yieldGainUpToPercent;
const { light, heavy } = siteFacts.soilingLossPercent;
const hours = siteFacts.hours;
const vat = `${formatDecimal(VAT_RATE * 100, "en", 1)}%`;
/** The soiling level from which the calculator's second loss rate applies (40%). */
const secondTierFrom = lossTiers(".")[1]!.fromSoiling;

export const solarEn = {
  meta: {
    title: "Solar panel cleaning without chemicals",
    description: `Solar panel cleaning with demineralised water and no chemicals: certified training completed in ${f.certifiedSince}, insured up to ${insurance}, basic cleaning from ${f.priceFrom}.`,
    serviceType: "Solar panel cleaning",
  },
  hero: {
    heading: "Professional solar panel cleaning",
    intro: [
      `Dirty panels produce less electricity: light soiling from dust and pollen costs ${light.from}–${light.to}% of your yield, heavy soiling from bird droppings, leaves or lichen ${heavy.from}–${heavy.to}%. A cleaned system yields up to ${upTo}% more than a soiled one. We only use demineralised water and soft brushes, with no chemicals, so the glass, frames and seals stay intact.`,
      `On the day, you do not need to be at home; we need access to the roof and a water connection (an outdoor tap), and a power socket is helpful but optional. Every job follows six steps, from on-site analysis to handover with a cleaning report. A 50–100 m² system takes two to four hours. We recommend a cleaning every one to two years; every cleaning includes a visual check.`,
    ],
  },
  heroBadge: `Certified training (${f.certifiedSince}) · from ${f.priceFrom} · no chemicals`,

  gallery: {
    title: "How we clean your system",
    intro:
      "Every system is different: a detached house with 30 panels needs a different technique from an industrial roof with 2'000. We choose the method by size, pitch and access.",
    items: [
      {
        illustration: "panels",
        title: "Hand cleaning with soft brushes",
        text: "On the pitched roofs of detached houses we work roped to secure anchor points, with telescopic poles and soft brushes – panel by panel, without ever stepping on the glass.",
        alt: "Pitched roof with solar panels, dirty on the left and clean on the right.",
      },
      {
        illustration: "drone",
        title: "Drone for inspection and documentation",
        text: "A drone photographs large or hard-to-reach roofs before and after cleaning, so you can see the dirt, birds’ nests and damaged panels without climbing onto the roof yourself.",
        alt: "Drone with a camera hovering over a row of solar panels.",
      },
      {
        illustration: "robot",
        title: "Cleaning robot for large flat roofs",
        text: "On commercial and industrial roofs a robot with a rotating brush works its way along the rows of panels. It cleans evenly and quickly, and it is light enough to put hardly any load on the panels.",
        alt: "Cleaning robot with a rotating brush moving along a row of solar panels.",
      },
      {
        illustration: "water",
        title: "Demineralised water instead of chemicals",
        text: "We demineralise tap water on site with an ion-exchange filter. The water lifts dust and pollen, dries without limescale marks, and nothing but water runs off your roof.",
        alt: "Water tank with a filter cartridge, hose and brush; water drops without limescale.",
      },
    ],
  },

  benefits: {
    title: "What you gain",
    items: [
      {
        mark: "↑",
        title: `Up to ${upTo}% more yield`,
        text: `Clean panels take in the full sunlight again. Depending on how dirty they were, a cleaned system yields up to ${upTo}% more than a soiled one.`,
      },
      {
        mark: "≈",
        title: "No chemicals, no high pressure",
        text: "Demineralised water and soft brushes are gentle on the anti-reflective coating, frames and seals. No cleaning agents are left on your roof or in your garden.",
      },
      {
        mark: "✓",
        title: "Cleaning to the manufacturers’ instructions",
        text: `We clean as the panel manufacturers’ cleaning instructions require: low pressure, soft brushes and no chemicals. Your cleaning report records how we cleaned.`,
      },
      {
        mark: "CHF",
        title: "A fixed price before we start",
        text: `Basic cleaning starts at ${f.priceFrom}: a base charge plus a price per m², and we charge nothing for travel. Our quote calculator shows the fixed total for basic cleaning of your system, including VAT, straight away.`,
      },
    ],
  },

  risks: {
    title: "What dirt costs your system",
    intro:
      "Rain alone does not clean solar panels: it spreads the dust around and leaves a line of grime along the bottom edge of the frame. These are the four most common consequences.",
    items: [
      {
        mark: "−%",
        title: "Lower yield",
        text: `Light soiling from dust and pollen costs ${light.from}–${light.to}% of your yield; heavy soiling from bird droppings, leaves or lichen ${heavy.from}–${heavy.to}%.`,
      },
      {
        mark: "!",
        title: "Hot spots in the cells",
        text: "Bird droppings and leaves shade individual cells. These heat up, age faster and, in the worst case, can damage the whole panel.",
      },
      {
        mark: "◐",
        title: "Stubborn deposits",
        text: "Moss, lichen and baked-on dirt attack the glass and frames over the years. The longer you wait, the harder they are to remove.",
      },
      {
        mark: "⚠",
        title: "The risks of doing it yourself",
        text: "Climbing onto the roof yourself means risking a fall. Pressure washers, hard brushes and household cleaners can damage the coating, and many manufacturers exclude such damage from their warranty.",
      },
    ],
  },

  yieldCalculator: {
    title: "Loss calculator: what is dirt costing you?",
    intro:
      "How dirty panels get depends mainly on where they are: less sticks to them in open countryside than next to a farm or a main road. Enter the size of your system and your feed-in tariff or electricity price, choose the surroundings, and the calculator shows the yearly yield lost to soiling.",
    sizeLabel: "System size (kWp)",
    sizeHint:
      "You will find it on the installer’s invoice or the system’s data sheet, for example 10 kWp for a detached house.",
    priceLabel: "Electricity price or feed-in tariff (CHF/kWh)",
    priceHint:
      "Feed-in tariffs in Switzerland are usually between CHF 0.06 and 0.12 per kWh; electricity from the grid costs more.",
    environmentLegend: "Surroundings of the system",
    soilingLabel: "Soiling index {percent}",
    environments: {
      freiflaeche: { name: "Open countryside", description: "No trees, stables or roads nearby" },
      wohngebiet: { name: "Residential area", description: "Gardens, trees and wood-burning stoves in winter" },
      landwirtschaft: { name: "Farmland", description: "Stables, fields and harvest dust nearby" },
      gewerbe: {
        name: "Commercial or industrial area",
        description: "Exhaust fumes, soot and dust from nearby businesses",
      },
      verkehr: { name: "Busy road", description: "Fine dust and tyre wear from a road or railway" },
    },
    resultsTitle: "Your result per year",
    energy: "Yearly yield without soiling",
    rate: "Yield lost to soiling (yearly average)",
    lostKwh: "Energy lost",
    lostChf: "Loss per year",
    lostFiveYears: "Loss over five years",
    note: `This calculator assumes a yearly yield of ${f.kwhPerKw} kWh per kWp and a loss rate of ${baseLossRate(".")}% below a soiling index of ${secondTierFrom}, then ${tierList(".", (v) => `${v}%`, "from", "and")}. The soiling index (0 to 100) describes how much dirt builds up where the system stands; it is not a loss. The loss rate is a yearly average: rain washes some of the dirt off in between.`,
    percentFormat: "{value}%",
    decimalMark: ".",
    quoteButton: { label: "Get an instant quote", to: { page: "prices", section: "calculator" } },
  },

  process: {
    title: "Six steps to a clean system",
    intro:
      "Every job follows the same process – from the first look at your roof to the cleaning report you receive at handover.",
    steps: [
      {
        title: "On-site analysis",
        description:
          "We check the roof type, pitch, access and the water tap, assess the soiling and photograph the condition of the panels before cleaning.",
      },
      {
        title: "Safety plan",
        description:
          "Following the rules of Suva, the Swiss accident insurer, we set up fall protection, anchor points and the work area, and cordon off the area below the roof if needed.",
      },
      {
        title: "Gentle pre-cleaning",
        description:
          "Coarse dirt such as leaves, twigs and bird droppings is removed by hand and soaked, so nothing scratches the glass when we brush.",
      },
      {
        title: "Main cleaning",
        description:
          "We clean every panel with demineralised water and soft rotating brushes – by hand, with a telescopic pole or, on large surfaces, with the robot.",
      },
      {
        title: "Quality check and documentation",
        description:
          "We check every panel for residue, record visible damage such as broken glass or loose cables and photograph the result.",
      },
      {
        title: "Handover with cleaning report",
        description:
          "You receive a cleaning report with before-and-after photos, any defects we found and our recommendation for the next cleaning.",
      },
    ],
  },

  insurance: {
    title: `Insured up to ${insurance}`,
    text: `Working on roofs calls for care. Our liability insurance covers damage we cause, up to ${insurance} – to your solar panels as well as to your roof, facade or garden.`,
    points: [
      `Liability insurance up to ${insurance}`,
      `Certified training in solar panel cleaning, completed in ${f.certifiedSince}`,
      "Photo record of the condition before and after cleaning",
      "Fall protection to Suva rules",
    ],
    link: { label: "See our certificates", to: { page: "certificates" } },
  },

  cta: {
    title: "How much does cleaning your system cost?",
    text: `Work out the fixed price of basic cleaning in two minutes: your quote shows the total including VAT, with no travel costs. Would you rather talk to someone? Call us Monday to Friday, ${hours.opens}–${hours.closes}, or e-mail us in English and we will reply within ${siteFacts.replyWithinHours} hours.`,
    quoteButton: { label: "Get an instant quote", to: { page: "prices", section: "calculator" } },
    contactButton: { label: "Contact us", to: { page: "contact" } },
  },

  faq: {
    title: "Solar panel cleaning: frequently asked questions",
    items: [
      {
        question: "How often should solar panels be cleaned?",
        answer:
          "Every one to two years is usually right, and we check the panels by eye each time. Near farmland, trees or busy roads, panels get dirty faster, so cleaning once a year usually pays off there.",
      },
      {
        question: "What do you need from me on the day?",
        answer:
          "You do not need to be at home; we need access to the roof and a water connection. A power socket is optional, as our equipment can run without one. We agree the appointment with you in advance, usually within one to two weeks (three to four weeks in the high season).",
      },
      {
        question: "What do you clean the panels with?",
        answer:
          "Only demineralised water and soft rotating brushes – no chemicals and no high pressure on the panels. The demineralised water loosens the dirt and dries without limescale marks. On large flat roofs we use a cleaning robot, and drones to inspect and document roofs that are hard to reach.",
      },
      {
        question: "How much does it cost to clean my solar panels?",
        answer: `Prices start at ${f.priceFrom} for basic cleaning and at ${f.premiumPrice} for the premium package with inspection. Both are base charges: the price per m² of panel area and the roof-type adjustment are added, and your quote shows the total including ${vat} VAT, with no surcharge for travel. Our [quote calculator](page:prices#calculator) shows the fixed price of basic cleaning in two minutes; we quote the premium package on request.`,
      },
      {
        question: "What happens if something is damaged during cleaning?",
        answer: `Our liability insurance covers damage we cause, up to ${insurance}. Before every job we photograph the condition of the system, so existing defects can be clearly told apart from any new damage.`,
      },
    ],
  },
} satisfies SolarContent;
