import { z } from "zod";
import { isLang, type Lang } from "#app/lib/i18n";

/**
 * MAIL_ROUTES: which inbox gets a company mail. Entries separated by commas,
 * each `<postcodes>:<address>` or `<language>:<address>`:
 *
 *   1000-2999:romandie@example.ch,6500-6999:ticino@example.ch,fr:romandie@example.ch,it:ticino@example.ch
 *
 * Postcodes are a range of four-digit Swiss postcodes (`1000-2999`) or one
 * (`4057`). Offer, acceptance and decline mails go by the offer's postcode (the
 * first four digits of plz); requests without a postcode (contact, leads) by the
 * page's language; whatever matches nothing goes to MAIL_TO. Pure: the
 * configuration check (server/env.ts) and the mails use the same parser.
 */

export interface MailRoutes {
  postcodes: { from: number; to: number; address: string }[];
  languages: Partial<Record<Lang, string>>;
}

export class MailRoutesError extends Error {}

const address = z.email();

export function parseMailRoutes(value: string | undefined): MailRoutes {
  const routes: MailRoutes = { postcodes: [], languages: {} };
  if (!value || value.trim() === "") return routes;
  for (const raw of value.split(",")) {
    const entry = raw.trim();
    const bad = (why: string) => new MailRoutesError(`bad entry "${entry}": ${why}`);
    if (entry === "") throw new MailRoutesError("empty entry (two commas in a row or a trailing comma)");
    const colon = entry.indexOf(":");
    if (colon < 0) throw bad("expected <postcodes>:<address> or <language>:<address>");
    const key = entry.slice(0, colon).trim();
    const mail = entry.slice(colon + 1).trim();
    if (!address.safeParse(mail).success) throw bad(`"${mail}" is not an e-mail address`);
    if (isLang(key)) {
      if (routes.languages[key]) throw bad(`language ${key} is routed twice`);
      routes.languages[key] = mail;
      continue;
    }
    const range = /^(\d{4})(?:-(\d{4}))?$/.exec(key);
    if (!range) throw bad(`"${key}" is neither a postcode range such as 1000-2999 nor de, fr, it or en`);
    const from = Number(range[1]);
    const to = Number(range[2] ?? range[1]);
    if (from > to) throw bad(`the range ${key} runs backwards`);
    const overlap = routes.postcodes.find((r) => from <= r.to && to >= r.from);
    if (overlap) throw bad(`${key} overlaps ${overlap.from}-${overlap.to}`);
    routes.postcodes.push({ from, to, address: mail });
  }
  return routes;
}

/** The inbox for a company mail: by postcode when the request has one, else by language, else `fallback` (MAIL_TO). */
export function routeCompanyMail(
  routes: MailRoutes | undefined,
  request: { plz?: string; language: Lang },
  fallback: string,
): string {
  if (!routes) return fallback;
  if (request.plz !== undefined) {
    const digits = /^\s*(\d{4})/.exec(request.plz)?.[1];
    if (digits) {
      const n = Number(digits);
      const match = routes.postcodes.find((r) => n >= r.from && n <= r.to);
      if (match) return match.address;
    }
    return fallback;
  }
  return routes.languages[request.language] ?? fallback;
}
