import { z } from "zod";
import { productName } from "./rules-inputs.ts";
import { ruleKey } from "./rules-messages.ts";
import {
  ALL_CONTENT_TYPES,
  availabilityHoursFor,
  availabilityOf,
  CYCLES_MAX,
  CYCLES_MIN,
  isContentTypeOf,
  isRenewable,
  PLAN_TYPES,
  periodUnitsFor,
  TEMPORARY_UNITS,
  transactionUnit,
  UNLIMITED,
} from "./rules-plan-types.ts";
import { RULE_NAMES } from "./rules-steps.ts";

// Spec 3 §3 "Wizard payloads" step 1 and §5 "Plan parameters": the plan configuration as one zod schema whose
// refinements are the spec's rules. The wizard's form resolves with it and the server parses the save with it.

const flag = z.union([z.literal(0), z.literal(1)], { error: ruleKey("flag") });
const integer = z.number(ruleKey("integer")).int(ruleKey("integer"));
const optionalText = (max: number) => z.string().trim().max(max, ruleKey("tooLong")).default("");

/** Number of cycles (renewable plans): 1 to 9999999999; 1200 also means unlimited renewal. */
export const cycles = integer.min(CYCLES_MIN, ruleKey("cyclesRange")).max(CYCLES_MAX, ruleKey("cyclesRange"));

export const planConfiguration = z
  .object({
    type: z.enum(PLAN_TYPES, ruleKey("planType")),
    name: productName,
    description: optionalText(1000),
    internal_name: z.string().trim().max(200).default(""),
    content_type: z.enum(ALL_CONTENT_TYPES as [string, ...string[]], ruleKey("contentType")),
    temporary_unit: z.enum(TEMPORARY_UNITS, ruleKey("temporaryUnit")),
    temporary_limit: integer,
    download: flag,
    period: integer.min(1).nullable().default(null),
    frequency: integer.min(1).nullable().default(null),
    length: flag.nullable().default(null),
    priority: flag.default(0),
    family_id: integer.min(0),
    new_family: flag,
    family_name: z.string().trim().default(""),
    family_description: optionalText(1000),
    family_internal_name: z.string().trim().max(200).default(""),
    last_step_saved: integer.min(0).max(7).optional(),
    /** The plan's rules (§3 Rule names), sent as S or N; the server keeps those its tenant shows (§1). */
    rules: z
      .array(z.object({ name: z.enum(RULE_NAMES), value: z.enum(["S", "N"], ruleKey("ruleValue")) }))
      .max(RULE_NAMES.length)
      .default([]),
  })
  .superRefine((plan, ctx) => {
    const issue = (path: string, message: Parameters<typeof ruleKey>[0]) =>
      ctx.addIssue({ code: "custom", path: [path], message: ruleKey(message) });
    if (!isContentTypeOf(plan.type, plan.content_type)) issue("content_type", "contentType");
    if (isRenewable(plan.type)) {
      if (!periodUnitsFor(plan.content_type).includes(plan.temporary_unit))
        issue("temporary_unit", "temporaryUnit");
      const parsed = cycles.safeParse(plan.temporary_limit);
      if (!parsed.success) issue("temporary_limit", "cyclesRange");
    } else {
      if (plan.temporary_unit !== transactionUnit(plan.content_type, plan.download))
        issue("temporary_unit", "temporaryUnit");
      if (!availabilityHoursFor(plan.content_type).includes(plan.temporary_limit))
        issue(
          "temporary_limit",
          availabilityOf(plan.content_type) === "automatic" ? "availabilityAutomatic" : "availabilityHours",
        );
    }
    if (plan.new_family === 1) {
      const name = productName.safeParse(plan.family_name);
      if (!name.success)
        ctx.addIssue({ code: "custom", path: ["family_name"], message: name.error.issues[0].message });
    } else if (plan.family_id === 0) issue("family_id", "familyRequired");
    if (plan.family_id === 0 && plan.priority !== 0) issue("priority", "priorityWithoutFamily");
  });

export type PlanConfiguration = z.output<typeof planConfiguration>;
export type PlanConfigurationInput = z.input<typeof planConfiguration>;

/** The availability hours of a movie plan: 1200 when availability is automatic, else the hours chosen. */
export function availabilityHours(contentType: string, chosen: number): number {
  return availabilityOf(contentType) === "automatic" ? UNLIMITED : chosen;
}
