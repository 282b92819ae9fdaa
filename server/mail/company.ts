import type { Company } from "#app/lib/company";
import { publicCompany } from "../company";
import type { Env } from "../env";
import type { Lang } from "#app/lib/i18n";
import { parseMailRoutes, routeCompanyMail, type MailRoutes } from "./mail-routes";

/** The company identity mails and PDFs are signed with, and where mails go (configuration, see server/env.ts). */
export interface CompanyIdentity extends Company {
  siteUrl: string;
  mailFrom: string;
  mailTo: string;
  /** MAIL_ROUTES: company mails by postcode or language; everything else goes to mailTo. */
  mailRoutes?: MailRoutes;
}

/** The company inbox for a request (MAIL_ROUTES, else MAIL_TO). */
export function companyInbox(company: CompanyIdentity, request: { plz?: string; language: Lang }): string {
  return routeCompanyMail(company.mailRoutes, request, company.mailTo);
}

export function companyFromEnv(env: Env): CompanyIdentity {
  return {
    ...publicCompany(env),
    siteUrl: env.SITE_URL,
    mailFrom: env.MAIL_FROM,
    mailTo: env.MAIL_TO,
    mailRoutes: parseMailRoutes(env.MAIL_ROUTES),
  };
}
