import type { Migration } from "kysely";
import { type AnyDb, createIndexes } from "../../db/migration-kit.ts";

// Indexes the consulta_consumo calls need beyond 004's: subscription/list, cancel, terminate and delete find
// the end user by user_hash, and the palette's prefix search walks (region, email) so that a prefix common
// elsewhere but absent from the chosen region (e.g. 'mar' in costa_rica) reads no rows of other regions.
// Phones need no composite: a 4-digit phone prefix matches a few hundred rows at most.
export const consumptionLookupsMigration: Migration = {
  async up(db: AnyDb) {
    await createIndexes(
      db,
      "end_users",
      { end_users_hash_idx: "user_hash", end_users_region_email_idx: "region, email" },
      { ifNotExists: true },
    );
  },
};
