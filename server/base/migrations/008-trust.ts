import type { Migration } from "kysely";
import { type AnyDb, addColumns, createIndexes, createTables } from "../../db/migration-kit.ts";

export const trustMigration: Migration = {
  async up(db: AnyDb) {
    // Fixed-window counters of the rate limits (login and recovery, per IP and per account). Kept in the
    // database, not in memory, so that several server replicas share them.
    await createTables(db, {
      throttles: {
        key: "text primary key",
        hits: "integer not null",
        window_start: "text not null",
        "index throttles_window_idx": "window_start",
      },
    });
    // Time of the latest counted login attempt: a count left at the limit by attempts that never finished
    // (a crash between counting and checking) expires instead of refusing the account for ever.
    await addColumns(db, "users", { failed_login_at: "text" });
    // The mail sender claims a row, hands it to the transport, then marks it sent and scrubs its secrets.
    await addColumns(db, "mail_outbox", {
      claimed_at: "text",
      sent_at: "text",
      attempts: "integer not null default 0",
    });
    await createIndexes(db, "mail_outbox", { mail_outbox_unsent_idx: "sent_at" });
  },
};
