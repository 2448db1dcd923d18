import type { Migration } from "kysely";
import type { SeedStep } from "../seed/context.ts";
import type { RouteGroup } from "./route.ts";

/**
 * What one server module contributes, in its own files: its implemented calls, its migrations (names unique
 * across modules; they run in name order) and its seed step. server/modules.ts lists the modules; the app's
 * routes, the migrator and the seed are derived from that list.
 */
export type ServerModule = {
  name: string;
  routes?: readonly RouteGroup[];
  migrations?: Readonly<Record<string, Migration>>;
  seed?: SeedStep;
};
