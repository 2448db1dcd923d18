import type { Kysely } from "kysely";
import type { Db } from "./database.ts";
import type { Database } from "./schema.ts";

/**
 * The shared connection, typed with a module's tables too (schema.ts). Generic over the tables only: a module
 * still writes its database type as `Database & ItsTables`, since a connection-or-transaction union over a
 * generic alias of it loses its call signatures on the native TypeScript compiler.
 */
export const moduleDb =
  <Tables extends Record<string, Record<string, unknown>>>() =>
  (db: Db): Kysely<Database & Tables> =>
    db.withTables<Tables>();
