import { nameKey } from "../../src/contract/agu.ts";
import { type Db, isPostgres, sqliteHandle } from "../db/database.ts";
import { AGU_INDEXES } from "./indexes.ts";
import { backfillNameKeys } from "./migrations/410-agu-directory.ts";

/**
 * Gives every seeded end user its name_key (the consumption step inserts them without it), with the key
 * computed by the same function the searches use, between dropping and rebuilding the directory's indexes.
 * SQLite runs it as one UPDATE through a registered function; PostgreSQL in batches (no JS in the database).
 */
export async function seedNameKeys(db: Db): Promise<number> {
  for (const index of AGU_INDEXES) await db.schema.dropIndex(index.name).ifExists().execute();
  let changes: number;
  if (isPostgres(db)) changes = await backfillNameKeys(db);
  else {
    const sqlite = sqliteHandle(db);
    sqlite.function("agu_name_key", { deterministic: true }, (name) => nameKey(String(name)));
    changes = sqlite
      .prepare("update end_users set name_key = agu_name_key(name) where name_key is null")
      .run().changes;
  }
  for (const index of AGU_INDEXES)
    await db.schema
      .createIndex(index.name)
      .on("end_users")
      .columns([...index.columns])
      .execute();
  return changes;
}
