import type { Company } from "../../app/lib/company";
import { publicCompany } from "../company";
import type { Env } from "../env";

/** The company identity mails and PDFs are signed with, and where mails go (configuration, see server/env.ts). */
export interface CompanyIdentity extends Company {
  siteUrl: string;
  mailFrom: string;
  mailTo: string;
}

export function companyFromEnv(env: Env): CompanyIdentity {
  return { ...publicCompany(env), siteUrl: env.SITE_URL, mailFrom: env.MAIL_FROM, mailTo: env.MAIL_TO };
}
