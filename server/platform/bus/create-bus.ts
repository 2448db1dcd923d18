import { type Db, isPostgres } from "../../db/database.ts";
import type { Bus } from "./bus.ts";
import { createLocalBus } from "./bus.ts";
import { createPostgresBus } from "./bus-postgres.ts";

/** LISTEN/NOTIFY on PostgreSQL, so that every replica on the database hears it; in-process on SQLite. */
export function createBus(db: Db): Bus {
  return isPostgres(db) ? createPostgresBus(db) : createLocalBus();
}
