/**
 * Marketing facts (spec 1). Where the spec keeps two readings, both are here,
 * each named for where it is used. Company identity (name, phone, address, …)
 * is configuration: see server/env.ts.
 */
export const siteFacts = {
  foundedYear: 2019,
  certifiedSince: 2023,
  liabilityInsuranceChf: 5_000_000,
  priceFromChf: 388,
  /** Premium cleaning with inspection, VAT included (spec 9). */
  premiumPriceChf: 588,
  rating: 4.9,
  /** Review count shown on pages. */
  reviewCountDisplayed: 109,
  /** Review count in structured data. */
  reviewCountStructuredData: 87,
  customersRange: "123–127",
  /** The French and Italian pages' own claims (spec 1): "over 1000 customers", "50+ projects". */
  customersOver: 1000,
  projectsOver: 50,
  /** Italian pages: "over 500 installations in Ticino". */
  ticinoInstallationsOver: 500,
  modulesCleaned: 8643,
  regionalTeams: 6,
  serviceRadiusKm: 100,
  /** Structured-data service radius in metres. */
  serviceRadiusMeters: 50000,
  /** Opening hours on impressum and the contact page. */
  hoursDisplayed: { days: "Mo-Fr", opens: "08:00", closes: "17:00" },
  /** Opening hours in structured data and on the French and Italian pages. */
  hoursStructuredData: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "08:00",
    closes: "18:00",
  },
  /** Yield a cleaning brings back, as pages claim it (spec 1), in percent. */
  yieldGainPercent: {
    /** French pages, the solar pages, German pages. */
    upTo: 20,
    /** The Italian service page. */
    italianServicePage: 15,
    /** Home and B2B. */
    homeAndB2b: 30,
    /** Everywhere else: a range. */
    range: { from: 5, to: 25 },
  },
  geo: { latitude: 47.5596, longitude: 7.5886 },
  social: {
    facebook: "https://www.facebook.com/",
    instagram: "https://www.instagram.com/",
    linkedin: "https://www.linkedin.com/",
  },
} as const;
