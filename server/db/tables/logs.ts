import type { Generated } from "kysely";
import type { LogRow } from "../../../src/contract/logs.ts";

export type { LogLevel } from "../../../src/contract/logs.ts";

/** subject: whom the row is about (a stable key, e.g. a subscriber's); detail: AuditDetail as JSON text. */
export type LogTable = Omit<LogRow, "log_id"> & {
  log_id: Generated<number>;
  subject: string | null;
  detail: string | null;
};

/** The logs module's tables. */
export type LogsTables = { logs: LogTable };
