import type { Company } from "../../../app/lib/company";
import { parseEnv } from "../../env";

/** The company identity the pages show, from the configuration (defaults when nothing is set). */
export function companyFromEnv(source: NodeJS.ProcessEnv = process.env): Company {
  const env = parseEnv(source);
  return {
    name: env.COMPANY_NAME,
    phone: env.COMPANY_PHONE,
    email: env.COMPANY_EMAIL,
    street: env.COMPANY_STREET,
    postcode: env.COMPANY_POSTCODE,
    city: env.COMPANY_CITY,
    uid: env.COMPANY_UID,
    whatsapp: env.COMPANY_WHATSAPP,
  };
}
