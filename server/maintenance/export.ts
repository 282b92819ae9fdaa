import { currentOfferState } from "#app/domain/offer-state";
import type { Db } from "../db/connect";

/** What `npm run export` can print (DESIGN "Data and mail"). */
export const exportTypes = ["contacts", "leads", "offers", "newsletter"] as const;
export type ExportType = (typeof exportTypes)[number];
export const exportFormats = ["csv", "json"] as const;
export type ExportFormat = (typeof exportFormats)[number];

const tables = {
  contacts: "contact_messages",
  leads: "leads",
  offers: "offers",
  newsletter: "newsletter_subscriptions",
} as const;

/** Columns in the order the company reads them; token hashes never leave the database. */
const columns: Record<ExportType, string[]> = {
  contacts: ["id", "created_at", "name", "company", "email", "phone", "message", "language", "page", "spam"],
  leads: [
    "id",
    "created_at",
    "name",
    "company",
    "email",
    "phone",
    "area",
    "service",
    "message",
    "language",
    "page",
    "spam",
  ],
  offers: [
    "number",
    "created_at",
    "company",
    "name",
    "email",
    "phone",
    "plz",
    "roof_type",
    "area",
    "area_unit",
    "total_chf",
    "notes",
    "language",
    "page",
    "price",
    "spam",
    "state",
    "accepted_at",
    "declined_at",
    "expired_at",
    "decline_reason",
    "site_street",
    "site_town",
    "preferred_period",
    "access_notes",
    "order_phone",
    "next_cleaning_wanted",
    "mail_opt_out_at",
  ],
  newsletter: ["email", "status", "language", "created_at", "consented_at", "unsubscribed_at", "page"],
};

export async function exportRecords(
  db: Db,
  options: { type: ExportType; format: ExportFormat; since?: string; now?: Date },
): Promise<string> {
  let query = db
    .selectFrom(tables[options.type])
    .select(columns[options.type] as never[])
    .orderBy("created_at");
  if (options.since) query = query.where("created_at", ">=", `${options.since}T00:00:00.000Z`);
  const rows = (await query.execute()) as Record<string, unknown>[];
  if (options.type === "offers") {
    // The state an offer is in now: a sent offer past its validity is expired before the daily sweep says so.
    const now = options.now ?? new Date();
    for (const row of rows) row.state = currentOfferState(String(row.state), new Date(String(row.created_at)), now);
  }
  if (options.format === "json") return `${JSON.stringify(rows, null, 2)}\n`;
  return toCsv(columns[options.type], rows);
}

/**
 * CSV for spreadsheets: every cell quoted, and a cell that a spreadsheet would
 * run as a formula (starting with = + - @, a tab or a carriage return) gets a
 * leading apostrophe, so a visitor's text can never become a formula.
 */
export function toCsv(header: string[], rows: Record<string, unknown>[]): string {
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) lines.push(header.map((column) => csvCell(row[column])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}
