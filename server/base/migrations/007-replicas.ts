import { type Kysely, type Migration, sql } from "kysely";
import { ALL_USERS_VERSION } from "../../db/tables/base.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time, not today's types
type AnyDb = Kysely<any>;

// State that several server processes on one database must share (stateless replicas).
export const replicasMigration: Migration = {
  async up(db: AnyDb) {
    // Permission versions: a write that changes what a user may do bumps the user's row (or row 0, everyone)
    // in its own transaction; every request reads both with its session and reloads a cached AuthUser whose
    // versions are stale, so a change made through one replica applies on the next request to any other.
    await db.schema
      .createTable("auth_versions")
      .addColumn("user_id", "integer", (c) => c.primaryKey())
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.insertInto("auth_versions").values({ user_id: ALL_USERS_VERSION, version: 0 }).execute();
    // Background jobs, claimed by one process at a time (server/jobs). A claim hides the job until run_at, a
    // lease: a job whose worker died becomes claimable again when its lease runs out.
    await db.schema
      .createTable("jobs")
      .addColumn("job_id", "integer", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("payload", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("dedupe_key", "text", (c) => c.unique())
      .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('pending', 'done', 'failed')`))
      .addColumn("run_at", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("locked_by", "text")
      .addColumn("finished_at", "text")
      .addColumn("error", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    // Only pending jobs are ever claimed: a partial index keeps the claim an index probe however many done
    // jobs accumulate.
    await db.schema
      .createIndex("jobs_claim_idx")
      .on("jobs")
      .columns(["run_at", "job_id"])
      .where(sql.ref("status"), "=", "pending")
      .execute();
  },
};
