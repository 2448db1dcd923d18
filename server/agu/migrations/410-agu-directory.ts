import type { Kysely, Migration } from "kysely";
import { nameKey } from "../../../src/contract/agu.ts";
import { AGU_INDEXES } from "../indexes.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time, not today's types
type AnyDb = Kysely<any>;

const BATCH = 5_000;

/** Fills name_key of the rows that lack it, in id order and batches (portable: no SQL function needed). */
export async function backfillNameKeys(db: AnyDb): Promise<void> {
  let after = 0;
  for (;;) {
    const rows: { id_usuario: number; name: string }[] = await db
      .selectFrom("end_users")
      .select(["id_usuario", "name"])
      .where("name_key", "is", null)
      .where("id_usuario", ">", after)
      .orderBy("id_usuario")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    await db.transaction().execute(async (trx) => {
      for (const row of rows)
        await trx
          .updateTable("end_users")
          .set({ name_key: nameKey(row.name) })
          .where("id_usuario", "=", row.id_usuario)
          .execute();
    });
    after = rows[rows.length - 1].id_usuario;
  }
}

export const aguDirectoryMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("end_users").addColumn("name_key", "text").execute();
    await backfillNameKeys(db);
    for (const index of AGU_INDEXES)
      await db.schema
        .createIndex(index.name)
        .ifNotExists()
        .on("end_users")
        .columns([...index.columns])
        .execute();
  },
};
