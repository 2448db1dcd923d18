import type SqliteDatabase from "better-sqlite3";

export type BulkInserter = {
  add(...values: unknown[]): void;
  /** Writes the rows still buffered; call before the surrounding transaction ends. */
  flush(): void;
};

const ROWS_PER_STATEMENT = 20;

/**
 * Buffers rows into multi-row INSERT statements: twenty rows a statement runs about twice as fast as one
 * (measured on 1M log rows), which is what keeps the large seed within minutes.
 */
export function bulkInserter(
  sqlite: SqliteDatabase.Database,
  table: string,
  columns: readonly string[],
): BulkInserter {
  const tuple = `(${columns.map(() => "?").join(", ")})`;
  const head = `insert into ${table} (${columns.map((c) => `"${c}"`).join(", ")}) values `;
  const full = sqlite.prepare(head + Array(ROWS_PER_STATEMENT).fill(tuple).join(", "));
  const single = sqlite.prepare(head + tuple);
  const buffer: unknown[] = [];
  return {
    add(...values) {
      buffer.push(...values);
      if (buffer.length === ROWS_PER_STATEMENT * columns.length) {
        full.run(buffer);
        buffer.length = 0;
      }
    },
    flush() {
      for (let i = 0; i < buffer.length; i += columns.length) single.run(buffer.slice(i, i + columns.length));
      buffer.length = 0;
    },
  };
}
