import { sql } from "kysely";
import { type Db, isPostgres } from "../db/database.ts";

/** A secondary index as the database describes it: enough to drop it and build it again. */
export type TableIndex = { name: string; definition: string };

/**
 * The secondary indexes of a table, read from the database's catalog, so a bulk load can drop whatever
 * indexes a module's migrations created (none listed anywhere) and rebuild them once. Indexes that back a
 * primary key or a unique constraint stay: foreign keys and the loader's own checks rely on them.
 */
export async function secondaryIndexes(db: Db, table: string): Promise<TableIndex[]> {
  if (!isPostgres(db)) {
    const { rows } = await sql<TableIndex>`select name, sql as definition from sqlite_master
      where type = 'index' and tbl_name = ${table} and sql is not null`.execute(db);
    return rows;
  }
  const { rows } = await sql<TableIndex>`select i.relname as name, pg_get_indexdef(i.oid) as definition
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
    where t.relname = ${table} and t.relnamespace = current_schema()::regnamespace and not x.indisprimary
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid and c.conrelid = t.oid
        and c.contype in ('p', 'u', 'x'))`.execute(db);
  return rows;
}

/** Drops the tables' secondary indexes; returns what rebuilds them. */
export async function dropSecondaryIndexes(db: Db, tables: readonly string[]): Promise<TableIndex[]> {
  const dropped: TableIndex[] = [];
  for (const table of tables) {
    for (const index of await secondaryIndexes(db, table)) {
      await sql`drop index ${sql.id(index.name)}`.execute(db);
      dropped.push(index);
    }
  }
  return dropped;
}

/** Builds the dropped indexes again (one sorted build each). */
export async function rebuildIndexes(db: Db, indexes: readonly TableIndex[]): Promise<void> {
  for (const index of indexes) await sql.raw(index.definition).execute(db);
}
