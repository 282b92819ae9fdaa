import { siteFacts } from "#app/content/site-facts";
import { priceFacts as p } from "./facts";
import type { PricesContent } from "./types";

export const pricesEn = {
  meta: {
    title: "Prices and quotes for solar panel cleaning",
    description: `Basic solar panel cleaning from ${p.basicChf}, the premium package with inspection from ${p.premiumChf}, plus the price per m² and with no travel costs. Get an instant quote online in two minutes.`,
  },
  hero: {
    heading: "Prices and quotes",
    intro: [
      `Our quote calculator shows you in two minutes what basic cleaning of your solar panels will cost. Enter your postcode, roof type and the size of your system – in square metres, kWp or number of panels. The price is a fixed base charge plus a price per square metre that goes down as the area gets larger, adjusted for the roof type. Swiss VAT of ${p.vatPercent}% is added, and your quote shows the total including VAT, with no travel costs.`,
      `Basic cleaning starts at ${p.basicChf}. The premium package also includes an inspection of your system: it costs from ${p.premiumChf}, plus the price per m² and VAT, and we quote it on request. Every cleaning comes with a visual check, a record of any defects and, if you wish, a referral to a partner company for repairs. Your quote arrives as a PDF, and we answer questions within ${siteFacts.replyWithinHours} hours – in English, and on WhatsApp too.`,
    ],
  },
  packages: {
    title: "Our packages",
    intro: `Both package prices are base charges: the price per m², the roof-type adjustment and ${p.vatPercent}% VAT are added. The quote calculator prices basic cleaning; we quote the premium package on request. We work all over Switzerland, with no travel costs.`,
    highlightLabel: "Recommended",
    priceFromLabel: "from",
    items: [
      {
        name: "Basic cleaning",
        priceChf: p.basic,
        text: "Gentle cleaning of your solar panels with demineralised water: no chemicals, soft brushes and low pressure.",
        features: [
          "Every panel cleaned with demineralised water",
          "Visual check and photo record",
          "Cleaning report when we finish",
        ],
        highlight: false,
      },
      {
        name: "Premium package with inspection",
        priceChf: p.premium,
        text: "Everything in basic cleaning plus an inspection of the system, in which we check the panels, frames, cabling and fixings.",
        features: [
          "Everything in basic cleaning",
          "Inspection of panels, frames, cabling and fixings",
          "Report with maintenance and repair recommendations",
        ],
        highlight: true,
      },
    ],
  },
  included: {
    title: "Included in every cleaning",
    intro: "Three extras you never pay for separately:",
    items: [
      {
        title: "Visual check",
        text: "While cleaning, we look over every panel for cracks, loose fixings and discolouration that can point to hot spots.",
        mark: "1",
      },
      {
        title: "Defect report",
        text: "Anything we notice goes into the cleaning report with photos and its position – useful evidence for insurance or warranty claims.",
        mark: "2",
      },
      {
        title: "Repairs by a partner",
        text: "If something needs repairing, we can put you in touch with a vetted partner company in your area.",
        mark: "3",
      },
    ],
  },
  packageNote: {
    title: "Good to know",
    items: [
      `The price depends on the area: a base charge of ${p.fixedCostChf} plus a price per m² that falls as the area grows.`,
      "Flat roofs cost less, metal roofs take a little more work; the calculator allows for the roof type automatically.",
      "For several properties and regular cleaning we offer maintenance contracts with volume discounts.",
    ],
    b2bLink: { label: "More about maintenance contracts for businesses", to: { page: "b2b" } },
  },
  whatsapp: {
    title: "Would you rather send a message?",
    text: "Send us a photo of your solar panels on WhatsApp and we will get back to you with an assessment and a price.",
    button: "Start a WhatsApp chat",
  },
  cta: {
    title: "Questions about your quote?",
    text: `Happy to talk it through – we reply within ${siteFacts.replyWithinHours} hours.`,
    contactButton: { label: "Contact us", to: { page: "contact" } },
    faqButton: { label: "Read the FAQ", to: { page: "faq" } },
  },
} satisfies PricesContent;
