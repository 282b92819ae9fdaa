import type { Company } from "../app/lib/company";
import type { Env } from "./env";

/** The company identity the pages, the assistant and the mails show, from configuration (server/env.ts). */
export function publicCompany(env: Env): Company {
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
