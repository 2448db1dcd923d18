import type { Kysely, Selectable, Transaction } from "kysely";

type Row<DB, T extends keyof DB> = Selectable<DB[T]>;

// The single-row look-ups by key (does this member, this name, this edge exist; which row has them): one
// reader instead of the same select, where, where, take-first in every module.

/**
 * `column` of the first row of `table` whose columns equal `equal` and differ from `other` (the row being
 * edited, when a name must be free of the others); undefined when there is none.
 */
export async function firstWhere<DB, T extends keyof DB & string, C extends keyof Row<DB, T> & string>(
  // Both named: inferring DB from a Transaction given as a Kysely loses its tables.
  db: Kysely<DB> | Transaction<DB>,
  table: T,
  column: C,
  equal: Partial<Row<DB, T>>,
  other: Partial<Row<DB, T>> = {},
): Promise<Pick<Row<DB, T>, C> | undefined> {
  // The builder's types cannot follow a table named by a type parameter: the signature carries them.
  const untyped = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  let query = untyped.selectFrom(table as string).select(column);
  for (const [key, value] of Object.entries(equal)) query = query.where(key, "=", value);
  for (const [key, value] of Object.entries(other)) query = query.where(key, "!=", value);
  return (await query.executeTakeFirst()) as Pick<Row<DB, T>, C> | undefined;
}
