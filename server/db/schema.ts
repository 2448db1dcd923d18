import type { BaseTables } from "./tables/base.ts";
import type { ConsumptionTables } from "./tables/consumption.ts";
import type { LogsTables } from "./tables/logs.ts";
import type { PrivacyTables } from "./tables/privacy.ts";

export type * from "./tables/base.ts";
export type * from "./tables/consumption.ts";
export type * from "./tables/logs.ts";
export type * from "./tables/privacy.ts";

/**
 * The tables behind the shared connection: those the platform or several modules use (identity, sessions,
 * notifications, jobs, the audit log, end users, the personal-data policies), typed in server/db/tables/;
 * their migrations stay in the modules that create them (base, logs, consumption, privacy). A module keeps its other tables to itself:
 * `deps.db.withTables<ItsTables>()` types them where it uses them.
 */
export type Database = BaseTables & LogsTables & ConsumptionTables & PrivacyTables;
