import type { Context } from "hono";
import type { AuditDetail } from "../../src/contract/logs.ts";
import { PERSONAL_DATA_MODULES, type PersonalDataModule } from "../../src/contract/personal-data.ts";
import type { DataPolicy } from "../../src/contract/privacy.ts";
import { audit } from "../audit.ts";
import type { AppEnv } from "../context.ts";
import type { Db } from "../db/database.ts";
import { policyOf } from "../platform/data-policy.ts";

/** One policy per module with personal data, in PERSONAL_DATA_MODULES' order (the default where none is set). */
export async function listPolicies(db: Db): Promise<DataPolicy[]> {
  const rows = await db.selectFrom("data_policies").selectAll().execute();
  return PERSONAL_DATA_MODULES.map((module) =>
    policyOf(
      module,
      rows.find((row) => row.module === module),
    ),
  );
}

/** A policy as the audit row's before and after values. */
const described = (policy: DataPolicy): Record<string, string> => ({
  reveal: policy.reveal ? "sí" : "no",
  export_row_cap: policy.export_row_cap === null ? "sin máximo" : String(policy.export_row_cap),
});

/** Sets a module's policy; the audit row (before → after) commits with it. */
export async function setPolicy(
  db: Db,
  c: Context<AppEnv>,
  module: PersonalDataModule,
  next: Omit<DataPolicy, "module">,
): Promise<DataPolicy> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("data_policies")
      .selectAll()
      .where("module", "=", module)
      .executeTakeFirst();
    const before = policyOf(module, row);
    const values = { reveal: next.reveal ? 1 : 0, export_row_cap: next.export_row_cap };
    await trx
      .insertInto("data_policies")
      .values({ module, ...values })
      .onConflict((oc) => oc.column("module").doUpdateSet(values))
      .execute();
    const after: DataPolicy = { module, reveal: next.reveal, export_row_cap: next.export_row_cap };
    const shown = described(after);
    const detail: AuditDetail = { before: described(before), after: shown };
    await audit(trx, c, {
      action: "data_policy_update",
      message: `Política de datos personales de ${module}: revelar ${shown.reveal}; máximo de filas por exportación: ${shown.export_row_cap}`,
      detail,
    });
    return after;
  });
}
