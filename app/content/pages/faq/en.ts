import { siteFacts } from "#app/content/site-facts";
import { faqFacts as f, questionsOf } from "./facts";
import type { FaqPageContent, FaqTopic } from "./types";

const { light, heavy } = siteFacts.soilingLossPercent;
const reply = `within ${siteFacts.replyWithinHours} hours`;

const topics: FaqTopic[] = [
  {
    id: "costs",
    title: "Costs and quotes",
    items: [
      {
        question: "How much does solar panel cleaning cost?",
        answer: `Prices start at ${f.basicChf} for basic cleaning and at ${f.premiumChf} for the premium package, which also includes an inspection of your system with a written report. Both are base charges: the price per m² and the roof-type adjustment are added, and your quote shows the total including ${f.vatPoint}% VAT. To see exactly what basic cleaning of your system costs, use our [quote calculator](page:prices): your postcode, roof type and system size are all it needs, and it takes two minutes. We quote the premium package on request.`,
      },
      {
        question: "How is the price worked out?",
        answer: `The price is made up of a base charge of ${f.fixedCostChf} and a rate per square metre that falls as the area grows: up to ${f.firstTierUpToM2} m² it is ${f.firstTierChf} per m², above ${f.lastTierFromM2} m² only ${f.lastTierChf} per m². Compared with a tiled roof, cleaning costs ${f.flatRoofPercent}% less on a flat roof and ${f.metalRoofPercent}% more on a metal roof. Swiss VAT of ${f.vatPoint}% is added on top. A system of ${f.exampleAreaM2} m² on a tiled roof therefore costs around ${f.exampleChf} including VAT.`,
      },
      {
        question: "Is there anything on top of the quoted price?",
        answer:
          "No. We never charge travel costs, and nothing is added to the fixed price in your quote. A visual check of the system, a record of any defects we find and, if you wish, a referral to a partner company for repairs are included with every cleaning.",
      },
      {
        question: "What if I am not happy with the result?",
        answer:
          "That is what our satisfaction guarantee is for: if the result does not meet your expectations, let us know. We will come back, look at the system and clean the areas you point out again at no charge.",
      },
    ],
  },
  {
    id: "cleaning",
    title: "Cleaning and methods",
    items: [
      {
        question: "How often should I have my solar panels cleaned?",
        answer:
          "Once every one to two years is enough for most systems, and each cleaning includes a visual check of the panels. Near farmland, trees or busy roads, panels get dirty faster, so cleaning once a year usually pays off there. You can read more on our [solar panel cleaning](page:solar) page.",
      },
      {
        question: "What do you clean the panels with?",
        answer:
          "Only demineralised water and soft brushes, with no chemicals. Demineralised water loosens dust, pollen and bird droppings, dries without limescale marks and leaves no residue on the panels, in the gutter or in your garden.",
      },
      {
        question: "Do you use high-pressure cleaners?",
        answer:
          "No. High pressure can damage the seals, frames and anti-reflective coating of the panels. We clean solar panels at low pressure only, never with high pressure, and follow the panel manufacturers’ cleaning guidelines.",
      },
      {
        question: "Do you use robots and drones?",
        answer:
          "Yes, where they are the right tool. On large flat roofs of commercial and industrial buildings, robots clean the rows of panels quickly and evenly. We inspect hard-to-reach roofs with drones, flown under the rules of the Federal Office of Civil Aviation (FOCA). On detached houses our team usually cleans by hand.",
      },
      {
        question: "How much extra yield does a cleaning bring?",
        answer: `Light soiling costs a system ${light.from} to ${light.to}% of its yield, heavy soiling ${heavy.from} to ${heavy.to}%. A cleaned system yields up to ${f.yieldUpTo}% more than a soiled one. To see what that means in francs for your own system, use our [loss calculator](page:lossCalculator).`,
      },
    ],
  },
  {
    id: "green-roof",
    title: "Green roofs",
    items: [
      {
        question: "How often does a green roof need maintenance?",
        answer:
          "We usually look after extensive green roofs with sedum, mosses and herbs twice a year, in spring and autumn. Intensive green roofs with perennials, lawn or shrubs need a visit once a season, four times a year. With a maintenance contract we set the intervals to suit your roof.",
      },
      {
        question: "What does green roof maintenance include?",
        answer:
          "We check the planting, remove unwanted growth such as tree seedlings, keep drains, gravel strips and gutters clear and look over the edges. Where needed, we top up the substrate, reseed or water during dry spells. You will find all our services on the [green roof maintenance](page:greenRoof) page.",
      },
      {
        question: "Does your certified training cover green roof maintenance too?",
        answer: `No. The certified training our team completed in ${f.certifiedSince} covers solar panel cleaning only. Green roof maintenance follows the same safety rules – a safety plan for every job – and our liability insurance covers damage we cause, up to CHF ${f.insuranceMillions} million.`,
      },
    ],
  },
  {
    id: "appointments",
    title: "Appointments and safety",
    items: [
      {
        question: "How soon can I get an appointment?",
        answer: `We reply to your enquiry ${reply}. You can usually get a cleaning appointment within one to two weeks, or within three to four weeks in the high season. Call or e-mail us (you will find the details on our [contact page](page:contact)), or get an instant quote straight away.`,
      },
      {
        question: "How long does a cleaning take, and do I need to be there?",
        answer:
          "We usually clean a 50 to 100 m² system in two to four hours. You do not need to be at home; we need access to the roof and a water connection. A power socket is optional. When we finish, you receive a cleaning report.",
      },
      {
        question: "Are you insured if something goes wrong?",
        answer: `Yes. Our liability insurance covers damage we cause, up to CHF ${f.insuranceMillions} million. For every job we draw up a safety plan with fall protection following the rules of Suva, the Swiss accident insurer. Our credentials are listed on our [certificates page](page:certificates).`,
      },
    ],
  },
];

export const faqEn = {
  meta: {
    title: "FAQ – solar panel cleaning questions answered",
    description: `Answers to common questions: how often to clean, prices from ${f.basicChf}, cleaning without chemicals, how long it takes and liability insurance up to CHF ${f.insuranceMillions} million.`,
  },
  hero: {
    heading: "Frequently asked questions",
    intro: [
      "Here you will find answers to the questions we hear most often before a cleaning: how often solar panels should be cleaned, what it costs, what we clean with, how long a job takes and what our liability insurance covers if something goes wrong. Most answers are about solar panels, and one section covers green roofs: how often they need maintenance and what a visit includes.",
      `If your question is not here, call us, or e-mail us and we will reply ${reply} – in English, of course. If you would like to know straight away what cleaning your system costs, get an instant quote: your postcode, roof type and system size are enough, and you see the price including VAT with no travel costs.`,
    ],
  },
  topics,
  faq: { title: "Topics", items: questionsOf(topics) },
  related: {
    title: "Find out more",
    items: [
      {
        title: "Solar panel cleaning",
        text: "Our six-step process, the risks of dirty panels and what our liability insurance covers.",
        link: { label: "More about solar panel cleaning", to: { page: "solar" } },
      },
      {
        title: "Green roof maintenance",
        text: "Maintenance intervals for extensive and intensive green roofs and the work each season brings.",
        link: { label: "More about green roof maintenance", to: { page: "greenRoof" } },
      },
      {
        title: "Prices and quotes",
        text: "Your price in two minutes, including VAT and with no travel costs, as a PDF quote.",
        link: { label: "More about prices and quotes", to: { page: "prices" } },
      },
    ],
  },
  cta: {
    title: "Didn’t find your question?",
    text: `Call us, or e-mail us and we will reply ${reply}. Or get an instant quote for cleaning your system right now.`,
    contactButton: { label: "Contact us", to: { page: "contact" } },
    quoteButton: { label: "Get an instant quote", to: { page: "prices", section: "calculator" } },
  },
} satisfies FaqPageContent;
