import { firstWhere } from "../db/by-keys.ts";
import type { Db } from "../db/database.ts";

/** The server setting naming the tenants where 'New Provider' is offered (spec 2 §2: two tenants). */
export const CREATION_TENANTS_KEY = "providers.creation_tenants";
const DEFAULT_TENANTS = ["video", "music"];

export async function creationTenants(db: Db): Promise<string[]> {
  const row = await firstWhere(db, "settings", "value", { key: CREATION_TENANTS_KEY });
  if (!row) return DEFAULT_TENANTS;
  return row.value
    .split(",")
    .map((code) => code.trim())
    .filter(Boolean);
}
