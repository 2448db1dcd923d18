import type { BaseTables } from "../base/tables.ts";
import type { ConsumptionTables } from "../consumption/tables.ts";
import type { LogsTables } from "../logs/tables.ts";

export type * from "../base/tables.ts";
export type * from "../consumption/tables.ts";
export type * from "../logs/tables.ts";

/**
 * The tables behind the shared connection, composed from each module's own (server/<module>/tables.ts). A
 * module may also keep its tables to itself: `deps.db.withTables<ItsTables>()` types them where it uses them.
 */
export type Database = BaseTables & LogsTables & ConsumptionTables;
