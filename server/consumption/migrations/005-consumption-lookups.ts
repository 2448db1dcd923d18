import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time, not today's types
type AnyDb = Kysely<any>;

// Indexes the consulta_consumo calls need beyond 004's: subscription/list, cancel, terminate and delete find
// the end user by user_hash, and the palette's prefix search walks (region, email) so that a prefix common
// elsewhere but absent from the chosen region (e.g. 'mar' in costa_rica) reads no rows of other regions.
// Phones need no composite: a 4-digit phone prefix matches a few hundred rows at most.
export const consumptionLookupsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createIndex("end_users_hash_idx")
      .ifNotExists()
      .on("end_users")
      .column("user_hash")
      .execute();
    await db.schema
      .createIndex("end_users_region_email_idx")
      .ifNotExists()
      .on("end_users")
      .columns(["region", "email"])
      .execute();
  },
};
