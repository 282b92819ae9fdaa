import { groupThousands } from "../../../lib/format";
import { siteFacts } from "../../site-facts";

/** Figures the blog introduction quotes, from the site facts. */
export const blogFacts = {
  modules: groupThousands(String(siteFacts.modulesCleaned)),
  founded: siteFacts.foundedYear,
};
