import { siteFacts } from "../site-facts";
import { formatDecimal } from "#app/lib/format";
import { m2, millions } from "./shared";
import type { OfferCopy } from "./types";

export const offerCopyEn: OfferCopy = {
  fileStem: "Quote",
  online: {
    title: "Accept the quote online",
    text: "Scan the code or open the link to book the job with a few details.",
  },
  tagline: "Cleaning of solar panels, roofs and gutters, plus green roof maintenance",
  title: "Quote for cleaning your solar panels",
  intro: "Thank you for your request. We are pleased to quote you the following fixed price for cleaning your system:",
  numberLabel: "Quote no.",
  dateLabel: "Date",
  validUntilLabel: "Valid until",
  uidLabel: "UID",
  customerTitle: "Customer",
  contactPersonLabel: "Contact person",
  emailLabel: "E-mail",
  phoneLabel: "Phone number",
  objectTitle: "Property",
  locationLabel: "Postcode and town",
  roofTypeLabel: "Roof type",
  sizeLabel: "System size",
  cleaningAreaLabel: "Area to clean",
  roofTypes: { ziegeldach: "Tiled roof", flachdach: "Flat roof", blechdach: "Metal roof" },
  size: (size, unit) =>
    unit === "m2"
      ? m2(size, "en")
      : unit === "kwp"
        ? `${formatDecimal(size, "en")} kWp`
        : `${formatDecimal(size, "en")} panel${size === 1 ? "" : "s"}`,
  table: { item: "Item", quantity: "Quantity", rate: "Rate", amount: "Amount" },
  fixedCost: "Base charge",
  fixedCostDetail: "Planning, safety plan, cleaning report",
  areaCost: "Cleaning of the panel area",
  areaCostDetail: "Demineralised water, soft brushes, no chemicals",
  roofFactor: (roof) => `Roof-type adjustment (${roof.toLowerCase()})`,
  roofFactorDetail: "on base charge and cleaning",
  subtotal: "Subtotal",
  net: "Net amount (excl. VAT)",
  vat: (percent) => `VAT ${percent}%`,
  total: "Total incl. VAT",
  perM2: "/ m²",
  validity: (date) => `This quote is valid for 30 days, up to and including ${date}.`,
  includedTitle: "Included in the price",
  included: [
    {
      title: "Visual check",
      text: "We check every panel by eye for cracks, loose fixings and discolouration that can point to hot spots.",
    },
    {
      title: "Defect report",
      text: "Anything we find goes into the cleaning report with photos and its position.",
    },
    {
      title: "Repairs by a partner",
      text: "If a repair is needed, we can put you in touch with a vetted partner company.",
    },
  ],
  guaranteesTitle: "What you can rely on",
  guarantees: [
    {
      title: "Fixed-price guarantee",
      text: "The price quoted is binding on us for the system size and roof type stated, with no surcharges or extras.",
    },
    {
      title: "Satisfaction guarantee",
      text: "If the result does not meet your expectations, we clean the areas you point out again at no charge.",
    },
    {
      title: "Liability insurance",
      text: `Our liability insurance covers damage we cause, up to CHF\u00a0${millions}\u00a0million.`,
    },
    {
      title: "No travel costs",
      text: "We work all over Switzerland, including French-speaking Switzerland and Ticino, and never charge travel costs.",
    },
  ],
  notesTitle: "Your notes",
  nextStepsTitle: "What happens next",
  nextSteps: [
    "Accept the quote: online on the quote page (link and QR code on this quote), by replying to our e-mail or by phone.",
    `Appointment: we reply within ${siteFacts.replyWithinHours} hours. You usually get an appointment within one to two weeks, or three to four weeks in the high season.`,
    "Cleaning: afterwards you receive the cleaning report with photos and the invoice for the fixed price quoted.",
  ],
  questions: "Questions about this quote? Call or e-mail us:",
  closing: "We look forward to working with you.",
  regards: "Kind regards",
  page: (page, pages) => `Page ${page} of ${pages}`,
  mail: {
    subject: (number, company) => `Your quote ${number} from ${company}`,
    intro: "Thank you for your request. Your quote for cleaning your solar panels is attached as a PDF.",
    accept: (phone) =>
      `To go ahead, book the job online on your quote page (link below), reply to this e-mail or call us on ${phone}. You can reach us the same way with any questions.`,
    download: "Download the quote",
    viewAndAccept: "View the quote and book the job",
    downloadNote: (date) => `The link to your quote is valid until ${date}.`,
    notYou: "If you did not request a quote, you can ignore this e-mail.",
  },
};
