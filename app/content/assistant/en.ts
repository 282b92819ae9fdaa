import type { AssistantCopy } from "./types";

/** English sentences of the assistant. */
export const assistantEn: AssistantCopy = {
  quoteIntro: "For {size} {unit} on a {roof}{area}, cleaning costs:",
  /** Follows the size when it is not given in m² (panels, kWp): the area it stands for. */
  quoteArea: " ({area} m² to clean)",
  quoteAllRoofs: "Cleaning {size} {unit}{area} costs, including VAT:",
  quoteAskRoof: "Tell me the roof type and I will break it down into net, VAT and total.",
  quoteNeedSize:
    "The price is a base charge of {fixed} plus a rate per m² that falls as the area grows; flat roofs cost less, metal roofs a little more. Tell me the size of your system (m², kWp or number of panels) and the roof type and I will work out the price.",
  quoteOutOfRange:
    "The quote calculator takes sizes up to {max}, in m², kWp or number of panels. For a larger system, our team will prepare an individual quote.",
  calculatorLink: "Get an instant quote",
  regionInText: (region) => region,
  teamSpeciality: "Our {team} ({region}) specialises in {speciality}.",
  cityResponse: "We come to {city} ({region}) with no travel costs. In urgent cases, a team can be with you {hours}.",
  regionProjects: "In the {city} area, we have completed {count} projects so far.",
  cityResponseNoRegion: "We come to {city} with no travel costs. In urgent cases, a team can be with you {hours}.",
  cityPageLink: "{city} page (in German)",
  contactPageLink: "Contact us",
  lossIntro:
    "For a {kwp} kWp system (“{location}”: on average {percent}% of the yield lost to soiling over the year) and a feed-in tariff of {tariff} per kWh, the figures per year are roughly as follows (wear is normal ageing that a clean system has too; a cleaning prevents the loss from soiling and reduces the damage, but not the wear):",
  yieldCalculatorResult:
    "{tariffPhrase}, your system loses about {francs} a year, or {fiveYears} over five years. This is how the loss calculator on our solar panel cleaning page works it out: for the “{environment}” setting, it assumes a soiling index of {index} (a measure of how much dirt builds up, not a loss) and, for that index, a yield loss of {rate} on average over the year. It starts from {perKwp} kWh a year per kWp, so {energy} kWh for {kwp} kWp, of which {kwh} kWh are lost.",
  yieldTariffStated: "At {tariff} per kWh",
  yieldTariffPreset: "At the calculator’s preset feed-in tariff of {tariff} per kWh",
  soilingIndexRate:
    "No. At a soiling index of {index}, the loss calculator on our solar panel cleaning page assumes a yield loss of {rate} on average over the year; the index describes how much dirt builds up, not how much yield is lost.",
  afterAcceptance:
    "We have sent you a confirmation by e-mail. We will be in touch within {hours} hours to suggest a date for the cleaning, usually within one to two weeks, or within three to four weeks in the high season.",
  basicPackageIncludes:
    "Basic cleaning is a gentle cleaning of your solar panels with soft brushes and low pressure, and no chemicals. It includes:",
  soilingSlider: "In the loss calculator, you set the soiling level with the slider, from {min}% to {max}%.",
  chatPrivacy:
    "We do not store your messages to the chat assistant or its answers: once answered, they are deleted from our server. For each question, our log records only its length, the language, the kind of answer and how long it took, never the text. The conversation itself stays in your browser’s session storage until you end the chat or close the tab.",
  dataLocation:
    "The data from our forms, the instant quote and newsletter sign-ups are stored in our database with a hosting provider in Switzerland. Only with your consent to Google Analytics can data be transferred to Google in the USA.",
  gutterRating: "Customers rate our gutter cleaning {rating} out of 5 stars ({count} reviews).",
  videoLength: "The explainer video is {minutes} minutes {seconds} seconds long.",
  galleryCase: "{title} in {place}: {gain} after cleaning ({area}).",
  newsletterSignUp: "To sign up, enter your e-mail address in the box on the blog and click ‘{button}’.",
  yesWeCome: "Yes.",
  lossLines: {
    revenue: "Lost revenue",
    wear: "System wear (even without soiling)",
    damage: "Damage from soiling",
    total: "Loss and wear per year",
  },
  lossAtStatedPercent:
    "With {percent}% of the yield lost to soiling, a {kwp} kWp system (about {yield} kWh a year) produces some {kwh} kWh less. At a feed-in tariff of {tariff} per kWh, that comes to roughly {francs} a year, not counting wear and consequential damage.",
  lossPageResult:
    "For {kwp} kWp, {tariff} per kWh and a soiling level (Verschmutzungsgrad) of {percent}%, the detailed loss calculator (in German) comes to {total} a year: {revenue} lost to soiling ({kwh} of an expected {yield} kWh) and {damage} for wear and damage. It assumes a system value of {value} ({perKwpCost} per kWp) and a damage rate of {rate}%.",
  lossWithOwnUse:
    "At a typical {yieldPerKwp} kWh per kWp, a {kwp} kWp system produces about {yield} kWh a year, so {percent}% soiling costs some {kwh} kWh. If you use {share}% of your power on site, {ownKwh} kWh of that loss is electricity you now have to buy from the grid: at {grid} per kWh, that comes to {ownCost}. The other {fedKwh} kWh would have been fed into the grid; at a feed-in tariff of {tariff} per kWh (check your own on your utility’s statement) that is {fedValue}. In total you lose about {francs} a year before any damage the dirt may cause ({feedInOnly} if you fed all your power into the grid).",
  lossPageLink: "Loss calculator",
  handover:
    "I am afraid I cannot give you a reliable answer to that here. Our team can help: call us on {phone}, message us on WhatsApp or send us an e-mail.",
  handoverDiscount:
    "Our team can discuss discounts and special terms with you: call us on {phone}, message us on WhatsApp or send us an e-mail.",
  handoverDate:
    "Our team arranges appointments with you directly; I cannot promise a date here. Call us on {phone}, message us on WhatsApp or send us an e-mail.",
  handoverPromise:
    "I cannot make promises or give guarantees here, but our team can discuss this with you: call us on {phone}, message us on WhatsApp or send us an e-mail.",
  handoverExactPrice:
    "I cannot give you an exact price in this chat: you will receive it with our quote. Our team is happy to help: call us on {phone}, message us on WhatsApp or send us an e-mail.",
  whatsappLabel: "WhatsApp",
  sourceLabel: "Read more",
  greeting:
    "Hello! Ask me about prices, cleaning, the areas we cover or how it works – or tell me the size and roof type of your system for a price.",
  hoursRange: { "24": "within 24 hours", "24-48": "within 24 to 48 hours", "48-72": "within 48 to 72 hours" },
  roofQuote: "Cleaning a roof of {area} m² costs {total} plus VAT ({rate} per m², with no travel costs).",
  tierRate: "{band}, the rate is {rate} per m², plus the base charge of {base} and VAT.",
  tierRateAt:
    "At {area} m², your system is in the band {band}, so the rate is {rate} per m², plus the base charge of {base} and VAT.",
  tierBands: { first: "up to {to} m²", middle: "over {from} m² and up to {to} m²", last: "over {from} m²" },
  roofAreaFromFootprint: "For a footprint of {footprint} m², that comes to roughly {min} to {max} m² of roof.",
  articleIntro: "Our blog has an article on this: “{title}”.",
  roofQuoteWithVat:
    "Cleaning a roof of {area} m² costs {gross} including {vatRate} VAT: {total} plus {vatAmount} VAT ({rate} per m², with no travel costs).",
  weekendClosed: "Our office is closed on Saturdays and Sundays.",
  confirm: "Yes, of course.",
  deny: "No.",
  /** A question about something the company does not do at all (not a gap in what the site says). */
  handoverOutOfScope:
    "I cannot help with that: I answer questions about cleaning solar panels, roofs and gutters and about green roof maintenance. You can reach our team on {phone}, on WhatsApp or by e-mail.",
};
