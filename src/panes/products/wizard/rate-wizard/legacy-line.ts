import { ruleValueOn } from "../../../../contract/products/rules";
import type { WizardRate } from "../../domain/wizard-queries";

// What steps 2 and 3 of the legacy rate wizard start from (spec 3 §2): the line saved at step 2 and not
// priced yet, else the rate's first payment; and the rules the rate stored (S or 1 read as on, §3).

export type LegacyLine = {
  user_type_id: number;
  payment_method_id: number;
  external_service_id_in: string[];
  service_id_required: boolean;
  currency_id?: number;
};

export function legacyLineOf(rate: WizardRate | undefined): LegacyLine | undefined {
  return rate?.legacy_line ?? rate?.payments[0];
}

/** Each rule shown, checked when the rate stored it on. */
export function storedRules(rate: WizardRate | undefined, names: readonly string[]): Record<string, boolean> {
  const on = new Set((rate?.rules ?? []).filter((r) => ruleValueOn(r.value)).map((r) => r.name));
  return Object.fromEntries(names.map((name) => [name, on.has(name)]));
}
