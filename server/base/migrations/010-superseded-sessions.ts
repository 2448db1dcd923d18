import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time, not today's types
type AnyDb = Kysely<any>;

// Spec 1 §8: a user's newer sign-in ends their older session, which then answers auth_session_exist (not the
// user_invalid_token of a logout): the time it was superseded tells the two apart.
export const supersededSessionsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("sessions").addColumn("superseded_at", "text").execute();
  },
};
