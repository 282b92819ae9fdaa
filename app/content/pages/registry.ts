import { localizedKinds, type FixedPageKind, type LangsOf } from "../page-kinds";
import { aboutContent } from "./about";
import { b2bContent } from "./b2b";
import { blogContent } from "./blog";
import { certificatesContent } from "./certificates";
import { contactContent } from "./contact";
import { faqContent } from "./faq";
import { greenRoofContent } from "./green-roof";
import { gutterCleaningContent } from "./gutter-cleaning";
import { homeContent } from "./home";
import { leadsContent } from "./leads";
import { imprintContent, privacyContent } from "../legal/legal-pages.server";
import { lossCalculatorContent } from "./loss-calculator";
import { pricesContent } from "./prices";
import { roofCleaningContent } from "./roof-cleaning";
import { solarContent } from "./solar";
import type { PageContent } from "./types";

/**
 * The content of every fixed page kind in every language it has, for code that reads
 * across pages: the tests that walk every page and the assistant's search index. Pages
 * themselves import their own kind's module, not this one.
 */
export const pageContents = {
  home: homeContent,
  contact: contactContent,
  solar: solarContent,
  greenRoof: greenRoofContent,
  prices: pricesContent,
  about: aboutContent,
  blog: blogContent,
  faq: faqContent,
  roofCleaning: roofCleaningContent,
  gutterCleaning: gutterCleaningContent,
  b2b: b2bContent,
  lossCalculator: lossCalculatorContent,
  certificates: certificatesContent,
  leads: leadsContent,
  imprint: imprintContent,
  privacy: privacyContent,
} satisfies { [K in FixedPageKind]: Record<LangsOf<K>, PageContent> };

/** The page kinds every language has (spec 2, "Page pairs per language"). */
export const sharedPageKinds = localizedKinds;
