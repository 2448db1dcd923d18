import { type Migration, sql } from "kysely";
import { nameKey } from "../../../src/contract/agu.ts";
import { type AnyDb, addColumns, createIndexes } from "../../db/migration-kit.ts";
import { AGU_INDEXES } from "../indexes.ts";

// Two parameters a row: within SQLite's 32,766 and PostgreSQL's 65,535 bound parameters.
const BATCH = 5_000;

/**
 * Fills name_key of the rows that lack it, in id order and batches: one UPDATE … FROM (VALUES …) a batch,
 * valid on SQLite and PostgreSQL alike (no SQL function needed). Returns the rows filled.
 */
export async function backfillNameKeys(db: AnyDb): Promise<number> {
  let after = 0;
  let filled = 0;
  for (;;) {
    const rows: { id_usuario: number; name: string }[] = await db
      .selectFrom("end_users")
      .select(["id_usuario", "name"])
      .where("name_key", "is", null)
      .where("id_usuario", ">", after)
      .orderBy("id_usuario")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return filled;
    const values = sql.join(
      rows.map((r) => sql`(cast(${r.id_usuario} as integer), cast(${nameKey(r.name)} as text))`),
    );
    await sql`update end_users set name_key = k.name_key from (values ${values}) as k(id_usuario, name_key)
      where end_users.id_usuario = k.id_usuario`.execute(db);
    filled += rows.length;
    after = rows[rows.length - 1].id_usuario;
  }
}

export const aguDirectoryMigration: Migration = {
  async up(db: AnyDb) {
    await addColumns(db, "end_users", { name_key: "text" });
    await backfillNameKeys(db);
    const indexes = Object.fromEntries(AGU_INDEXES.map((index) => [index.name, index.columns.join(", ")]));
    await createIndexes(db, "end_users", indexes, { ifNotExists: true });
  },
};
