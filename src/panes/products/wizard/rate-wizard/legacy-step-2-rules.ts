import { ruleKey, TRIAL_MAX, TRIAL_MIN } from "../../../../contract/products/rules";
import type { Issues } from "./legacy-form";

// frmStep2's required fields (spec 3 §2 "Legacy rate wizard"): a user type and a payment method, a trial
// period when trial is on, and at least one incoming service code when the service switch is on.

export type LegacyStep2Values = {
  user_type_id: string;
  payment_method_id: string;
  trial: boolean;
  trial_period: string;
  rules: Record<string, boolean>;
  service: boolean;
  /** Incoming service codes, comma separated. */
  external_service_id_in: string;
};

export const serviceCodes = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter(Boolean);

export function legacyStep2Issues(values: LegacyStep2Values): Issues {
  const issues: Issues = {};
  if (!values.user_type_id) issues.user_type_id = ruleKey("userTypeRequired");
  if (!values.payment_method_id) issues.payment_method_id = ruleKey("paymentMethodRequired");
  if (values.trial) {
    const period = /^\d+$/.test(values.trial_period.trim()) ? Number(values.trial_period) : Number.NaN;
    if (!(period >= TRIAL_MIN && period <= TRIAL_MAX) || period === 0)
      issues.trial_period = ruleKey("trialRange");
  }
  if (values.service && serviceCodes(values.external_service_id_in).length === 0)
    issues.external_service_id_in = ruleKey("serviceInListRequired");
  return issues;
}
