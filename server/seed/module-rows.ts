// What modules' seed steps share when they write their own rows through Kysely.

/** Rows in one insert statement: few enough parameters for SQLite and PostgreSQL alike. */
const BATCH_ROWS = 200;

/** Writes the rows a batch at a time, in order. */
export async function inBatches<Row>(
  rows: readonly Row[],
  write: (batch: Row[]) => Promise<unknown>,
): Promise<void> {
  for (let at = 0; at < rows.length; at += BATCH_ROWS) await write(rows.slice(at, at + BATCH_ROWS));
}

/** Who seeded rows are attributed to: the first `count` staff e-mails, or the demo operator when there are none. */
export function seedAuthors(staffEmails: readonly string[], count: number): string[] {
  return staffEmails.length > 0 ? staffEmails.slice(0, count) : ["operador@adm.test"];
}
