import { groupThousands } from "#app/lib/format";
import { siteFacts } from "#app/content/site-facts";

/** Figures the blog introduction quotes, from the site facts. */
export const blogFacts = {
  modules: groupThousands(String(siteFacts.modulesCleaned)),
  founded: siteFacts.foundedYear,
};
