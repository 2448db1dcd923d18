import { once } from "node:events";
import { sql } from "kysely";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { type Db, postgresPool } from "../db/database.ts";
import type { BulkLoader, RowBatch } from "./loader.ts";
import { dropSecondaryIndexes, rebuildIndexes } from "./table-indexes.ts";

type CopyStream = ReturnType<typeof copyFrom>;
type OpenCopy = { client: pg.PoolClient; stream: CopyStream; failure: Error | null };

/** COPY's text format: tab-separated, \N for null, backslash escapes for the separators. */
function encodeValue(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  const text = String(value);
  return /[\\\t\n\r]/.test(text)
    ? text.replace(
        /[\\\t\n\r]/g,
        (ch) => ({ "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" })[ch] as string,
      )
    : text;
}

function encodeBatch({ columns, values }: RowBatch): string {
  const width = columns.length;
  let text = "";
  for (let i = 0; i < values.length; i += width) {
    for (let j = 0; j < width; j += 1) text += (j === 0 ? "" : "\t") + encodeValue(values[i + j]);
    text += "\n";
  }
  return text;
}

type ForeignKey = { name: string; table: string; definition: string };

/**
 * One COPY stream per table stays open for the whole load, so PostgreSQL ingests while the generator builds
 * the next batch. The streams are separate connections, so foreign keys between the tables are dropped for
 * the load and added back (validated in one pass) at the end.
 */
export function postgresLoader(db: Db): BulkLoader {
  const pool = postgresPool(db);
  const open = new Map<string, OpenCopy>();
  const streamLimit = Math.max(1, (pool.options.max ?? 10) - 1);
  /** Tables inside bulk(): their streams stay open; any other table's rows are committed at once. */
  const streaming = new Set<string>();

  async function streamFor({ table, columns }: RowBatch): Promise<OpenCopy> {
    let copy = open.get(table);
    if (!copy) {
      // Each open COPY holds a pool connection: a bulk load of more tables than the pool has connections would
      // wait forever, so the longest-open stream is finished first (COPY appends; it reopens when written again).
      const oldest = open.keys().next().value;
      if (oldest !== undefined && open.size >= streamLimit) await end([oldest]);
      const client = await pool.connect();
      const list = columns.map((c) => `"${c}"`).join(", ");
      const stream = client.query(copyFrom(`copy ${table} (${list}) from stdin`));
      const opened: OpenCopy = { client, stream, failure: null };
      stream.on("error", (error) => {
        opened.failure = error;
      });
      copy = opened;
      open.set(table, copy);
    }
    if (copy.failure) throw copy.failure;
    return copy;
  }

  async function end(tables: string[]): Promise<void> {
    for (const table of tables) {
      const copy = open.get(table);
      if (!copy) continue;
      open.delete(table);
      try {
        if (copy.failure) throw copy.failure;
        const finished = once(copy.stream, "finish");
        copy.stream.end();
        await finished;
      } finally {
        copy.client.release();
      }
    }
  }

  async function dropForeignKeys(tables: string[]): Promise<ForeignKey[]> {
    const { rows } = await sql<ForeignKey>`select conname as name, conrelid::regclass::text as table,
        pg_get_constraintdef(oid) as definition from pg_constraint
      where contype = 'f' and (conrelid::regclass::text in (${sql.join(tables)})
        or confrelid::regclass::text in (${sql.join(tables)}))`.execute(db);
    for (const fk of rows)
      await sql`alter table ${sql.table(fk.table)} drop constraint ${sql.ref(fk.name)}`.execute(db);
    return rows;
  }

  return {
    async write(batches) {
      for (const batch of batches) {
        if (batch.values.length === 0) continue;
        const { stream } = await streamFor(batch);
        if (!stream.write(encodeBatch(batch))) await once(stream, "drain");
        if (!streaming.has(batch.table)) await end([batch.table]);
      }
    },
    async bulk(tables, load) {
      const foreignKeys = await dropForeignKeys(tables);
      const indexes = await dropSecondaryIndexes(db, tables);
      for (const table of tables) streaming.add(table);
      try {
        await load();
      } finally {
        for (const table of tables) streaming.delete(table);
        await end(tables);
      }
      await db.connection().execute(async (connection) => {
        // The sorted index builds are the longest part of the large seed: give them memory.
        await sql`set maintenance_work_mem = '512MB'`.execute(connection);
        await rebuildIndexes(connection, indexes);
        await sql`reset maintenance_work_mem`.execute(connection);
      });
      for (const fk of foreignKeys)
        await sql`alter table ${sql.table(fk.table)} add constraint ${sql.ref(fk.name)} ${sql.raw(fk.definition)}`.execute(
          db,
        );
    },
    async finish() {
      // Explicit ids (seeded users, groups, end users…) do not advance an identity's sequence: move each past
      // the highest id, as SQLite's rowid would be.
      const { rows } = await sql<{ table: string; column: string }>`select table_name as table,
          column_name as column from information_schema.columns
        where table_schema = current_schema() and is_identity = 'YES'`.execute(db);
      for (const { table, column } of rows) {
        await sql`select setval(pg_get_serial_sequence(${table}, ${column}),
          coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
      }
      // VACUUM, not only ANALYZE: COPY leaves the visibility map unset, so until autovacuum passes every
      // index-only scan (a deep log page sorted by user: 6.4 s → 0.1 s at offset 900,000) reads the heap.
      await sql`vacuum analyze`.execute(db);
    },
  };
}
