import type { Db } from "../db/connect";
import { newId } from "../db/ids";

/** Rows as they would be after years of use, written straight into the tables. */

export async function insertContact(
  db: Db,
  values: { created_at: string } & Partial<{
    id: string;
    name: string;
    company: string | null;
    email: string;
    phone: string | null;
    message: string;
    language: string;
    page: string | null;
    spam: number;
  }>,
): Promise<string> {
  const id = values.id ?? newId();
  await db
    .insertInto("contact_messages")
    .values({
      name: "Anna Muster",
      company: null,
      email: "anna@example.ch",
      phone: null,
      message: "Hallo",
      language: "de",
      page: null,
      spam: 0,
      ...values,
      id,
    })
    .execute();
  return id;
}

export async function insertLead(
  db: Db,
  values: { created_at: string } & Partial<{
    id: string;
    name: string;
    email: string;
    phone: string;
    company: string | null;
    area: number | null;
    service: string | null;
    message: string | null;
    language: string;
    spam: number;
  }>,
): Promise<string> {
  const id = values.id ?? newId();
  await db
    .insertInto("leads")
    .values({
      name: "Marco Rossi",
      email: "marco@example.ch",
      phone: "091 123 45 67",
      company: null,
      area: 120,
      service: "solarreinigung",
      message: null,
      language: "it",
      page: null,
      spam: 0,
      ...values,
      id,
    })
    .execute();
  return id;
}

export async function insertOffer(db: Db, values: { created_at: string; number?: string }): Promise<string> {
  const id = newId();
  await db
    .insertInto("offers")
    .values({
      id,
      number: values.number ?? `OF-${id.slice(0, 8)}`,
      download_id: newId(),
      created_at: values.created_at,
      language: "de",
      page: "/preise",
      plz: "4057",
      roof_type: "flat",
      area: 80,
      area_unit: "m2",
      name: "Hans Meier",
      company: "Meier AG",
      email: "hans@example.ch",
      phone: null,
      notes: null,
      price: JSON.stringify({ total: 480 }),
      total_chf: 480,
    })
    .execute();
  return id;
}

export async function insertOutbox(
  db: Db,
  values: { created_at: string; sent_at: string | null; record_id?: string; kind?: string },
): Promise<string> {
  const id = newId();
  await db
    .insertInto("outbox")
    .values({
      id,
      kind: values.kind ?? "contact-company",
      record_id: values.record_id ?? "r",
      message_id: `<${id}@www.solar-dachpflege.ch>`,
      payload: "{}",
      next_attempt_at: values.created_at,
      locked_until: null,
      sent_at: values.sent_at,
      last_error: null,
      created_at: values.created_at,
    })
    .execute();
  return id;
}

export async function insertSubscription(
  db: Db,
  values: { email: string; status: "pending" | "confirmed" | "unsubscribed"; created_at: string },
): Promise<string> {
  const id = newId();
  await db
    .insertInto("newsletter_subscriptions")
    .values({
      id,
      email: values.email,
      language: "de",
      page: null,
      status: values.status,
      confirm_token_hash: newId(),
      unsubscribe_token_hash: newId(),
      created_at: values.created_at,
      consented_at: values.status === "pending" ? null : values.created_at,
      unsubscribed_at: values.status === "unsubscribed" ? values.created_at : null,
    })
    .execute();
  return id;
}

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/** A small RFC 4180 reader, to check what a spreadsheet would read from our CSV. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
