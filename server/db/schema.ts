import type { ColumnType, Generated } from "kysely";

/**
 * Tables (DESIGN "Data and mail"). Ids are random strings made by the app, and
 * times are ISO-8601 UTC strings, so the same queries run on SQLite and
 * PostgreSQL and sort the same on both. Flags are 0/1 integers for the same reason.
 */
export interface ContactMessagesTable {
  id: string;
  created_at: string;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  message: string;
  language: string;
  page: string | null;
  spam: number;
}

export interface LeadsTable {
  id: string;
  created_at: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  area: number | null;
  service: string | null;
  message: string | null;
  language: string;
  page: string | null;
  spam: number;
}

export interface OffersTable {
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
  /** JSON: the computed price lines, net, VAT and total. */
  price: string;
  total_chf: number;
  /** 1: honeypot filled or sent too fast; stored, never mailed. Defaults to 0. */
  spam: Generated<number>;
  /** SHA-256 of the offer page's access token (the token is only in the mails); null for older offers. */
  access_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** sent, accepted, declined or expired (app/domain/offer-state.ts). Defaults to sent. */
  state: Generated<OfferStateColumn>;
  accepted_at: Generated<string | null>;
  declined_at: Generated<string | null>;
  expired_at: Generated<string | null>;
  /** too-expensive, done-otherwise, later, other. */
  decline_reason: Generated<string | null>;
  /** Given when accepting: the site's street, postcode and town, the period, access notes, phone. */
  site_street: Generated<string | null>;
  site_town: Generated<string | null>;
  preferred_period: Generated<string | null>;
  access_notes: Generated<string | null>;
  order_phone: Generated<string | null>;
  /** 1: remind me when the next cleaning is due. */
  next_cleaning_wanted: Generated<number>;
  /** One-click opt-out of the reminder and next-cleaning mails. */
  mail_opt_out_at: Generated<string | null>;
}

export type OfferStateColumn = "sent" | "accepted" | "declined" | "expired";

export interface NewsletterSubscriptionsTable {
  id: string;
  email: string;
  language: string;
  page: string | null;
  status: "pending" | "confirmed" | "unsubscribed";
  /** SHA-256 of the confirmation token sent by mail (the token itself is never stored). */
  confirm_token_hash: string;
  unsubscribe_token_hash: string;
  created_at: string;
  /** When the visitor clicked the confirmation link: the consent time. */
  consented_at: string | null;
  unsubscribed_at: string | null;
}

export interface OutboxTable {
  id: string;
  kind: string;
  /** The record the mail belongs to (contact message, lead, offer, subscription). */
  record_id: string;
  message_id: string;
  /** JSON of the mail: from, to, replyTo, subject, text, html, headers. */
  payload: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A worker that took the row holds it until then (several instances on PostgreSQL). */
  locked_until: string | null;
  /** The worker (one per server process) holding the row until locked_until; handed back at shutdown. */
  claimed_by: ColumnType<string | null, string | null | undefined, string | null>;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
}

export interface RateLimitsTable {
  /** SHA-256 of the client address and the minute: no address is stored. */
  key: string;
  window_start: string;
  count: number;
}

export interface Database {
  contact_messages: ContactMessagesTable;
  leads: LeadsTable;
  offers: OffersTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
}
