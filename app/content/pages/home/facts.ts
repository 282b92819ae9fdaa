import {
  DEFAULT_KWP,
  DEFAULT_TARIFF_CHF_PER_KWH,
  homeLocationPollution,
  SYSTEM_COST_CHF_PER_KWP,
  type LocationTypeId,
} from "#app/domain/loss";
import { ROOF_PRICE_PER_M2 } from "#app/domain/roof-price";
import { formatChf, formatDate, groupThousands } from "#app/lib/format";
import type { Lang } from "#app/lib/i18n";
import { cityName, mainRegions, ownRegions } from "#app/content/cities";
import { siteFacts } from "#app/content/site-facts";
import type { GalleryCase, GalleryScene, LocationType, RegionCount, Review, ServiceArea } from "./types";

/**
 * Numbers the home page states in every language, from the facts modules, and the small
 * builders that join them with a language's words: one place per number.
 */
export const homeFacts = {
  yieldGain: siteFacts.yieldGainUpToPercent,
  /** "8'643": the site groups thousands with the apostrophe in every language. */
  modulesCleaned: groupThousands(String(siteFacts.modulesCleaned)),
  foundedYear: siteFacts.foundedYear,
  certifiedSince: siteFacts.certifiedSince,
  regionalTeams: siteFacts.regionalTeams,
  priceFromChf: siteFacts.priceFromChf,
  /** Liability insurance in millions of francs. */
  insuranceMillionChf: siteFacts.liabilityInsuranceChf / 1_000_000,
  roofChfPerM2: ROOF_PRICE_PER_M2,
  rating: siteFacts.rating,
  reviewCount: siteFacts.reviewCount,
  customersOver: siteFacts.customersOver,
  /** Regional: only where a page speaks of Ticino. */
  ticinoInstallationsOver: siteFacts.ticinoInstallationsOver,
  replyHours: siteFacts.replyWithinHours,
  quoteMinutes: 2,
  hours: siteFacts.hours,
  /** The loss calculator's assumptions (loss.ts): "CHF 0.08" per kWh, "CHF 1'500" per kWp, 50 kWp. */
  lossTariffChf: formatChf(DEFAULT_TARIFF_CHF_PER_KWH, 2),
  lossPlantCostChf: formatChf(SYSTEM_COST_CHF_PER_KWP, 0),
  lossDefaultKwp: DEFAULT_KWP,
};

/** The three gallery cases (spec 3): the same projects in every language. */
export const galleryFacts: { id: string; scene: GalleryScene; yieldPercent: number; areaM2: number }[] = [
  { id: "einfamilienhaus-riehen", scene: "einfamilienhaus", yieldPercent: 18, areaM2: 64 },
  { id: "gewerbedach-pratteln", scene: "gewerbedach", yieldPercent: 24, areaM2: 420 },
  { id: "scheune-sursee", scene: "scheune", yieldPercent: 27, areaM2: 310 },
];

/** The loss calculator's locations with the language's words and the pollution percent of loss.ts. */
export function locationTypes(texts: Record<LocationTypeId, { name: string; description: string }>): LocationType[] {
  return (Object.keys(texts) as LocationTypeId[]).map((id) => ({
    id,
    ...texts[id],
    pollution: homeLocationPollution[id],
  }));
}

/** The six regional teams with their project counts and names in the page language (cities.ts). */
export function regionTeams(lang: Lang): RegionCount[] {
  return mainRegions.map((region) => ({
    page: `city:${region.slug}`,
    name: cityName(region.slug, lang),
    projects: region.projects,
  }));
}

/** The service areas of the French- and Italian-speaking regions (cities.ts), with their towns. */
export function serviceAreas(lang: Lang): ServiceArea[] {
  return ownRegions(lang).map((region) => ({ name: region.name, towns: [...region.cities] }));
}

/** Reviews with their date in words in the page language. */
export function datedReviews(reviews: Omit<Review, "dateText">[], lang: Lang): Review[] {
  return reviews.map((review) => ({ ...review, dateText: formatDate(review.date, lang) }));
}

/** A gallery case's words in one language; the numbers come from `galleryFacts`. */
export interface GalleryCaseText {
  title: string;
  location: string;
  before: string;
  after: string;
}

/** The three gallery cases in a language: its words, the yield and area written its way. */
export function galleryCases(
  texts: GalleryCaseText[],
  improvement: (yieldPercent: number) => string,
  area: (areaM2: number) => string,
): GalleryCase[] {
  return galleryFacts.map((fact, i) => {
    const text = texts[i]!;
    return {
      id: fact.id,
      title: text.title,
      location: text.location,
      before: { scene: fact.scene, alt: text.before },
      after: { scene: fact.scene, alt: text.after },
      improvement: improvement(fact.yieldPercent),
      area: area(fact.areaM2),
    };
  });
}
