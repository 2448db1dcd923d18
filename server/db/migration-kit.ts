import {
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type SqlBool,
  sql,
} from "kysely";

/*
 * The migrations' helpers: a migration declares its tables (columns, constraints, indexes) as data in SQLite's
 * words (createTables, addColumns, createIndexes; the DDL plugin of portable-ddl.ts gives them the same meaning
 * on PostgreSQL), and the kit makes the very Kysely schema-builder calls the migrations used to write by hand.
 *
 * FROZEN: every migration depends on this file, and a migration that has run must go on producing the same
 * schema on every new install. tests/server/schema-snapshot.test.ts pins that schema on SQLite and PostgreSQL
 * (tests/server/schema-snapshot/<engine>.json): a change here that alters what an existing migration creates,
 * down to the text of a default or a check, fails it. Extend the kit (a new modifier, a new column group); do
 * not change what an existing word means. A new migration changes the snapshots on purpose (`-u`, reviewed).
 */

// Migrations take Kysely<any>: they describe the schema at one point in time, not today's types.
// biome-ignore lint/suspicious/noExplicitAny: see above
export type AnyDb = Kysely<any>;

/**
 * A column as SQL writes it, after its name: `<type> [primary key] [not null] [unique] [default <literal>]
 * [references <table>.<column> [on delete cascade]] [check (<condition>)]`, the check last; the type is
 * integer, text, real or bigint, a default a whole number or a 'quoted' text. Or a function of the column's name
 * giving that (see flag).
 */
export type ColumnDefinition = string | ((column: string) => string);

/** A table's columns in order: name → definition. */
export type Columns = Readonly<Record<string, ColumnDefinition>>;

const TYPES: readonly string[] = ["integer", "text", "real", "bigint"];

type Modifier = (column: ColumnDefinitionBuilder, match: RegExpExecArray) => ColumnDefinitionBuilder;

/** A quoted text ('' for a quote) or a whole number, as a JS value. */
const literal = (text: string): string | number =>
  text.startsWith("'") ? text.slice(1, -1).replaceAll("''", "'") : Number(text);

// In any order: Kysely writes them in its own fixed order anyway.
const MODIFIERS: readonly (readonly [RegExp, Modifier])[] = [
  [/^primary key(?= |$)/, (c) => c.primaryKey()],
  [/^not null(?= |$)/, (c) => c.notNull()],
  [/^unique(?= |$)/, (c) => c.unique()],
  [/^default ('(?:[^']|'')*'|-?\d+)(?= |$)/, (c, m) => c.defaultTo(literal(m[1]))],
  [/^references (\w+\.\w+)(?= |$)/, (c, m) => c.references(m[1])],
  [/^on delete cascade(?= |$)/, (c) => c.onDelete("cascade")],
  [/^check \((.*)\)$/, (c, m) => c.check(sql.raw(m[1]))],
];

/** The column's type and the Kysely calls its definition stands for. */
function readColumn(where: string, name: string, definition: ColumnDefinition) {
  const text = typeof definition === "function" ? definition(name) : definition;
  const [, type, modifiers] = /^(\S+)\s*(.*)$/s.exec(text.trim()) ?? [];
  if (!TYPES.includes(type)) throw new Error(`${where}.${name}: unknown type in "${text}"`);
  let rest = modifiers;
  const steps: ((c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder)[] = [];
  while (rest !== "") {
    const found = MODIFIERS.map(([pattern, apply]) => [pattern.exec(rest), apply] as const).find(([m]) => m);
    if (!found) throw new Error(`${where}.${name}: cannot read "${rest}" in "${text}"`);
    const [match, apply] = found as readonly [RegExpExecArray, Modifier];
    steps.push((c) => apply(c, match));
    rest = rest.slice(match[0].length).trimStart();
  }
  const build = (c: ColumnDefinitionBuilder) => steps.reduce((column, step) => step(column), c);
  return { type: type as ColumnDataType, build };
}

/** "a, b" → ["a", "b"]. */
const list = (text: string) => text.split(",").map((item) => item.trim());

/**
 * A key over several columns: `<column>, <column> references <table> (<column>, <column>) [on delete cascade]`.
 */
const FOREIGN_KEY = /^(.+) references (\w+) \((.+)\)( on delete cascade)?$/;

type TableConstraints = {
  /** The primary key over several columns ("a, b"), named <table>_pk. */
  primaryKey?: string;
  /** Unique constraints over several columns, by name. */
  unique?: Readonly<Record<string, string>>;
  /** Foreign keys over several columns, by name (see FOREIGN_KEY). */
  foreignKeys?: Readonly<Record<string, string>>;
};

/** CREATE TABLE: the columns in order, then the primary key, unique and foreign-key constraints. */
async function createTable(
  db: AnyDb,
  table: string,
  columns: Columns,
  constraints: TableConstraints = {},
): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: the builder's column names grow with each call
  let builder: CreateTableBuilder<string, any> = db.schema.createTable(table);
  for (const [name, definition] of Object.entries(columns)) {
    const { type, build } = readColumn(table, name, definition);
    builder = builder.addColumn(name, type, build);
  }
  if (constraints.primaryKey)
    builder = builder.addPrimaryKeyConstraint(`${table}_pk`, list(constraints.primaryKey));
  for (const [name, columnList] of Object.entries(constraints.unique ?? {}))
    builder = builder.addUniqueConstraint(name, list(columnList));
  for (const [name, text] of Object.entries(constraints.foreignKeys ?? {})) {
    const match = FOREIGN_KEY.exec(text);
    if (!match) throw new Error(`${table}.${name}: cannot read the foreign key "${text}"`);
    const [, own, target, targetColumns, cascade] = match;
    builder = builder.addForeignKeyConstraint(name, list(own), target, list(targetColumns), (fk) =>
      cascade ? fk.onDelete("cascade") : fk,
    );
  }
  await builder.execute();
}

/**
 * A table as CREATE TABLE declares it: its columns in order (name → definition), and under keys no column can
 * have, its constraints and indexes: "primary key" (named <table>_pk), "unique <name>" and "foreign key <name>"
 * (over several columns; see TableConstraints), "index <name>" (see createIndexes).
 */
export type Table = Readonly<Record<string, ColumnDefinition>>;

const TABLE_PART = /^(primary key|unique (\w+)|foreign key (\w+)|index (\w+))$/;

/** Creates each table, in order, with its constraints, then its indexes. */
export async function createTables(db: AnyDb, tables: Readonly<Record<string, Table>>): Promise<void> {
  for (const [table, declaration] of Object.entries(tables)) {
    const columns: Record<string, ColumnDefinition> = {};
    const unique: Record<string, string> = {};
    const foreignKeys: Record<string, string> = {};
    const indexes: Record<string, string> = {};
    let primaryKey: string | undefined;
    for (const [key, value] of Object.entries(declaration)) {
      const part = TABLE_PART.exec(key);
      if (!part) columns[key] = value;
      else if (typeof value !== "string") throw new Error(`${table}: "${key}" takes a text`);
      else if (part[1] === "primary key") primaryKey = value;
      else if (part[2]) unique[part[2]] = value;
      else if (part[3]) foreignKeys[part[3]] = value;
      else indexes[part[4]] = value;
    }
    await createTable(db, table, columns, { primaryKey, unique, foreignKeys });
    await createIndexes(db, table, indexes);
  }
}

/** ALTER TABLE … ADD COLUMN, one statement a column (SQLite adds one at a time). */
export async function addColumns(db: AnyDb, table: string, columns: Columns): Promise<void> {
  for (const [name, definition] of Object.entries(columns)) {
    const { type, build } = readColumn(table, name, definition);
    await db.schema.alterTable(table).addColumn(name, type, build).execute();
  }
}

/**
 * CREATE INDEX, by name: `[unique ]<column>, <column>[ where <condition>]`, or an expression in parentheses
 * instead of the columns: `unique (lower(name))`. ifNotExists for indexes an older database may already have.
 */
export async function createIndexes(
  db: AnyDb,
  table: string,
  indexes: Readonly<Record<string, string>>,
  options: { ifNotExists?: boolean } = {},
): Promise<void> {
  for (const [name, text] of Object.entries(indexes)) {
    const at = text.indexOf(" where ");
    const head = at < 0 ? text : text.slice(0, at);
    const condition = at < 0 ? undefined : text.slice(at + " where ".length);
    const unique = head.startsWith("unique ");
    const keys = unique ? head.slice("unique ".length) : head;
    let builder = db.schema.createIndex(name);
    if (options.ifNotExists) builder = builder.ifNotExists();
    let index = builder.on(table);
    index = keys.startsWith("(") ? index.expression(sql.raw(keys.slice(1, -1))) : index.columns(list(keys));
    if (unique) index = index.unique();
    if (condition !== undefined) index = index.where(sql.raw<SqlBool>(condition));
    await index.execute();
  }
}

/** The same definition for several columns, in the order given. */
export const columnsOf = (names: readonly string[], definition: ColumnDefinition): Columns =>
  Object.fromEntries(names.map((name) => [name, definition]));

/** A 0/1 flag, checked, with its default if it has one: `integer not null default 1 check (active in (0, 1))`. */
export const flag =
  (defaultValue?: 0 | 1): ColumnDefinition =>
  (name) =>
    `integer not null${defaultValue === undefined ? "" : ` default ${defaultValue}`} check (${name} in (0, 1))`;

/** When and by whom a row was last modified. */
export const MODIFIED_COLUMNS: Columns = { modified_date: "text not null", modified_user: "text not null" };

/** Who created, last modified and published a row, and when (the publication's pair is null until then). */
export const AUDIT_COLUMNS: Columns = {
  created_date: "text not null",
  created_user: "text not null",
  ...MODIFIED_COLUMNS,
  publish_date: "text",
  publish_user: "text",
};
