import type { Generated } from "kysely";
import type { Db } from "../db/database.ts";

// The providers module's own table (typed where used with db.withTables<ProvidersTables>()).

export type ProviderTable = {
  provider_id: Generated<number>;
  tenant_code: string;
  name: string;
  code: string;
  public_date: string;
  user: string;
};

export type ProvidersTables = { providers: ProviderTable };
export const providersDb = (db: Db) => db.withTables<ProvidersTables>();
export type ProvidersDb = ReturnType<typeof providersDb>;
