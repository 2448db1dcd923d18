import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time, not today's types
type AnyDb = Kysely<any>;

export const trustMigration: Migration = {
  async up(db: AnyDb) {
    // Fixed-window counters of the rate limits (login and recovery, per IP and per account). Kept in the
    // database, not in memory, so that several server replicas share them.
    await db.schema
      .createTable("throttles")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("hits", "integer", (c) => c.notNull())
      .addColumn("window_start", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("throttles_window_idx").on("throttles").column("window_start").execute();
    // Time of the latest counted login attempt: a count left at the limit by attempts that never finished
    // (a crash between counting and checking) expires instead of refusing the account for ever.
    await db.schema.alterTable("users").addColumn("failed_login_at", "text").execute();
    // The mail sender claims a row, hands it to the transport, then marks it sent and scrubs its secrets.
    await db.schema.alterTable("mail_outbox").addColumn("claimed_at", "text").execute();
    await db.schema.alterTable("mail_outbox").addColumn("sent_at", "text").execute();
    await db.schema
      .alterTable("mail_outbox")
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex("mail_outbox_unsent_idx").on("mail_outbox").column("sent_at").execute();
  },
};
