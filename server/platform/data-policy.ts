import type { DataPolicy } from "../../src/contract/privacy.ts";
import type { Db } from "../db/database.ts";
import type { DataPolicyTable } from "../db/schema.ts";

// A module's personal-data policy (issue 32 item 2): may a user without "personal" reveal one value, and the
// most rows one export may carry. The privacy module writes it; every export and every reveal reads it.

/** The policy of a module nobody has set: revealing allowed (with a reason, audited), no export cap. */
export const DEFAULT_DATA_POLICY = { reveal: true, export_row_cap: null } as const;

export function policyOf(module: string, row: DataPolicyTable | undefined): DataPolicy {
  if (!row) return { module, ...DEFAULT_DATA_POLICY };
  return { module, reveal: row.reveal === 1, export_row_cap: row.export_row_cap ?? null };
}

/** A module's policy, the default one when none is stored. */
export async function readDataPolicy(db: Db, module: string): Promise<DataPolicy> {
  const row = await db
    .selectFrom("data_policies")
    .selectAll()
    .where("module", "=", module)
    .executeTakeFirst();
  return policyOf(module, row);
}
