import type { CityPageData } from "../../lib/page-data.server";
import { fill, useUi } from "../../lib/ui";
import { PageHero } from "./content-page";

/** City page: hero with both calls to action and the city's response time. */
export function CityPage({ data }: { data: CityPageData }) {
  const ui = useUi();
  const { city } = data;
  return (
    <PageHero copy={data.copy} eyebrow={`${city.region} · ${city.name}`}>
      <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-leaf-50 px-4 py-2 text-sm font-semibold text-leaf-700">
        <span aria-hidden="true" className="h-2 w-2 rounded-full bg-leaf-600" />
        {fill(ui.city.responseTimeLabel, { city: city.name })}: {ui.city.responseTimes[city.responseTime]}
      </p>
    </PageHero>
  );
}
