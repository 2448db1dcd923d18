import { type Compilable, CompiledQuery } from "kysely";
import { type Db, isPostgres, sqliteHandle } from "../../server/db/database.ts";

/** How a query reads one table: through which index ("primary key" for the row id), or null for a scan. */
export type Access = { table: string; index: string | null };

type PgPlan = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PgPlan[] };

function pgAccesses(plan: PgPlan, table?: string): Access[] {
  const relation = plan["Relation Name"] ?? table;
  const own: Access[] = [];
  if (plan["Node Type"] === "Seq Scan") own.push({ table: relation ?? "?", index: null });
  // A bitmap index scan names no relation: its bitmap heap scan parent does.
  if (plan["Index Name"]) {
    const index = plan["Index Name"].endsWith("_pkey") ? "primary key" : plan["Index Name"];
    own.push({ table: relation ?? "?", index });
  }
  return [...own, ...(plan.Plans ?? []).flatMap((child) => pgAccesses(child, relation))];
}

function sqliteAccess(detail: string): Access | null {
  const match = /^(SEARCH|SCAN) (\w+)(?: USING (?:COVERING )?(INDEX (\w+)|INTEGER PRIMARY KEY))?/.exec(
    detail,
  );
  if (!match) return null;
  const [, how, table, using, index] = match;
  // SCAN … USING INDEX walks the whole index: as costly as a table scan at 5M rows.
  if (how === "SCAN") return { table, index: null };
  return { table, index: using?.startsWith("INDEX") ? index : "primary key" };
}

/**
 * The access paths the database's planner picks for a query (EXPLAIN QUERY PLAN on SQLite, EXPLAIN (FORMAT
 * JSON) on PostgreSQL). On PostgreSQL sequential scans are disabled for the EXPLAIN: the small test seed
 * makes a scan cheaper than any index, so the question asked is whether an index can serve the query; a Seq
 * Scan still chosen means that none can.
 */
export async function accessPaths(db: Db, query: Compilable): Promise<Access[]> {
  const { sql, parameters } = query.compile();
  if (!isPostgres(db)) {
    const rows = sqliteHandle(db)
      .prepare(`explain query plan ${sql}`)
      .all(...(parameters as unknown[])) as { detail: string }[];
    return rows.map((r) => sqliteAccess(r.detail)).filter((a): a is Access => a !== null);
  }
  return db.connection().execute(async (connection) => {
    await connection.executeQuery(CompiledQuery.raw("set enable_seqscan = off"));
    try {
      const { rows } = await connection.executeQuery<{ "QUERY PLAN": [{ Plan: PgPlan }] }>(
        CompiledQuery.raw(`explain (format json) ${sql}`, [...parameters]),
      );
      return pgAccesses(rows[0]["QUERY PLAN"][0].Plan);
    } finally {
      await connection.executeQuery(CompiledQuery.raw("reset enable_seqscan"));
    }
  });
}
