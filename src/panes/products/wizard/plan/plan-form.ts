import type { FieldErrors, Resolver } from "react-hook-form";
import {
  availabilityOf,
  CONTENT_TYPES,
  cyclesOf,
  isRenewable,
  isUnlimitedContent,
  type PlanConfigurationInput,
  type PlanType,
  periodUnitsFor,
  planConfiguration,
  planTypeDefaults,
  priorityFor,
  RULE_NAMES,
  type RuleName,
  ruleValueOut,
  transactionUnit,
  UNLIMITED,
} from "../../../../contract/products/rules";

// Step 1's form (spec 3 §2 step 1, §5 "Plan parameters"): what the operator sets, and the payload of §3 it
// becomes. The form is validated by sending its payload through the shared schema (the server's), so form and
// server apply the same rules; issues on the payload's fields land on the form's fields that fed them.

export type PlanFormValues = {
  family_mode: "existing" | "new";
  family_id: string;
  family_name: string;
  family_description: string;
  name: string;
  description: string;
  type: PlanType;
  content_type: string;
  temporary_unit: string;
  download: boolean;
  /** Renewable plans (A, P): renewal without end, stored as 1200 cycles. */
  unlimited: boolean;
  cycles: string;
  /** Transactions with manual availability: 24 or 48 hours. */
  hours: string;
  /** The length toggle: 1 or 0. */
  length: boolean;
  priority: boolean;
  /** The plan's rules by name (§3 Rule names); those the tenant shows are sent as S or N. */
  rules: Record<string, boolean>;
};

export const EMPTY_PLAN: PlanFormValues = {
  family_mode: "existing",
  family_id: "",
  family_name: "",
  family_description: "",
  name: "",
  description: "",
  type: "A",
  content_type: "SVOD",
  temporary_unit: "month",
  download: false,
  unlimited: false,
  cycles: "1",
  hours: "24",
  length: false,
  priority: false,
  rules: Object.fromEntries(RULE_NAMES.map((name) => [name, false])),
};

const int = (text: string | undefined) => {
  const trimmed = String(text ?? "").trim();
  return /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/** The temporary limit a plan saves: its cycles (1200 unlimited) or its availability hours (1200 automatic). */
export function temporaryLimitOf(values: PlanFormValues): number {
  if (isRenewable(values.type)) return cyclesOf(values.unlimited, int(values.cycles));
  return availabilityOf(values.content_type) === "automatic" ? UNLIMITED : int(values.hours);
}

/** Spec 3 §3 step-1 payload. */
export function planPayload(values: PlanFormValues): PlanConfigurationInput {
  const familyId = values.family_mode === "new" ? 0 : int(values.family_id) || 0;
  const renewable = isRenewable(values.type);
  const defaults = planTypeDefaults(values.type);
  const download = values.download ? 1 : 0;
  return {
    type: values.type,
    name: values.name,
    description: values.description,
    content_type: values.content_type,
    temporary_unit: renewable ? values.temporary_unit : transactionUnit(values.content_type, download),
    temporary_limit: temporaryLimitOf(values),
    download,
    period: defaults.period,
    frequency: defaults.frequency,
    length: renewable ? (values.length ? 1 : 0) : null,
    priority: priorityFor(familyId, values.priority ? 1 : 0),
    family_id: familyId,
    new_family: values.family_mode === "new" ? 1 : 0,
    family_name: values.family_mode === "new" ? values.family_name : "",
    family_description: values.family_mode === "new" ? values.family_description : "",
    rules: RULE_NAMES.map((name: RuleName) => ({ name, value: ruleValueOut(values.rules?.[name] === true) })),
  } as PlanConfigurationInput;
}

/** Payload fields the form shows under another name. */
const FIELD_OF: Record<string, keyof PlanFormValues> = {
  temporary_limit: "cycles",
  new_family: "family_mode",
};

/** A resolver that validates the payload with the shared schema and puts each issue on its form field. */
export const planResolver: Resolver<PlanFormValues> = async (values) => {
  const parsed = planConfiguration.safeParse(planPayload(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const payloadField = String(issue.path[0] ?? "name");
    let field = (FIELD_OF[payloadField] ?? payloadField) as keyof PlanFormValues;
    if (payloadField === "temporary_limit" && !isRenewable(values.type)) field = "hours";
    if (!(field in values) || errors[field]) continue;
    errors[field] = { type: "schema", message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<PlanFormValues> };
};

/** Changing the plan type: its content types' first, and the type-dependent fields back to their defaults. */
export function onTypeChange(values: PlanFormValues, type: PlanType): PlanFormValues {
  const content_type = CONTENT_TYPES[type][0];
  return {
    ...values,
    type,
    content_type,
    temporary_unit: isRenewable(type) ? periodUnitsFor(content_type)[0] : transactionUnit(content_type, 0),
    unlimited: false,
    cycles: "1",
    hours: "24",
    length: false,
    priority: false,
  };
}

/** Transactions whose content never expires show their time as unlimited. */
export const showsUnlimitedTime = (values: PlanFormValues) =>
  values.type === "M" && isUnlimitedContent(values.content_type);
