import { frenchRegions, mainRegions, ticinoRegions } from "#app/content/cities";
import { siteFacts } from "#app/content/site-facts";
import { groupThousands } from "#app/lib/format";

/** Figures every language version of the about page quotes, from the facts modules. */
function projectsIn(slug: (typeof mainRegions)[number]["slug"]): number {
  return mainRegions.find((region) => region.slug === slug)!.projects;
}

export const aboutFacts = {
  founded: String(siteFacts.foundedYear),
  /** "2020–2023": the years of growth, as the timeline shows them. */
  growthPeriod: `${siteFacts.growthYears.from}–${siteFacts.growthYears.to}`,
  teams: siteFacts.regionalTeams,
  /** "8'643": the site writes thousands with the Swiss apostrophe in every language. */
  modules: groupThousands(String(siteFacts.modulesCleaned)),
  certifiedSince: siteFacts.certifiedSince,
  insuranceMillions: siteFacts.liabilityInsuranceChf / 1_000_000,
  projects: {
    basel: projectsIn("basel"),
    aargau: projectsIn("aargau"),
    zuerich: projectsIn("zuerich"),
    luzern: projectsIn("luzern"),
  },
  customersOver: siteFacts.customersOver,
  ticinoInstallationsOver: siteFacts.ticinoInstallationsOver,
  hours: siteFacts.hours,
};

/**
 * The towns of the French-speaking and Ticino service regions (cities.ts), named in the
 * page's words: `names` lists the regions in the order of the cities module.
 */
export function regionsNamed(
  regions: typeof frenchRegions | typeof ticinoRegions,
  names: [string, string, string],
): { name: string; cities: string[] }[] {
  return regions.map((region, index) => ({ name: names[index]!, cities: [...region.cities] }));
}

export { frenchRegions, ticinoRegions };
