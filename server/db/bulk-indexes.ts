import type { Kysely } from "kysely";

// Indexes of the tables the seed fills with millions of rows, created by their migrations. (The seed's bulk
// loader drops and rebuilds whatever secondary indexes a table has, read from the catalog: see
// server/seed/table-indexes.ts.)
export type IndexSpec = { name: string; table: string; columns: string[]; unique?: boolean };

const LOG_SORT_FIELDS = ["user", "ip", "url", "action", "message", "level"] as const;

export const BULK_INDEXES: readonly IndexSpec[] = [
  // (field, log_id) makes every sortable log column an ordered index walk with a total order.
  ...LOG_SORT_FIELDS.map((field) => ({
    name: `logs_${field}_idx`,
    table: "logs",
    columns: [field, "log_id"],
  })),
  { name: "end_users_email_idx", table: "end_users", columns: ["email"], unique: true },
  { name: "end_users_telmex_idx", table: "end_users", columns: ["phone_telmex"] },
  { name: "end_users_telcel_idx", table: "end_users", columns: ["phone_telcel"] },
  // Migration 005's lookups (subscription actions by user_hash; the palette's per-region e-mail prefix).
  // Listed here too, so 004 creates them with the others; 005 creates them "if not exists" (older databases).
  { name: "end_users_hash_idx", table: "end_users", columns: ["user_hash"] },
  { name: "end_users_region_email_idx", table: "end_users", columns: ["region", "email"] },
  { name: "subscriptions_user_idx", table: "subscriptions", columns: ["id_usuario"] },
];

// biome-ignore lint/suspicious/noExplicitAny: serves every schema version (migrations and seed)
type AnyDb = Kysely<any>;

export async function createBulkIndexes(db: AnyDb, table: string): Promise<void> {
  for (const spec of BULK_INDEXES.filter((s) => s.table === table)) {
    let builder = db.schema.createIndex(spec.name).ifNotExists().on(spec.table).columns(spec.columns);
    if (spec.unique) builder = builder.unique();
    await builder.execute();
  }
}
