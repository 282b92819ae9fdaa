import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";

/**
 * Migrations live in code (no files to find at run time in the bundled server)
 * and use only column types both databases share. They run at start-up.
 */
const migrations: Record<string, Migration> = {
  "2026-11-22-01-requests-and-outbox": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("contact_messages")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("company", "text")
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text")
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("page", "text")
        .addColumn("spam", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex("contact_messages_created").on("contact_messages").column("created_at").execute();

      await db.schema
        .createTable("leads")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("company", "text")
        .addColumn("area", "integer")
        .addColumn("service", "text")
        .addColumn("message", "text")
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("page", "text")
        .addColumn("spam", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex("leads_created").on("leads").column("created_at").execute();

      await db.schema
        .createTable("offers")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("number", "text", (c) => c.notNull().unique())
        .addColumn("download_id", "text", (c) => c.notNull().unique())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("page", "text")
        .addColumn("plz", "text", (c) => c.notNull())
        .addColumn("roof_type", "text", (c) => c.notNull())
        .addColumn("area", "real", (c) => c.notNull())
        .addColumn("area_unit", "text", (c) => c.notNull())
        .addColumn("name", "text")
        .addColumn("company", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text")
        .addColumn("notes", "text")
        .addColumn("price", "text", (c) => c.notNull())
        .addColumn("total_chf", "real", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("offers_created").on("offers").column("created_at").execute();

      await db.schema
        .createTable("newsletter_subscriptions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("page", "text")
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("confirm_token_hash", "text", (c) => c.notNull().unique())
        .addColumn("unsubscribe_token_hash", "text", (c) => c.notNull().unique())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("consented_at", "text")
        .addColumn("unsubscribed_at", "text")
        .execute();
      await db.schema.createIndex("newsletter_email").on("newsletter_subscriptions").column("email").execute();

      await db.schema
        .createTable("outbox")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("record_id", "text", (c) => c.notNull())
        .addColumn("message_id", "text", (c) => c.notNull().unique())
        .addColumn("payload", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("locked_until", "text")
        .addColumn("sent_at", "text")
        .addColumn("last_error", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["sent_at", "next_attempt_at"]).execute();

      await db.schema
        .createTable("rate_limits")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("window_start", "text", (c) => c.notNull())
        .addColumn("count", "integer", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("rate_limits_window").on("rate_limits").column("window_start").execute();
    },
  },
  // Offers from a filled honeypot or a form sent too fast are stored but not mailed, like contact requests.
  "2026-11-23-01-offers-spam-flag": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("offers")
        .addColumn("spam", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  // Rows taken by a worker name it, so a stopping server hands back exactly the mails it holds.
  "2026-11-24-01-outbox-claimed-by": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("outbox").addColumn("claimed_by", "text").execute();
    },
  },
  // The offer's own page (accept, decline, reminders): the page's access token (only its SHA-256),
  // the state with the time of each transition, what the customer gave when accepting and the
  // reminder bookkeeping. Offers made before have no token and no page.
  "2026-11-25-01-offer-acceptance": {
    async up(db: Kysely<unknown>) {
      const columns: [string, "text" | "integer", boolean][] = [
        ["access_token_hash", "text", false],
        ["state", "text", true],
        ["accepted_at", "text", false],
        ["declined_at", "text", false],
        ["expired_at", "text", false],
        ["decline_reason", "text", false],
        ["site_street", "text", false],
        ["site_town", "text", false],
        ["preferred_period", "text", false],
        ["access_notes", "text", false],
        ["order_phone", "text", false],
        ["next_cleaning_wanted", "integer", true],
        ["mail_opt_out_at", "text", false],
      ];
      for (const [name, type, required] of columns) {
        await db.schema
          .alterTable("offers")
          .addColumn(name, type, (c) => (required ? c.notNull().defaultTo(type === "text" ? "sent" : 0) : c))
          .execute();
      }
      await db.schema.createIndex("offers_access_token").on("offers").column("access_token_hash").unique().execute();
      await db.schema.createIndex("offers_state").on("offers").columns(["state", "created_at"]).execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    // The cause is kept: a database that is not reachable yet is retried at start-up.
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, { cause: error });
  }
}
