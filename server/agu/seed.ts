import { nameKey } from "../../src/contract/agu.ts";
import { type Db, sqliteHandle } from "../db/database.ts";
import { AGU_INDEXES } from "./indexes.ts";

/**
 * Gives every seeded end user its name_key (the consumption step inserts them without it): one UPDATE with the
 * key computed by the same function the searches use, between dropping and rebuilding the directory's indexes.
 */
export async function seedNameKeys(db: Db): Promise<number> {
  const sqlite = sqliteHandle(db);
  for (const index of AGU_INDEXES) await db.schema.dropIndex(index.name).ifExists().execute();
  sqlite.function("agu_name_key", { deterministic: true }, (name) => nameKey(String(name)));
  const { changes } = sqlite
    .prepare("update end_users set name_key = agu_name_key(name) where name_key is null")
    .run();
  for (const index of AGU_INDEXES)
    await db.schema
      .createIndex(index.name)
      .on("end_users")
      .columns([...index.columns])
      .execute();
  return changes;
}
