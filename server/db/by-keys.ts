import type { Kysely, Selectable, Transaction, Updateable } from "kysely";

// The look-ups, counts, updates and stamps of rows named by their key columns (does this member, this name,
// this edge exist; how many workspaces has this user; change this plan; revoke their sessions): one reader and
// one writer instead of the same select or update, where, where in every module.

type Row<DB, T extends keyof DB> = Selectable<DB[T]>;
// Both named: inferring DB from a Transaction given as a Kysely loses its tables.
type Connection<DB> = Kysely<DB> | Transaction<DB>;
// The builder's types cannot follow a table named by a type parameter: the signatures carry them.
type Untyped = Kysely<Record<string, Record<string, unknown>>>;

/**
 * A write's keys: none, or one without a value, is a programming error, never "every row" (a stamp would
 * otherwise reach the whole table: every session revoked).
 */
function writeKeys(equal: object): object {
  const keys = Object.entries(equal);
  const missing = keys.find(([, value]) => value === undefined);
  if (keys.length === 0) throw new Error("by-keys: a write names no key column");
  if (missing) throw new Error(`by-keys: the write's key column ${missing[0]} has no value`);
  return equal;
}

/** Rows whose columns equal `equal` and differ from `other`. */
type Where = { where(column: string, op: "=" | "!=", value: unknown): Where };
function whereKeys<Q extends Where>(query: Q, equal: object, other: object): Q {
  const keys = Object.entries(equal);
  let keyed = query;
  for (const [key, value] of keys) keyed = keyed.where(key, "=", value) as Q;
  for (const [key, value] of Object.entries(other)) keyed = keyed.where(key, "!=", value) as Q;
  return keyed;
}

/**
 * `column` of the first row of `table` whose columns equal `equal` and differ from `other` (the row being
 * edited, when a name must be free of the others); undefined when there is none.
 */
export async function firstWhere<DB, T extends keyof DB & string, C extends keyof Row<DB, T> & string>(
  db: Connection<DB>,
  table: T,
  column: C,
  equal: Partial<Row<DB, T>>,
  other: Partial<Row<DB, T>> = {},
): Promise<Pick<Row<DB, T>, C> | undefined> {
  const query = (db as unknown as Untyped).selectFrom(table as string).select(column);
  return (await whereKeys(query, equal, other).executeTakeFirst()) as Pick<Row<DB, T>, C> | undefined;
}

/** `columns` of every row of `table` whose columns equal `equal`, in the order of `orderBy`. */
export async function allWhere<
  DB,
  T extends keyof DB & string,
  C extends keyof Row<DB, T> & string,
  O extends keyof Row<DB, T> & string,
>(
  db: Connection<DB>,
  table: T,
  columns: readonly C[],
  equal: Partial<Row<DB, T>>,
  orderBy: O,
): Promise<Pick<Row<DB, T>, C>[]> {
  const query = (db as unknown as Untyped).selectFrom(table as string).select(columns);
  return (await whereKeys(query, equal, {}).orderBy(orderBy).execute()) as Pick<Row<DB, T>, C>[];
}

/** How many rows of `table` have columns equal to `equal`. */
export async function countWhere<DB, T extends keyof DB & string>(
  db: Connection<DB>,
  table: T,
  equal: Partial<Row<DB, T>>,
): Promise<number> {
  const query = (db as unknown as Untyped)
    .selectFrom(table as string)
    .select((eb) => eb.fn.countAll().as("n"));
  // A count is int8 on PostgreSQL: a number or its text, depending on the driver's parser.
  return Number((await whereKeys(query, equal, {}).executeTakeFirstOrThrow()).n);
}

/** Sets `values` on the rows of `table` whose columns equal `equal`. */
export async function updateWhere<DB, T extends keyof DB & string>(
  db: Connection<DB>,
  table: T,
  values: Updateable<DB[T]>,
  equal: Partial<Row<DB, T>>,
): Promise<void> {
  const query = (db as unknown as Untyped)
    .updateTable(table as string)
    .set(values as Record<string, unknown>);
  await whereKeys(query, writeKeys(equal), {}).execute();
}

/**
 * Sets `column` to `value` on the rows of `table` that match as in firstWhere and have none yet: the first
 * stamp (a revocation, a delivery, a use) stays.
 */
export async function stampOnce<DB, T extends keyof DB & string, C extends keyof Row<DB, T> & string>(
  db: Connection<DB>,
  table: T,
  column: C,
  value: NonNullable<Row<DB, T>[C]>,
  equal: Partial<Row<DB, T>>,
  other: Partial<Row<DB, T>> = {},
): Promise<void> {
  const query = (db as unknown as Untyped).updateTable(table as string).set({ [column]: value });
  await whereKeys(query, writeKeys(equal), other).where(column, "is", null).execute();
}
