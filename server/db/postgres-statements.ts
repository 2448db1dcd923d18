import type { PostgresPool, PostgresPoolClient } from "kysely";
import type pg from "pg";

/** Distinct SQL texts given a name; texts beyond it (unusual dynamic SQL) run unnamed, so nothing grows. */
const NAMED_STATEMENTS = 500;

/**
 * PostgreSQL parses and plans an unnamed statement on every call, which cost as much as running the small
 * indexed queries of a request (0.6 ms against 0.3 ms a lookup, measured). The driver sees this pool, whose
 * clients give each SQL text a stable name: each connection prepares it once, then only binds and executes.
 * The counterpart of SQLite's statement cache in database.ts.
 */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (!name && names.size < NAMED_STATEMENTS) {
      name = `adm_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    async connect() {
      const client = await pool.connect();
      const query = (text: string, values: unknown[]) => client.query({ name: nameOf(text), text, values });
      return { query, release: () => client.release() } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
