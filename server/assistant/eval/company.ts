import type { Company } from "../../../app/lib/company";
import { publicCompany } from "../../company";
import { parseEnv } from "../../env";

/** The company identity the pages show, from the configuration (defaults when nothing is set). */
export function companyFromEnv(source: NodeJS.ProcessEnv = process.env): Company {
  return publicCompany(parseEnv(source));
}
