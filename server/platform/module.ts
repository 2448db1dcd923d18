import type { Migration } from "kysely";
import type { ModuleJobs } from "../jobs/worker.ts";
import type { SeedStep } from "../seed/context.ts";
import type { Revealers } from "./reveal.ts";
import type { RouteGroup } from "./route.ts";

/**
 * What one server module contributes, in its own files: its implemented calls, its migrations (names unique
 * across modules; they run in name order), its seed step, its background jobs and the readers of the personal
 * values it shows (revealers, by reveal kind). server/modules.ts lists the modules; the app's routes and reveal
 * registry, the migrator, the seed and the job worker are derived from that list. The same
 * migrations and seed serve SQLite and PostgreSQL (docs/modules.md, "Both databases").
 */
export type ServerModule = {
  name: string;
  routes?: readonly RouteGroup[];
  migrations?: Readonly<Record<string, Migration>>;
  seed?: SeedStep;
  jobs?: ModuleJobs;
  revealers?: Revealers;
};
