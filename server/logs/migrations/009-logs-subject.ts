import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time, not today's types
type AnyDb = Kysely<any>;

// A subject for audit rows (issue 32: a subscriber's case history): whom a row is about, as a stable key, and
// what changed (JSON text: before, after, reason). Both nullable: older rows and rows about nobody keep none.
// (subject, log_id) makes one subject's newest rows an index range walked backwards, at any log size.
export const logsSubjectMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("logs").addColumn("subject", "text").execute();
    await db.schema.alterTable("logs").addColumn("detail", "text").execute();
    await db.schema
      .createIndex("logs_subject_idx")
      .ifNotExists()
      .on("logs")
      .columns(["subject", "log_id"])
      .execute();
  },
};
