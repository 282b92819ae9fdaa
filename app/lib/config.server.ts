import { publicCompany } from "#server/company";
import { env } from "#server/env";
import type { Company } from "./company";

/** What the pages need from configuration; read at build (prerender) and at SSR. */
export interface PublicConfig {
  siteUrl: string;
  gaMeasurementId: string | null;
  /** YouTube id of the explainer video; without it the home page shows no video section. */
  explainerVideoId: string | null;
  company: Company;
}

export function publicConfig(): PublicConfig {
  const e = env();
  return {
    siteUrl: e.SITE_URL,
    gaMeasurementId: e.GA_MEASUREMENT_ID ?? null,
    explainerVideoId: e.EXPLAINER_VIDEO_ID ?? null,
    company: publicCompany(e),
  };
}
