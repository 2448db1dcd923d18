import type { Migration } from "kysely";
import { type AnyDb, createTables } from "../../db/migration-kit.ts";
import { ALL_USERS_VERSION } from "../../db/tables/base.ts";

// State that several server processes on one database must share (stateless replicas).
export const replicasMigration: Migration = {
  async up(db: AnyDb) {
    // Permission versions: a write that changes what a user may do bumps the user's row (or row 0, everyone)
    // in its own transaction; every request reads both with its session and reloads a cached AuthUser whose
    // versions are stale, so a change made through one replica applies on the next request to any other.
    await createTables(db, {
      auth_versions: {
        user_id: "integer primary key",
        version: "integer not null default 0",
      },
    });
    await db.insertInto("auth_versions").values({ user_id: ALL_USERS_VERSION, version: 0 }).execute();
    // Background jobs, claimed by one process at a time (server/jobs). A claim hides the job until run_at, a
    // lease: a job whose worker died becomes claimable again when its lease runs out.
    await createTables(db, {
      jobs: {
        job_id: "integer primary key",
        kind: "text not null",
        payload: "text not null default '{}'",
        dedupe_key: "text unique",
        status: "text not null check (status in ('pending', 'done', 'failed'))",
        run_at: "text not null",
        attempts: "integer not null default 0",
        locked_by: "text",
        finished_at: "text",
        error: "text",
        created_at: "text not null",
        // Only pending jobs are ever claimed: a partial index keeps the claim an index probe however many done
        // jobs accumulate.
        "index jobs_claim_idx": `run_at, job_id where "status" = 'pending'`,
      },
    });
  },
};
