import { responseTimeFor, type ResponseTime } from "../cities";
import { siteFacts } from "../site-facts";

/** German phrases the city texts share, built from the site facts and the cities' response times. */
const soiling = siteFacts.soilingLossPercent;
/** What soiling costs, from light to heavy soiling ("5 bis 25 %"). */
export const lossRange = `${soiling.light.from} bis ${soiling.heavy.to} %`;
export const priceFrom = `CHF ${siteFacts.priceFromChf}`;
export const insurance = `CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} Millionen`;
/** How soon the team can be on site, per response time of cities.ts (spec 9). */
export const responseText: Record<ResponseTime, string> = {
  "24": "innert 24 Stunden",
  "24-48": "innert 24 bis 48 Stunden",
  "48-72": "innert 48 bis 72 Stunden",
};

/** Every request is answered within this time, wherever it comes from. */
export const reply = `innert ${siteFacts.replyWithinHours} Stunden`;
/** How soon the team can be on site in a city (its response time in cities.ts). */
export const onSiteIn = (slug: string) => responseText[responseTimeFor(slug)];
export const appointment = "in der Regel innert einer bis zwei Wochen, in der Hochsaison innert drei bis vier Wochen";
