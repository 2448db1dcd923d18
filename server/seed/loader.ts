import { type Db, isPostgres } from "../db/database.ts";
import { postgresLoader } from "./loader-postgres.ts";
import { sqliteLoader } from "./loader-sqlite.ts";

/** Rows for one table, flattened: values.length is a multiple of columns.length. */
export type RowBatch = { table: string; columns: readonly string[]; values: unknown[] };

/**
 * Writes the seed's millions of rows through the driver rather than Kysely: multi-row prepared INSERTs on
 * SQLite, COPY on PostgreSQL. The generators (end-users.ts, logs.ts, staff.ts) know nothing of either.
 */
export type BulkLoader = {
  /** Appends rows. Batches may be written in any order: integrity is checked once the load is over. */
  write(batches: RowBatch[]): Promise<void>;
  /**
   * Runs a load of these tables with their bulk indexes dropped (one sorted build afterwards beats millions
   * of random B-tree inserts) and foreign keys checked once at the end.
   */
  bulk(tables: string[], load: () => Promise<void>): Promise<void>;
  /** Statistics for the planner, and (PostgreSQL) identity sequences moved past the explicit ids written. */
  finish(): Promise<void>;
};

export function openBulkLoader(db: Db): BulkLoader {
  return isPostgres(db) ? postgresLoader(db) : sqliteLoader(db);
}

/** Collects rows of one table for the next write. */
export function rowBuffer(table: string, columns: readonly string[]) {
  let values: unknown[] = [];
  return {
    add(...row: unknown[]) {
      values.push(...row);
    },
    take(): RowBatch {
      const batch = { table, columns, values };
      values = [];
      return batch;
    },
  };
}
