import type { Lang } from "#app/lib/i18n";
import type { OfferPageCopy } from "#app/content/offer-page";
import type { OfferAcceptField } from "./offer-action-schema";
import type { OfferState } from "#app/domain/offer-state";

/**
 * What the offer page shows, worked out by the server (server/requests/offer-page.ts)
 * and handed to the route through the load context: every text already in the
 * page's language and every amount formatted, so the page needs no copy or
 * formatting code of its own in the browser.
 */
export interface OfferPageView {
  lang: Lang;
  /** 200 for a page, 404 for an unknown token, 400 for a form with errors, 429 over the limit. */
  status: number;
  /** The page's own path (the forms post to it). */
  path: string;
  copy: OfferPageCopy;
  company: { name: string; phone: string; email: string };
  /** Where a new quote is made (the language's quote page). */
  quotePath: string;
  offer?: {
    number: string;
    state: OfferState;
    validUntil: string;
    location: string;
    roofType: string;
    size: string;
    lines: { label: string; detail?: string; amount: string }[];
    net: { label: string; amount: string };
    vat: { label: string; amount: string };
    total: { label: string; amount: string };
    downloadUrl: string;
    acceptedAt?: string;
    /** The quote page pre-filled with this offer's inputs. */
    newQuoteUrl: string;
    /** "innert 24 Stunden": how soon the team can come, from the offer's postcode. */
    responseTime: string;
    /** The customer cancelled the reminder and next-cleaning mails. */
    optedOut: boolean;
    /** The form's starting values. */
    defaults: { street: string; town: string; phone: string };
  };
  months: { value: string; label: string }[];
  /** A post that failed: the fields to mark and the visitor's values. */
  form?: { errors: OfferAcceptField[]; values: Record<string, string>; message?: string };
}
