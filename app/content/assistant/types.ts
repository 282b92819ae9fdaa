/**
 * The assistant's own sentences per language. Every figure in them is a placeholder filled
 * from the modules (pricing, cities, loss calculator, site facts, configuration): the copy
 * holds words only. Swiss German (ss), Swiss French (vous), Swiss Italian (Lei), British English.
 */
export interface AssistantCopy {
  /** Quote with all three lines: {size} {unit} {roof} {area} then the calculator's own labels. */
  quoteIntro: string;
  quoteArea: string;
  quoteAllRoofs: string;
  quoteAskRoof: string;
  quoteNeedSize: string;
  quoteOutOfRange: string;
  calculatorLink: string;
  /** {city} {region} {hours} */
  cityResponse: string;
  /** A region's list heading as the city answer writes it inside a sentence ("région lémanique"). */
  regionInText: (region: string) => string;
  /** One of the about page's regional teams in a sentence: {team} {region} {speciality}, in the page's words. */
  teamSpeciality: string;
  /** {city} {hours}: for a city whose region has no name in the answer's language */
  cityResponseNoRegion: string;
  /** The reference projects of one of the six regions with a team (home page, "regions"). */
  regionProjects: string;
  cityPageLink: string;
  contactPageLink: string;
  /** {kwp} {location} {percent} {tariff} */
  lossIntro: string;
  /**
   * The solar page's yield calculator, for the visitor's figures: {environment}, {index}, {rate}, {perKwp}, {kwp},
   * {energy}, {kwh}, {tariffPhrase} (one of the two below), {francs}, {fiveYears}.
   */
  yieldCalculatorResult: string;
  /** The price per kWh the visitor gave: {tariff}. */
  yieldTariffStated: string;
  /** The calculator's preset feed-in tariff, when the visitor gave none: {tariff}. */
  yieldTariffPreset: string;
  /** "Index 70: do I lose 70 %?" – no, and the loss rate that index stands for: {index}, {rate}. */
  soilingIndexRate: string;
  /** The explainer video's length, as its play button states it: {minutes}, {seconds}. */
  videoLength: string;
  /** What follows once the quote is accepted, after the offer page's thanks: {hours} (the reply time). */
  afterAcceptance: string;
  /** The line before the basic cleaning's list of what it includes. */
  basicPackageIncludes: string;
  /** The loss calculator's soiling slider and its range: {min}, {max} (percent, without the sign). */
  soilingSlider: string;
  /** What happens to what the visitor writes in the chat, as the privacy policy states it. */
  chatPrivacy: string;
  /** Where form, quote and newsletter data are stored, and when data can leave Switzerland (the privacy policy). */
  dataLocation: string;
  /** The gutter cleaning's own rating: {rating}, {count}. */
  gutterRating: string;
  /** One project of the home page's before-and-after gallery: {title}, {place}, {gain} ("+27 % Ertrag"), {area}. */
  galleryCase: string;
  /** Where and how to sign up for the newsletter: {button} (the sign-up button's label). */
  newsletterSignUp: string;
  /** Before a place's answer, to "do you come to …?": yes. */
  yesWeCome: string;
  /** The yield and francs a soiling loss the visitor names costs: {percent}, {kwp}, {yield}, {kwh}, {tariff}, {francs}. */
  lossAtStatedPercent: string;
  /**
   * The German loss calculator page's result for a stated size, tariff and soiling degree: {kwp}, {tariff}, {percent}
   * ({ofPercent} with its Italian article), {total}, {revenue}, {kwh}, {yield}, {damage}, {value}, {perKwpCost},
   * {rate} ({ofRate}).
   */
  lossPageResult: string;
  /**
   * The same loss when the visitor uses part of the power and buys it back from the grid (the output-loss article's
   * sum), with the assumptions it rests on: {yieldPerKwp}, {kwp}, {yield}, {percent}, {kwh}, {share}, {ownKwh}, {grid},
   * {ownCost}, {fedKwh}, {tariff}, {fedValue}, {francs}, {feedInOnly}; Italian also {ofPercent} ("dell’8") and
   * {theShare} ("il 30").
   */
  lossWithOwnUse: string;
  lossLines: { revenue: string; wear: string; damage: string; total: string };
  lossPageLink: string;
  /** Hand-over: {phone} */
  handover: string;
  handoverOutOfScope: string;
  handoverDiscount: string;
  handoverDate: string;
  handoverPromise: string;
  /** An exact price for a service the site quotes only on request (green roof, gutters), after how it is priced: {phone} */
  handoverExactPrice: string;
  whatsappLabel: string;
  sourceLabel: string;
  greeting: string;
  hoursRange: Record<"24" | "24-48" | "48-72", string>;
  /** The roof-cleaning price for a size the visitor gave (the one computed answer the cards have no words for): {area} {total} {rate} */
  roofQuote: string;
  /** The same price with the VAT, when the visitor asks for it: {area} {gross} {total} {vatAmount} {vatRate} {rate} */
  roofQuoteWithVat: string;
  /** The rate per m² of the tier an area falls in ("und bei 400 m²?"): {band} {rate} {base} */
  tierRate: string;
  /** The same for the visitor's own size: {area} {band} {rate} {base} */
  tierRateAt: string;
  /** The tier's band (lower case): {to} for the first, {from} and {to} for the others, {from} for the last. */
  tierBands: { first: string; middle: string; last: string };
  /** After the roof-area rule of thumb, the footprint the visitor named worked out: {footprint} {min} {max} */
  roofAreaFromFootprint: string;
  /** Points to the blog article on what was asked ("gibt es einen Artikel über Gründächer?"): {title} */
  articleIntro: string;
  /** Said before the office hours when a visitor asks about a weekend day. */
  weekendClosed: string;
  /** Said before an answer that confirms what the visitor asks can be done ("Kann ich …?" – "Ja, gern."). */
  confirm: string;
  /** Said before an answer that denies what the visitor's yes/no question supposes ("Reicht Regen?" – "Nein."). */
  deny: string;
}
