import type { Migration } from "kysely";
import { type AnyDb, addColumns, createIndexes } from "../../db/migration-kit.ts";

// A subject for audit rows (issue 32: a subscriber's case history): whom a row is about, as a stable key, and
// what changed (JSON text: before, after, reason). Both nullable: older rows and rows about nobody keep none.
// (subject, log_id) makes one subject's newest rows an index range walked backwards, at any log size.
export const logsSubjectMigration: Migration = {
  async up(db: AnyDb) {
    await addColumns(db, "logs", { subject: "text", detail: "text" });
    await createIndexes(db, "logs", { logs_subject_idx: "subject, log_id" }, { ifNotExists: true });
  },
};
