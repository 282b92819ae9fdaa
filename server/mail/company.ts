import type { Env } from "../env";

/** The company identity mails are signed with (configuration, see server/env.ts). */
export interface CompanyIdentity {
  name: string;
  phone: string;
  email: string;
  street: string;
  postcode: string;
  city: string;
  /** Swiss company ID (UID), printed on the offer PDF. */
  uid: string;
  siteUrl: string;
  mailFrom: string;
  mailTo: string;
}

export function companyFromEnv(env: Env): CompanyIdentity {
  return {
    name: env.COMPANY_NAME,
    phone: env.COMPANY_PHONE,
    email: env.COMPANY_EMAIL,
    street: env.COMPANY_STREET,
    postcode: env.COMPANY_POSTCODE,
    city: env.COMPANY_CITY,
    uid: env.COMPANY_UID,
    siteUrl: env.SITE_URL,
    mailFrom: env.MAIL_FROM,
    mailTo: env.MAIL_TO,
  };
}
