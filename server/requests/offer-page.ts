import { responseTimeForPostcode } from "#app/content/cities";
import { formatSignedChf } from "#app/lib/signed-chf";
import { offerPagePath, OFFER_TOKEN_PATTERN, pathOf } from "#app/content/route-table";
import { uiStrings } from "#app/content/ui";
import { offerPageCopy } from "#app/content/offer-page";
import { nextSixMonths, type OfferAcceptInput } from "#app/features/offer-page/offer-action-schema";
import { currentOfferState, nextOfferState, type DeclineReason, type OfferState } from "#app/domain/offer-state";
import type { OfferPageView } from "#app/features/offer-page/view";
import { offerValidUntil, swissDate } from "#app/domain/offer-validity";
import type { Quote } from "#app/domain/pricing";
import { formatChf, formatDecimal } from "#app/lib/format";
import { languageSettings, type Lang } from "#app/lib/i18n";
import { sha256 } from "../db/ids";
import {
  nextCleaningMail,
  offerAcceptedMails,
  offerDeclinedMail,
  offerUnsubscribeUrl,
} from "../mail/offer-order-templates";
import { offerDownloadUrl } from "../mail/offer-templates";
import { enqueueMails, type OutboxMail } from "../mail/outbox";
import { formatOfferDate, offerCopy } from "#app/content/offer-pdf";
import { findOfferById, NEXT_CLEANING_KIND, OFFER_REMINDER_KIND, type StoredOffer } from "./offers";
import type { Transaction } from "kysely";
import type { Database } from "../db/schema";
import type { RequestDeps } from "./requests";

/**
 * The offer's own page (issue 20): found by its access token (only the
 * token's SHA-256 is stored), accepted or declined exactly once. A transition
 * is one conditional UPDATE … WHERE state = 'sent': of two racing posts one
 * changes the row and queues the mails in the same transaction, the other
 * changes nothing and sends nothing.
 */

export interface OfferWithState extends StoredOffer {
  state: OfferState;
  acceptedAt?: string;
  declinedAt?: string;
  optedOut: boolean;
}

export async function findOfferByToken(deps: RequestDeps, token: string): Promise<OfferWithState | undefined> {
  if (!OFFER_TOKEN_PATTERN.test(token)) return undefined;
  const row = await deps.db
    .selectFrom("offers")
    .select(["id", "state", "accepted_at", "declined_at", "mail_opt_out_at", "spam"])
    .where("access_token_hash", "=", sha256(token))
    .executeTakeFirst();
  if (!row || Number(row.spam) === 1) return undefined;
  const offer = await findOfferById(deps.db, row.id);
  if (!offer) return undefined;
  return {
    ...offer,
    state: currentOfferState(row.state, new Date(offer.createdAt), deps.clock()),
    acceptedAt: row.accepted_at ?? undefined,
    declinedAt: row.declined_at ?? undefined,
    optedOut: Boolean(row.mail_opt_out_at),
  };
}

/** Deletes an offer's follow-up mails that are still waiting (never one already sent). */
async function cancelFollowUps(trx: Transaction<Database>, offerId: string, kinds: string[]): Promise<void> {
  await trx
    .deleteFrom("outbox")
    .where("record_id", "=", offerId)
    .where("kind", "in", kinds)
    .where("sent_at", "is", null)
    .execute();
}

/**
 * The one-click opt-out of the reminder and next-cleaning mails (List-Unsubscribe and
 * the link in those mails): stores its time and deletes what is still waiting. True when
 * the token is known.
 */
export async function optOutOfOfferMails(deps: RequestDeps, token: string): Promise<boolean> {
  if (!OFFER_TOKEN_PATTERN.test(token)) return false;
  const row = await deps.db
    .selectFrom("offers")
    .select(["id", "mail_opt_out_at"])
    .where("access_token_hash", "=", sha256(token))
    .executeTakeFirst();
  if (!row) return false;
  if (row.mail_opt_out_at) return true;
  const at = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("offers")
      .set({ mail_opt_out_at: at })
      .where("id", "=", row.id)
      .where("mail_opt_out_at", "is", null)
      .execute();
    await cancelFollowUps(trx, row.id, [OFFER_REMINDER_KIND, NEXT_CLEANING_KIND]);
  });
  return true;
}

export type TransitionOutcome = "changed" | "unchanged" | "expired";

export interface OrderDetails {
  street: string;
  town: string;
  period: string;
  accessNotes: string;
  phone: string;
  nextCleaning: boolean;
}

export function orderDetails(input: OfferAcceptInput): OrderDetails {
  return {
    street: input.street,
    town: input.town,
    period: input.period,
    accessNotes: input.accessNotes,
    phone: input.phone,
    nextCleaning: input.nextCleaning === true,
  };
}

/** Accepts a sent offer once; a second post (or an expired offer) changes nothing and queues nothing. */
export async function acceptOffer(
  deps: RequestDeps,
  offer: OfferWithState,
  token: string,
  details: OrderDetails,
  lang: Lang = offer.language,
): Promise<TransitionOutcome> {
  if (offer.state === "expired") return "expired";
  if (!nextOfferState(offer.state, "accept")) return "unchanged";
  const now = deps.clock();
  const at = now.toISOString();
  const changed = await deps.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("offers")
      .set({
        state: "accepted",
        accepted_at: at,
        site_street: details.street,
        site_town: details.town,
        preferred_period: details.period,
        access_notes: details.accessNotes || null,
        order_phone: details.phone,
        next_cleaning_wanted: details.nextCleaning ? 1 : 0,
      })
      .where("id", "=", offer.id)
      .where("state", "=", "sent")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    const mails = offerAcceptedMails(deps.company, {
      offer,
      lang,
      details,
      acceptedAt: at,
      offerUrl: `${deps.company.siteUrl}${offerPagePath(lang, token)}`,
    });
    await cancelFollowUps(trx, offer.id, [OFFER_REMINDER_KIND]);
    const outboxMails: OutboxMail[] = mails.map((mail, i) => ({
      kind: i === 0 ? "offer-order" : "offer-accepted",
      recordId: offer.id,
      mail,
    }));
    if (details.nextCleaning && deps.offerFollowUps && !offer.optedOut) {
      outboxMails.push({
        kind: NEXT_CLEANING_KIND,
        recordId: offer.id,
        notBefore: new Date(now.getTime() + deps.offerFollowUps.nextCleaningAfterDays * 86_400_000),
        mail: nextCleaningMail(deps.company, offer, lang, {
          newQuoteUrl: `${deps.company.siteUrl}${newQuoteUrl(lang, offer.quote, offer.plz)}`,
          unsubscribeUrl: offerUnsubscribeUrl(deps.company.siteUrl, token, lang),
        }),
      });
    }
    await enqueueMails(trx, outboxMails, { siteUrl: deps.company.siteUrl, now });
    return true;
  });
  if (changed) deps.mailQueued?.();
  return changed ? "changed" : "unchanged";
}

/** Declines a sent offer once, with an optional reason; the company hears of it. */
export async function declineOffer(
  deps: RequestDeps,
  offer: OfferWithState,
  reason: DeclineReason | undefined,
): Promise<TransitionOutcome> {
  if (offer.state === "expired") return "expired";
  if (!nextOfferState(offer.state, "decline")) return "unchanged";
  const now = deps.clock();
  const at = now.toISOString();
  const changed = await deps.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("offers")
      .set({ state: "declined", declined_at: at, decline_reason: reason ?? null })
      .where("id", "=", offer.id)
      .where("state", "=", "sent")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await cancelFollowUps(trx, offer.id, [OFFER_REMINDER_KIND]);
    await enqueueMails(
      trx,
      [{ kind: "offer-declined", recordId: offer.id, mail: offerDeclinedMail(deps.company, offer, reason, at) }],
      { siteUrl: deps.company.siteUrl, now },
    );
    return true;
  });
  if (changed) deps.mailQueued?.();
  return changed ? "changed" : "unchanged";
}

/** The quote page of a language pre-filled with an offer's inputs (the calculator reads the query). */
export function newQuoteUrl(lang: Lang, quote: Pick<Quote, "size" | "unit" | "roofType">, plz: string): string {
  const query = new URLSearchParams({
    plz,
    roofType: quote.roofType,
    area: String(quote.size),
    areaUnit: quote.unit,
  });
  return `${pathOf("prices", lang)}?${query.toString()}#calculator`;
}

function monthLabel(month: string, lang: Lang): string {
  const label = new Intl.DateTimeFormat(languageSettings[lang].htmlLang, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${month}-01T00:00:00Z`));
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The page's view: for an unknown token a 404 in the language, else the offer in its state. */
export function offerPageView(
  deps: RequestDeps,
  lang: Lang,
  token: string,
  offer: OfferWithState | undefined,
  form?: OfferPageView["form"],
  status?: number,
): OfferPageView {
  const company = deps.company;
  const now = deps.clock();
  const base = {
    lang,
    path: offerPagePath(lang, OFFER_TOKEN_PATTERN.test(token) ? token : "x"),
    copy: offerPageCopy[lang],
    company: { name: company.name, phone: company.phone, email: company.email },
    quotePath: pathOf("prices", lang),
    months: [...nextSixMonths(now).map((value) => ({ value, label: monthLabel(value, lang) }))],
  };
  if (!offer) return { ...base, status: 404 };
  const copy = offerCopy[lang];
  const quote = offer.quote;
  const decimal = (n: number) => formatDecimal(n, lang);
  const size =
    quote.unit === "m2"
      ? copy.size(quote.size, quote.unit)
      : `${copy.size(quote.size, quote.unit)} (${decimal(quote.areaM2)} m²)`;
  const validUntil = offerValidUntil(new Date(offer.createdAt));
  return {
    ...base,
    status: status ?? 200,
    offer: {
      number: offer.number,
      state: offer.state,
      validUntil: formatOfferDate(validUntil, lang),
      location: offer.plz,
      roofType: copy.roofTypes[quote.roofType],
      size,
      lines: [
        { label: copy.fixedCost, detail: copy.fixedCostDetail, amount: formatChf(quote.fixedCost) },
        {
          label: copy.areaCost,
          detail: `${decimal(quote.areaM2)} m² × ${formatChf(quote.pricePerM2)} ${copy.perM2}`,
          amount: formatChf(quote.areaCost),
        },
        // A tiled roof changes nothing (× 1): no line that adds CHF 0.00.
        ...(quote.roofFactor === 1
          ? []
          : [
              {
                label: copy.roofFactor(copy.roofTypes[quote.roofType]),
                detail: `${copy.roofFactorDetail} (${formatChf(quote.subtotal)}) × ${decimal(quote.roofFactor)}`,
                amount: formatSignedChf(quote.roofAdjustment),
              },
            ]),
      ],
      net: { label: copy.net, amount: formatChf(quote.net) },
      vat: { label: copy.vat(decimal(quote.vatRate * 100)), amount: formatChf(quote.vat) },
      total: { label: copy.total, amount: formatChf(quote.total) },
      // With the token: the PDF then links this page and carries its QR code.
      downloadUrl: `${offerDownloadUrl("", offer.downloadId)}?t=${token}`,
      acceptedAt: offer.acceptedAt ? formatOfferDate(swissDate(new Date(offer.acceptedAt)), lang) : undefined,
      newQuoteUrl: newQuoteUrl(lang, quote, offer.plz),
      responseTime: uiStrings[lang].city.responseTimes[responseTimeForPostcode(offer.plz)],
      optedOut: offer.optedOut,
      defaults: { street: "", town: offer.plz, phone: offer.phone ?? "" },
    },
    form,
  };
}
