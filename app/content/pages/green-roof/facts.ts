import { siteFacts } from "#app/content/site-facts";

/** Numbers the green-roof page states (spec 2: extensive roofs twice, intensive roofs four times a year). */
export const greenRoofFacts = {
  extensiveVisitsPerYear: 2,
  intensiveVisitsPerYear: 4,
  /** A mixed roof (extensive areas with beds or shrubs): as the green-roof article's table of intervals says. */
  mixedVisitsPerYear: { from: 2, to: 4 },
  certifiedSince: siteFacts.certifiedSince,
  /** Liability cover in millions of francs ("5"). */
  insuranceMillions: String(siteFacts.liabilityInsuranceChf / 1_000_000),
};
