import { siteFacts } from "#app/content/site-facts";
import { greenRoofFacts as f } from "./facts";
import type { GreenRoofContent } from "./types";

const insurance = `CHF ${f.insuranceMillions} million`;
/** "twice a year", "four times a year". */
const timesAYear = (visits: number) =>
  `${({ 1: "once", 2: "twice", 3: "three times", 4: "four times" } as Record<number, string>)[visits] ?? `${visits} times`} a year`;

export const greenRoofEn = {
  meta: {
    title: "Green roof maintenance for homes and businesses",
    description: `Professional green roof maintenance: vegetation checks, weeding and drain clearing. Extensive green roofs ${timesAYear(f.extensiveVisitsPerYear)}, intensive ones once a season (${timesAYear(f.intensiveVisitsPerYear)}).`,
    serviceType: "Green roof maintenance",
  },
  hero: {
    heading: "Green roof maintenance",
    intro: [
      "A green roof holds back rainwater, keeps the building cooler in summer and protects the waterproofing, as long as it is looked after regularly. We check the vegetation, remove unwanted growth such as tree seedlings, keep drains, gravel strips and gutters clear, and top up substrate or plants where needed. Our work follows the seasons, because spring, summer, autumn and winter each bring different tasks.",
      `We usually look after extensive green roofs ${timesAYear(f.extensiveVisitsPerYear)} and intensive green roofs once a season (${timesAYear(f.intensiveVisitsPerYear)}); with a maintenance contract we set the intervals to suit your roof. There are no travel costs, and we reply to every request within ${siteFacts.replyWithinHours} hours.`,
    ],
  },
  heroBadge: `Extensive ${f.extensiveVisitsPerYear}×, intensive ${f.intensiveVisitsPerYear}× a year`,

  certificationNote: {
    title: "A note on our certified training",
    text: `The certified training our team completed in ${f.certifiedSince} covers solar panel cleaning only; there is no separate certificate for green roof work. We bring the same care to it and draw up a safety plan for every job.`,
  },

  services: {
    title: "What we do for your green roof",
    intro:
      "A green roof is a small ecosystem on top of a technical roof structure. Our maintenance looks after both: the plants, and everything that keeps the roof watertight and dry.",
    items: [
      {
        mark: "✿",
        title: "Looking after the plants",
        text: "We remove unwanted growth such as tree seedlings, invasive grasses and problem weeds, cut back perennials and encourage a dense plant cover that suits the site.",
      },
      {
        mark: "↓",
        title: "Clearing drains and gravel strips",
        text: "We clear roof outlets, inspection chambers, overflows and gravel strips of leaves, plants and substrate, so rainwater can drain away freely.",
      },
      {
        mark: "+",
        title: "Reseeding and topping up substrate",
        text: "We fill bare or washed-out patches with sedum cuttings, seed or substrate, so the waterproofing stays covered and protected from sun and frost.",
      },
      {
        mark: "✓",
        title: "Checks and maintenance report",
        text: "We check edges, junctions and the visible waterproofing, and record the condition of the roof with photos in a report after every visit.",
      },
    ],
  },

  seasons: {
    title: "Maintenance through the seasons",
    intro: "Each season brings a green roof different tasks. This is how we spread the work over the year.",
    items: [
      {
        title: "Spring",
        months: "March to May",
        tasks: [
          "Check for winter damage and washed-out areas",
          "Clear leaves from drains, gutters and gravel strips",
          "Remove tree seedlings and problem weeds",
          "Reseed bare patches or plant sedum cuttings",
        ],
      },
      {
        title: "Summer",
        months: "June to August",
        tasks: [
          "Water intensive green roofs during dry spells",
          "Cut back perennials and mow the lawn on roof gardens",
          "Trim growth in front of solar panels so nothing casts shade",
          "Remove dry plant material along fire breaks",
        ],
      },
      {
        title: "Autumn",
        months: "September to November",
        tasks: [
          "Clear fallen leaves from the plants and drains",
          "Carry out the second visit on extensive roofs",
          "Pull out tree seedlings, roots and all, before winter",
          "Top up substrate where it has eroded",
        ],
      },
      {
        title: "Winter",
        months: "December to February",
        tasks: [
          "Check overflows and drains after storms",
          "Keep an eye on snow load and ice at the drains",
          "Plan the maintenance and intervals for the coming year",
        ],
      },
    ],
  },

  benefits: {
    title: "Why regular maintenance pays off",
    items: [
      {
        mark: "⌂",
        title: "Protected waterproofing",
        text: "A dense plant cover shields the waterproofing from UV light, hail and big swings in temperature, and makes it last much longer.",
      },
      {
        mark: "↓",
        title: "No water damage",
        text: "Clear drains and overflows stop water from pooling on the roof in heavy rain and seeping into the structure.",
      },
      {
        mark: "✿",
        title: "More biodiversity",
        text: "A well-kept green roof gives wild bees, butterflies and birds food and a place to live – right in the middle of town.",
      },
      {
        mark: "☀",
        title: "A cooler building, more efficient panels",
        text: "The plants evaporate water and cool the roof and the rooms below. Solar panels above a green roof work more efficiently because they run cooler.",
      },
      {
        mark: "!",
        title: "Fire safety",
        text: "We remove dry plant material and keep the gravel strips around roof structures, edges and solar panels free of growth.",
      },
      {
        mark: "✓",
        title: "A maintenance record for your warranty",
        text: "Many green roof system manufacturers require professional maintenance for their warranty. Our maintenance report records every visit.",
      },
    ],
  },

  intervals: {
    title: "Maintenance intervals",
    intro:
      "How often we come depends on the type of green roof. These are the intervals we recommend for roofs in Basel, Zurich and the rest of the Swiss Plateau.",
    items: [
      {
        title: "Extensive green roofs",
        frequency: timesAYear(f.extensiveVisitsPerYear),
        text: "We look after sedum, moss and herb roofs in spring and autumn. That is enough to remove unwanted growth and keep the drains clear.",
      },
      {
        title: "Intensive green roofs",
        frequency: timesAYear(f.intensiveVisitsPerYear),
        text: "We look after roof gardens with perennials, lawn and shrubs once a season, with an irrigation check and pruning in summer.",
      },
      {
        title: "Maintenance contracts",
        frequency: "as needed",
        text: "For property managers, businesses and special roofs we agree intervals and services to suit you in a maintenance contract – combined with solar panel cleaning if you wish.",
      },
    ],
  },

  cta: {
    title: "Want us to look after your green roof?",
    text: `Tell us where your roof is, how big it is and what grows on it. We will reply within ${siteFacts.replyWithinHours} hours with a proposal for visits and intervals.`,
    contactButton: { label: "Ask about green roof maintenance", to: { page: "contact" } },
    solarButton: { label: "More about solar panel cleaning", to: { page: "solar" } },
  },

  faq: {
    title: "Green roof maintenance: frequently asked questions",
    items: [
      {
        question: "How often does a green roof need maintenance?",
        answer:
          "Extensive green roofs with sedum, mosses and herbs usually need two visits a year, in spring and autumn. We look after intensive green roofs with perennials, lawn or shrubs once a season, four times a year. With a maintenance contract we set the intervals as needed.",
      },
      {
        question: "What is the difference between an extensive and an intensive green roof?",
        answer:
          "An extensive green roof has a thin layer of substrate, about 6–15 cm, with drought-tolerant plants such as sedum, and is not walked on. An intensive green roof is a roof garden with deeper substrate, perennials, lawn or shrubs; it needs more care and watering during dry spells.",
      },
      {
        question: "Why do tree seedlings have to be removed?",
        answer:
          "Birch, maple and willow seeds are blown onto the roof and take root. Their roots can pierce the root barrier and the waterproofing. We pull out such seedlings, roots and all, on every visit before they cause damage.",
      },
      {
        question: "Is green roof work insured?",
        answer: `Yes. Green roof maintenance follows the same safety rules as all our roof work – a safety plan for every job – and our liability insurance covers damage we cause, up to ${insurance}.`,
      },
      {
        question: "Can you look after my green roof and solar panels together?",
        answer:
          "Yes, and it is often a good idea: on a green roof with solar panels, the plants must not shade the panels, and pollen dirties the glass. We trim tall growth in front of the rows of panels and clean the panels on the same visit.",
      },
    ],
  },
} satisfies GreenRoofContent;
