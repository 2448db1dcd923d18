import type { Generated } from "kysely";
import type { LogRow } from "../../../src/contract/logs.ts";

export type { LogLevel } from "../../../src/contract/logs.ts";

export type LogTable = Omit<LogRow, "log_id"> & { log_id: Generated<number> };

/** The logs module's tables. */
export type LogsTables = { logs: LogTable };
