import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/**
 * AGU reads the consumption module's end users and subscriptions (it never copies them) and adds one column
 * to end_users: the name as searched (nameKey of src/contract/agu.ts), filled by migration 410 and the seed.
 */
export type AguTables = { end_users: { name_key: string | null } };

export type AguDb = Kysely<Database & AguTables>;
