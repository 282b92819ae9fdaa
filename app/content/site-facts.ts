/**
 * Marketing facts: one value per fact, stated the same on every page, in every language, in the
 * structured data, the PDFs, the mails and the assistant. docs/decisions/070-one-fact-one-figure.md
 * says which value was chosen where the specification kept several and why. Company identity
 * (name, phone, address, …) is configuration: see server/env.ts.
 */
export const siteFacts = {
  foundedYear: 2019,
  /** The years the regional teams, the robots and drones and the roof, gutter and green-roof services were added. */
  growthYears: { from: 2020, to: 2023 },
  /** The team's certified training in solar-panel cleaning (no certifying body is named). */
  certifiedSince: 2023,
  liabilityInsuranceChf: 5_000_000,
  /** "Basic cleaning from CHF 388": the base charge; a quote adds the price per m², the roof type and VAT. */
  priceFromChf: 388,
  /** "Premium package with inspection from CHF 588", on the same terms. */
  premiumPriceChf: 588,
  rating: 4.9,
  /** Reviews behind the rating: on the pages and in the structured data alike. */
  reviewCount: 109,
  /** "More than 120 customers". */
  customersOver: 120,
  /** A regional figure: only on pages about Ticino, stated as Ticino's. */
  ticinoInstallationsOver: 500,
  modulesCleaned: 8643,
  regionalTeams: 6,
  serviceRadiusKm: 100,
  /** The same radius in metres, for the structured data. */
  serviceRadiusMeters: 100_000,
  /** Office hours, phone included: pages, footer and structured data. */
  hours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "08:00",
    closes: "17:00",
  },
  /** Every request gets an answer within this many hours. */
  replyWithinHours: 24,
  /** How far ahead a cleaning appointment usually is, in weeks; in the high season (spring and summer) longer. */
  appointmentWeeks: { usual: { from: 1, to: 2 }, highSeason: { from: 3, to: 4 } },
  /** What soiling costs in yield: light soiling, heavy soiling (bird droppings, leaves, lichen), in percent. */
  soilingLossPercent: { light: { from: 5, to: 10 }, heavy: { from: 15, to: 25 } },
  /** Yield a cleaning brings back at most, in percent ("up to 30 %"). */
  yieldGainUpToPercent: 30,
  geo: { latitude: 47.5596, longitude: 7.5886 },
  social: {
    facebook: "https://www.facebook.com/",
    instagram: "https://www.instagram.com/",
    linkedin: "https://www.linkedin.com/",
  },
} as const;
