import type { Migration } from "kysely";
import { type AnyDb, addColumns } from "../../db/migration-kit.ts";

// Spec 1 §8: a user's newer sign-in ends their older session, which then answers auth_session_exist (not the
// user_invalid_token of a logout): the time it was superseded tells the two apart.
export const supersededSessionsMigration: Migration = {
  async up(db: AnyDb) {
    await addColumns(db, "sessions", { superseded_at: "text" });
  },
};
