import { sql } from "kysely";
import { describe, expect, inject, it } from "vitest";
import { type Db, openDatabase } from "../../server/db/database.ts";
import { migrateToLatest } from "../../server/db/migrator.ts";
import { adminQuery, closeAfterFile, databaseUrl, TEST_DIALECT } from "./test-database.ts";

// The schema every install gets: all migrations run on an empty database, described in a stable, sorted JSON
// per engine (tables with their columns, indexes, foreign keys, checks and the rows the migrations insert;
// triggers, functions and views) and compared with schema-snapshot/<engine>.json. It pins what the migrations
// and the helpers they call produce, so they can be refactored safely: a change that alters an existing
// install's schema fails here. A new migration changes the schema on purpose: run this file with `-u` on both
// projects (sqlite, and postgres under scripts/with-postgres.mjs) and review the snapshots' diff.

type Row = Record<string, unknown>;

/** Kysely's own bookkeeping tables (migration names and lock) are not the project's schema. */
const isOwnTable = (name: string) => !name.startsWith("kysely_") && !name.startsWith("sqlite_");

/** SQL text with every run of whitespace made one space. */
const normalise = (text: string | null) => (text === null ? null : text.replace(/\s+/g, " ").trim());

/** JSON on one line, spaced as the project's formatter (Biome) spaces it. */
function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(", ")}]`;
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return "{}";
  return `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${inlineJson(item)}`).join(", ")} }`;
}

/**
 * JSON laid out as Biome lays it out (110 columns): an object or list that fits on its line stays on one line,
 * so one column, index or key is one line and a changed schema shows as a short diff; `biome check` leaves the
 * file as written.
 */
function stableJson(value: unknown, indent = "", before = 0, after = 0): string {
  const flat = inlineJson(value);
  if (value === null || typeof value !== "object" || indent.length + before + flat.length + after <= 110)
    return flat;
  const inner = `${indent}  `;
  const list = Array.isArray(value);
  const entries = list
    ? value.map((item) => ["", item] as const)
    : Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => [`${JSON.stringify(key)}: `, item] as const);
  const lines = entries.map(
    ([key, item], i) =>
      `${inner}${key}${stableJson(item, inner, key.length, i < entries.length - 1 ? 1 : 0)}`,
  );
  return list ? `[\n${lines.join(",\n")}\n${indent}]` : `{\n${lines.join(",\n")}\n${indent}}`;
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Every CHECK (…) clause of a CREATE TABLE text, in order (parentheses balanced, quoted text skipped). */
function checkClauses(text: string): string[] {
  const clauses: string[] = [];
  const pattern = /\bcheck\s*\(/gi;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const open = match.index + match[0].length - 1;
    let depth = 0;
    let quote: string | null = null;
    let end = open;
    for (; end < text.length; end++) {
      const ch = text[end];
      if (quote) {
        if (ch === quote) quote = null;
      } else if (ch === "'" || ch === '"') quote = ch;
      else if (ch === "(") depth++;
      else if (ch === ")" && --depth === 0) break;
    }
    clauses.push(normalise(text.slice(open + 1, end)) as string);
    pattern.lastIndex = end;
  }
  return clauses;
}

/** Rows a fresh install starts with (the migrations' own inserts), in a stable order. */
async function rowsOf(db: Db, table: string): Promise<Row[] | undefined> {
  const { rows } = await sql<Row>`select * from ${sql.table(table)}`.execute(db);
  if (rows.length === 0) return undefined;
  return rows
    .map((row) => JSON.stringify(row))
    .sort()
    .map((text) => JSON.parse(text));
}

async function sqliteSchema(db: Db) {
  const all = async (query: ReturnType<typeof sql>) => (await query.execute(db)).rows as Row[];
  const master = await all(sql`select type, name, tbl_name, sql from sqlite_master order by type, name`);
  const tables = master.filter((o) => o.type === "table" && isOwnTable(String(o.name)));
  const described = [];
  for (const table of tables) {
    const name = String(table.name);
    const columns = (await all(sql`select * from pragma_table_info(${name}) order by cid`)).map((c) => ({
      name: c.name,
      type: c.type,
      notNull: c.notnull === 1,
      default: c.dflt_value,
      primaryKey: c.pk,
    }));
    const indexes = [];
    for (const index of await all(sql`select * from pragma_index_list(${name})`)) {
      const indexName = String(index.name);
      const keys = await all(
        sql`select * from pragma_index_xinfo(${indexName}) where key = 1 order by seqno`,
      );
      const definition = master.find((o) => o.type === "index" && o.name === indexName);
      const text = normalise((definition?.sql as string | null | undefined) ?? null);
      indexes.push({
        name: indexName,
        unique: index.unique === 1,
        origin: index.origin,
        columns: keys.map((k) => (k.cid === -2 ? "<expression>" : k.name)),
        where: index.partial === 1 && text ? (/ where (.*)$/i.exec(text)?.[1] ?? null) : null,
        sql: text,
      });
    }
    indexes.sort(byName);
    const references = await all(sql`select * from pragma_foreign_key_list(${name}) order by id, seq`);
    const foreignKeys = [...new Set(references.map((r) => r.id))].map((id) => {
      const parts = references.filter((r) => r.id === id);
      return {
        columns: parts.map((p) => p.from),
        table: parts[0].table,
        references: parts.map((p) => p.to),
        onDelete: parts[0].on_delete,
        onUpdate: parts[0].on_update,
      };
    });
    foreignKeys.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
    const text = String(table.sql);
    described.push({
      name,
      columns,
      indexes,
      foreignKeys,
      checks: checkClauses(text),
      sql: normalise(text),
      rows: await rowsOf(db, name),
    });
  }
  const triggers = master
    .filter((o) => o.type === "trigger")
    .map((o) => ({ name: o.name, table: o.tbl_name, sql: normalise(o.sql as string) }));
  const views = master
    .filter((o) => o.type === "view")
    .map((o) => ({ name: o.name, sql: normalise(o.sql as string) }));
  return { engine: "sqlite", tables: described, triggers, views };
}

async function postgresSchema(db: Db) {
  const all = async (query: ReturnType<typeof sql>) => (await query.execute(db)).rows as Row[];
  const tableNames = (
    await all(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)
  )
    .map((t) => String(t.name))
    .filter(isOwnTable);
  const described = [];
  for (const name of tableNames) {
    const primaryKey = await all(sql`select a.attname as name, k.position
      from pg_constraint c cross join unnest(c.conkey) with ordinality as k(attnum, position)
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
      where c.contype = 'p' and c.conrelid = ${name}::regclass`);
    const columns = (
      await all(sql`select column_name, data_type, is_nullable, column_default, is_identity, identity_generation,
        collation_name from information_schema.columns
        where table_schema = 'public' and table_name = ${name} order by ordinal_position`)
    ).map((c) => ({
      name: c.column_name,
      type: c.data_type,
      collation: c.collation_name,
      notNull: c.is_nullable === "NO",
      default: c.column_default,
      identity: c.is_identity === "YES" ? c.identity_generation : null,
      primaryKey: Number(primaryKey.find((k) => k.name === c.column_name)?.position ?? 0),
    }));
    const indexes = (
      await all(sql`select i.indexname as name, i.indexdef, x.indisunique as unique,
        pg_get_expr(x.indpred, x.indrelid) as predicate,
        array(select pg_get_indexdef(x.indexrelid, k, true) from generate_series(1, x.indnkeyatts) as k
          order by k) as columns
        from pg_indexes i join pg_index x on x.indexrelid = (quote_ident(i.indexname))::regclass
        where i.schemaname = 'public' and i.tablename = ${name} order by i.indexname`)
    ).map((i) => ({
      name: i.name,
      unique: i.unique,
      columns: i.columns,
      where: i.predicate,
      sql: i.indexdef,
    }));
    const constraints = await all(sql`select conname as name, contype as type,
      pg_get_constraintdef(oid) as definition, confdeltype from pg_constraint
      where conrelid = ${name}::regclass order by conname`);
    const foreignKeys = [];
    for (const fk of constraints.filter((c) => c.type === "f")) {
      const [parts] = await all(sql`select
        array(select a.attname from unnest(c.conkey) with ordinality k(n, p)
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.p) as columns,
        c.confrelid::regclass::text as target,
        array(select a.attname from unnest(c.confkey) with ordinality k(n, p)
          join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.p) as target_columns
        from pg_constraint c where c.conname = ${fk.name} and c.conrelid = ${name}::regclass`);
      foreignKeys.push({
        name: fk.name,
        columns: parts.columns,
        table: parts.target,
        references: parts.target_columns,
        onDelete: fk.confdeltype,
      });
    }
    described.push({
      name,
      columns,
      indexes,
      foreignKeys,
      checks: constraints.filter((c) => c.type === "c").map((c) => ({ name: c.name, check: c.definition })),
      constraints: constraints.map((c) => ({ name: c.name, type: c.type, definition: c.definition })),
      rows: await rowsOf(db, name),
    });
  }
  const triggers = (
    await all(sql`select t.tgname as name, t.tgrelid::regclass::text as table, pg_get_triggerdef(t.oid) as sql
      from pg_trigger t where not t.tgisinternal order by t.tgname`)
  ).filter((t) => isOwnTable(String(t.table)));
  const functions = await all(sql`select p.proname as name, pg_get_functiondef(p.oid) as sql
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' order by p.proname`);
  const views = await all(sql`select viewname as name, definition as sql from pg_views
    where schemaname = 'public' order by viewname`);
  return {
    engine: "postgres",
    tables: described,
    triggers,
    functions: functions.map((f) => ({ name: f.name, sql: normalise(f.sql as string) })),
    views: views.map((v) => ({ name: v.name, sql: normalise(v.sql as string) })),
  };
}

async function emptyDatabase(): Promise<Db> {
  if (TEST_DIALECT === "sqlite") return openDatabase(":memory:");
  const name = `${inject("pgTemplate")}_schema_${process.pid}`;
  await adminQuery(`create database ${name}`);
  const db = openDatabase(databaseUrl(inject("pgAdminUrl"), name), { poolSize: 2 });
  closeAfterFile(() => db.destroy());
  return db;
}

describe("the schema of a fresh install", () => {
  it(`matches schema-snapshot/${TEST_DIALECT}.json`, async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db);
    const schema = TEST_DIALECT === "sqlite" ? await sqliteSchema(db) : await postgresSchema(db);
    if (TEST_DIALECT === "sqlite") await db.destroy();
    await expect(`${stableJson(schema)}\n`).toMatchFileSnapshot(`./schema-snapshot/${TEST_DIALECT}.json`);
  });

  it("reads every CHECK clause of a CREATE TABLE text", () => {
    expect(checkClauses(`create table t ("a" text check (a in ('(', ')')), check ((a) <> 'x'))`)).toEqual([
      "a in ('(', ')')",
      "(a) <> 'x'",
    ]);
  });
});
