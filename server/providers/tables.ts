import type { Generated } from "kysely";
import { moduleDb } from "../db/module-db.ts";

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
export const providersDb = moduleDb<ProvidersTables>();
export type ProvidersDb = ReturnType<typeof providersDb>;
