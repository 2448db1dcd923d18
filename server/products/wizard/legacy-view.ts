import type { RuleParam } from "../../../src/contract/products/rules.ts";
import type { WizardRate } from "../../../src/contract/products/wizard.ts";
import type { Conn, Rate } from "./load.ts";

// What the legacy rate wizard reads back (spec 3 §2, §3 Rate rules): the rules its step 2 stored, and the
// payment line of step 2 that step 3 has not priced yet (a new rate has no payment to read it from).

/** The rate's rule params, from rules [{id, rule_params}] as stored. */
export function rateRules(rate: Pick<Rate, "rules">): RuleParam[] {
  const stored = JSON.parse(rate.rules) as { rule_params?: RuleParam[] }[];
  return stored.flatMap((rule) => rule.rule_params ?? []);
}

export async function legacyLineOf(db: Conn, rateId: number): Promise<WizardRate["legacy_line"]> {
  const line = await db
    .selectFrom("product_wizard_legacy_lines as l")
    .innerJoin("product_payment_methods as m", "m.payment_method_id", "l.payment_method_id")
    .select(["l.user_type_id", "l.payment_method_id", "l.external_service_id_in", "m.service_id_required"])
    .where("l.rate_id", "=", rateId)
    .executeTakeFirst();
  if (!line) return null;
  return {
    user_type_id: line.user_type_id,
    payment_method_id: line.payment_method_id,
    external_service_id_in: (JSON.parse(line.external_service_id_in) as unknown[]).map(String),
    service_id_required: line.service_id_required === 1,
  };
}
