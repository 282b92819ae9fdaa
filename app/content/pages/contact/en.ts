import { formatChf } from "#app/lib/format";
import { englishServiceArea } from "#app/content/phrasing/en";
import { siteFacts } from "#app/content/site-facts";
import type { EnglishContactContent } from "./types";

const hours = siteFacts.hours;
const reply = `within ${siteFacts.replyWithinHours} hours`;

/** /en/contact (spec 2): phone, e-mail and address cards with call and e-mail buttons; no form. */
export const contactEn = {
  meta: {
    title: "Contact us – advice and quotes in English",
    description: `Advice and quotes in English for solar panel, roof and gutter cleaning and green roof maintenance. Call us Monday to Friday, ${hours.opens}–${hours.closes}, or e-mail us: we reply ${reply}.`,
  },
  hero: {
    heading: "Contact us",
    intro: [
      `Would you like your solar panels, roof or gutters cleaned, or do you have a question about green roof maintenance? Give us a call or send us an e-mail, in English of course. You can call us Monday to Friday between ${hours.opens} and ${hours.closes}, with no appointment needed, and we reply to every e-mail ${reply}. To prepare an accurate quote, it helps if you tell us your postcode, the type of roof and the approximate size of your system in kWp, number of panels or square metres.`,
      `${englishServiceArea} If you rent your home, you may want to involve your landlord or property manager early, as they usually commission work on the roof. In an emergency, for example after a storm or with an overflowing gutter, e-mail us with the subject line NOTFALL (German for “emergency”): we deal with those messages first.`,
    ],
  },
  variant: "en",
  callButton: "Call us",
  emailButton: "Send an e-mail",
  cards: {
    title: "How to reach us",
    phone: {
      title: "Phone",
      text: `Monday to Friday, ${hours.opens}–${hours.closes}. You can call without an appointment, and we speak English. For a detailed consultation we can arrange a time that suits you.`,
    },
    email: {
      title: "E-mail",
      text: `Write to us at any time – we reply ${reply}. In an emergency, use the subject line NOTFALL (German for “emergency”).`,
    },
    office: {
      title: "Head office in Basel",
      text: "We come to you anywhere in Switzerland, and we charge nothing for travel.",
      hours: `Office hours: Monday to Friday, ${hours.opens}–${hours.closes}`,
    },
  },
  tips: {
    title: "What helps us prepare your quote",
    intro: "A few details in your first message save a round of questions:",
    items: [
      "Your postcode and town",
      "The type of roof: tiled, flat or metal",
      "The approximate size of your system in kWp, number of panels or square metres",
      "Whether there is a water tap we can use (a power socket is helpful, but optional)",
      "If you rent: the contact details of your landlord or property manager, who usually orders work on the roof",
      "Photos of the roof or the panels, if you have some to hand – they help, but we can quote without them",
      "When you would like the work done – you do not need to be at home while we clean",
    ],
  },
  cta: {
    title: "Time for a cleaning?",
    text: `Basic solar panel cleaning starts at ${formatChf(siteFacts.priceFromChf, 0)}, plus the price per m². Call us, or e-mail us and we will reply ${reply}.`,
  },
} satisfies EnglishContactContent;
