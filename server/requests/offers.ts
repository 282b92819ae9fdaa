import { randomInt } from "node:crypto";
import type { OfferInput } from "#app/features/quote/offer-schema";
import { isOfferExpired, offerValidUntil, swissDate } from "#app/domain/offer-validity";
import { computeQuote, type Quote } from "#app/domain/pricing";
import { isLang } from "#app/lib/i18n";
import type { Db } from "../db/connect";
import { newId, newToken, sha256 } from "../db/ids";
import { OFFER_TOKEN_PATTERN, offerPagePath } from "#app/content/route-table";
import type { CompanyIdentity } from "../mail/company";
import { offerMails } from "../mail/offer-templates";
import { offerReminderMail, offerUnsubscribeUrl } from "../mail/offer-order-templates";
import { enqueueMails, type OutboxMail } from "../mail/outbox";
import type { OfferDocument } from "../pdf/offer-pdf";
import { pdfPool } from "../pdf/pdf-pool";
import type { RequestContext, RequestDeps } from "./requests";

/**
 * Instant-quote offers (spec 3, 7, 9). The server computes the price itself
 * from the inputs; the offer, its computed lines and its mails are stored in
 * one transaction. The PDF is not stored: it is rendered from the stored offer
 * when it is downloaded and when the outbox sends the mails, always the same
 * document, since the offer row never changes.
 */

export interface StoredOffer extends OfferDocument {
  id: string;
  downloadId: string;
  page?: string;
  spam: boolean;
}

/** Outbox kinds of the mails written for later; deleted while unsent when they no longer apply. */
export const OFFER_REMINDER_KIND = "offer-reminder";
export const NEXT_CLEANING_KIND = "offer-next-cleaning";

/** Digits and capitals without 0, 1, I and O, which are easily mixed up when read out on the phone. */
const NUMBER_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/**
 * "OF-260302-7K3QX9": the Swiss date and six random characters (32^6, about
 * a billion per day). Random rather than counted, so the number tells nobody
 * how many offers the company makes; the unique index catches a repeat.
 */
export function newOfferNumber(now: Date): string {
  const date = swissDate(now).slice(2).replace(/-/g, "");
  let suffix = "";
  for (let i = 0; i < 6; i++) suffix += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return `OF-${date}-${suffix}`;
}

/** A unique index refused the row (SQLite and PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
}

export interface StoredOfferResult {
  id: string;
  number: string;
  downloadId: string;
  /** The offer page's access token; only its hash is stored, so this is the one chance to read it. */
  token: string;
  quote: Quote;
}

export async function storeOffer(
  deps: RequestDeps,
  input: OfferInput,
  ctx: RequestContext,
): Promise<StoredOfferResult> {
  const quote = computeQuote({ size: input.area, unit: input.areaUnit, roofType: input.roofType });
  const now = deps.clock();
  const createdAt = now.toISOString();
  for (let attempt = 1; ; attempt++) {
    const id = newId();
    const downloadId = newId();
    const number = newOfferNumber(now);
    const token = newToken();
    try {
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .insertInto("offers")
          .values({
            id,
            number,
            download_id: downloadId,
            access_token_hash: sha256(token),
            created_at: createdAt,
            language: ctx.language,
            page: ctx.page ?? null,
            plz: input.plz,
            roof_type: input.roofType,
            area: input.area,
            area_unit: input.areaUnit,
            name: input.name ?? null,
            company: input.company,
            email: input.email,
            phone: input.phone ?? null,
            notes: input.notes ?? null,
            price: JSON.stringify(quote),
            total_chf: quote.total,
            spam: ctx.spam ? 1 : 0,
          })
          .execute();
        if (ctx.spam) return;
        const mails = offerMails(deps.company, {
          id,
          number,
          downloadId,
          offerUrl: `${deps.company.siteUrl}${offerPagePath(ctx.language, token)}`,
          language: ctx.language,
          page: ctx.page,
          company: input.company,
          name: input.name,
          email: input.email,
          phone: input.phone,
          plz: input.plz,
          notes: input.notes,
          quote,
          createdAt,
          validUntil: offerValidUntil(now),
        }).map((mail, i) => ({ kind: i === 0 ? "offer-company" : "offer-visitor", recordId: id, mail }));
        // The one reminder, written now for later: accepting, declining or opting out deletes it
        // while unsent; the outbox's claims send it once across instances. None past the validity.
        const remindAt = deps.offerFollowUps
          ? new Date(now.getTime() + deps.offerFollowUps.reminderAfterHours * 3_600_000)
          : undefined;
        const outboxMails: OutboxMail[] = [...mails];
        if (remindAt && !isOfferExpired(now, remindAt)) {
          const reminder = offerReminderMail(
            deps.company,
            {
              id,
              number,
              language: ctx.language,
              company: input.company,
              name: input.name,
              email: input.email,
              phone: input.phone,
              plz: input.plz,
              quote,
              createdAt,
            },
            {
              offerUrl: `${deps.company.siteUrl}${offerPagePath(ctx.language, token)}`,
              unsubscribeUrl: offerUnsubscribeUrl(deps.company.siteUrl, token, ctx.language),
            },
          );
          outboxMails.push({ kind: OFFER_REMINDER_KIND, recordId: id, mail: reminder, notBefore: remindAt });
        }
        await enqueueMails(trx, outboxMails, { siteUrl: deps.company.siteUrl, now });
      });
    } catch (error) {
      // Another offer got the same number (or, never in practice, the same random id): draw again.
      if (isUniqueViolation(error) && attempt < 5) continue;
      throw error;
    }
    if (!ctx.spam) deps.mailQueued?.();
    return { id, number, downloadId, token, quote };
  }
}

interface OfferRow {
  id: string;
  number: string;
  download_id: string;
  created_at: string;
  language: string;
  page: string | null;
  plz: string;
  roof_type: string;
  area: number;
  area_unit: string;
  name: string | null;
  company: string;
  email: string;
  phone: string | null;
  notes: string | null;
  price: string;
  spam: number;
}

function fromRow(row: OfferRow): StoredOffer {
  // The stored quote holds the inputs and the lines exactly as computed (the area column of
  // PostgreSQL is a 4-byte real, good for lists and exports, not for reprinting).
  const quote = JSON.parse(row.price) as Quote;
  return {
    id: row.id,
    downloadId: row.download_id,
    number: row.number,
    createdAt: row.created_at,
    language: isLang(row.language) ? row.language : "de",
    page: row.page ?? undefined,
    company: row.company,
    name: row.name ?? undefined,
    email: row.email,
    phone: row.phone ?? undefined,
    plz: row.plz,
    notes: row.notes ?? undefined,
    quote,
    spam: Number(row.spam) === 1,
  };
}

const offerColumns = [
  "id",
  "number",
  "download_id",
  "created_at",
  "language",
  "page",
  "plz",
  "roof_type",
  "area",
  "area_unit",
  "name",
  "company",
  "email",
  "phone",
  "notes",
  "price",
  "spam",
] as const;

export async function findOfferById(db: Db, id: string): Promise<StoredOffer | undefined> {
  const row = await db.selectFrom("offers").select(offerColumns).where("id", "=", id).executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

/** A download id is 128 random bits in base64url: 22 characters. */
export const DOWNLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The offer behind a download link; undefined when the id is unknown or the offer has expired (30 days). */
export async function findOfferForDownload(deps: RequestDeps, downloadId: string): Promise<StoredOffer | undefined> {
  if (!DOWNLOAD_ID_PATTERN.test(downloadId)) return undefined;
  const row = await deps.db
    .selectFrom("offers")
    .select(offerColumns)
    .where("download_id", "=", downloadId)
    .executeTakeFirst();
  if (!row) return undefined;
  const offer = fromRow(row);
  return isOfferExpired(new Date(offer.createdAt), deps.clock()) ? undefined : offer;
}

/** True when `token` is the offer page token of this offer. */
export async function offerTokenMatches(deps: RequestDeps, offerId: string, token: string): Promise<boolean> {
  if (!OFFER_TOKEN_PATTERN.test(token)) return false;
  const row = await deps.db
    .selectFrom("offers")
    .select("id")
    .where("id", "=", offerId)
    .where("access_token_hash", "=", sha256(token))
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The last few PDFs rendered, by offer id: the company's mail, the visitor's
 * mail and the visitor's download of the same offer come within seconds of
 * each other, and the PDF of a stored offer never changes. A pending render is
 * shared, so two at once render once.
 */
const PDF_CACHE_SIZE = 16;
const pdfCache = new Map<string, Promise<Buffer>>();

export function offerPdf(company: CompanyIdentity, offer: StoredOffer): Promise<Buffer> {
  // With and without the offer page's link and QR code (only who holds the token gets them) are two PDFs.
  const key = `${offer.id} ${offer.pageUrl ?? ""}`;
  const cached = pdfCache.get(key);
  if (cached) {
    // Most recently used last.
    pdfCache.delete(key);
    pdfCache.set(key, cached);
    return cached;
  }
  // Rendered in a worker thread (server/pdf/pdf-pool.ts): the event loop stays free meanwhile.
  const rendering = pdfPool(company).offer(offer);
  pdfCache.set(key, rendering);
  rendering.catch(() => pdfCache.delete(key));
  while (pdfCache.size > PDF_CACHE_SIZE) pdfCache.delete(pdfCache.keys().next().value!);
  return rendering;
}

/** The PDF attached to an offer's mails, rendered when the outbox sends them. */
export async function offerPdfForMail(
  db: Db,
  company: CompanyIdentity,
  offerId: string,
  pageUrl?: string,
): Promise<Buffer> {
  const offer = await findOfferById(db, offerId);
  if (!offer) throw new Error(`offer ${offerId} not found for its PDF attachment`);
  return offerPdf(company, { ...offer, pageUrl });
}
