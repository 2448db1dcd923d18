// Spec 3 §2 redirect rules, §4 "Wizard order" and "Filter rows in step 2", §3 "Rule names": the wizard's step
// order, the filter rows of step 2 and the rule values, for the wizard panes and the server alike.

export const PLAN_WIZARD_STEPS = 7;
/** Steps of the plan itself; 4 to 7 belong to the rate. */
export const PLAN_STEPS = [1, 2, 3] as const;
export const RATE_STEPS = [4, 5, 6, 7] as const;
/** A rate's last_step_saved reads as 5 when the rate is loaded (spec 3 §3, §9). */
export const RATE_LOADED_LAST_STEP = 5;
/** The legacy rate wizard's steps, and the cap of its next step after a save. */
export const LEGACY_STEPS = [0, 1, 2, 3, 4] as const;
export const LEGACY_NEXT_STEP_CAP = 5;

/** A step saves only when it is the last saved step plus one, or one already saved. */
export function canSaveStep(step: number, lastStepSaved: number): boolean {
  return step >= 1 && step <= lastStepSaved + 1;
}

/** A loaded rate's last saved step: at least 5 (the rate exists, so its configuration steps count as done). */
export function loadedRateLastStep(stored: number): number {
  return Math.max(stored, RATE_LOADED_LAST_STEP);
}

/** The legacy wizard's next step after a save, capped at 5. */
export function nextLegacyStep(step: number): number {
  return Math.min(step + 1, LEGACY_NEXT_STEP_CAP);
}

/** Legacy wizard: a step above 1 needs a rate ('No existe rate para el paso {n}'). */
export function legacyStepNeedsRate(step: number): boolean {
  return step > 1;
}

export const RULE_NAMES = [
  "AllowUpsell",
  "AllowDownsell",
  "AllowCancel",
  "AllowPreview",
  "AllowDownload",
  "Timeshift",
  "Npvrstorage",
  "Expiration",
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

/** Video shows every rule but AllowPreview; music only AllowDownload and AllowPreview. */
export function rulesForTenant(tenant: "video" | "music" | string): readonly RuleName[] {
  if (tenant === "music") return ["AllowDownload", "AllowPreview"];
  return RULE_NAMES.filter((name) => name !== "AllowPreview");
}

/** S or 1 is true; N, 0 or null is false. */
export function ruleValueOn(value: string | number | boolean | null | undefined): boolean {
  return value === true || value === 1 || value === "1" || value === "S" || value === "s";
}

/** Rule values travel as S or N. */
export function ruleValueOut(on: boolean): "S" | "N" {
  return on ? "S" : "N";
}

export type RuleParam = { type: string; name: string; value: string };
export type FilterRow = {
  filter_id: number;
  action: "add" | "delete";
  saved: boolean;
  rule_params: RuleParam[];
};

/** Adding a filter: a new row (add), a deleted one back to add; one already present is refused. */
export function addFilterRow(rows: readonly FilterRow[], filterId: number): FilterRow[] | "filterAdded" {
  const existing = rows.find((row) => row.filter_id === filterId);
  if (existing?.action === "add") return "filterAdded";
  if (existing) return rows.map((row) => (row === existing ? { ...row, action: "add" } : row));
  return [...rows, { filter_id: filterId, action: "add", saved: false, rule_params: [] }];
}

/** Deleting a filter: a saved row is marked delete, a new unsaved one is removed. */
export function deleteFilterRow(rows: readonly FilterRow[], filterId: number): FilterRow[] {
  return rows.flatMap((row) => {
    if (row.filter_id !== filterId) return [row];
    return row.saved ? [{ ...row, action: "delete" as const }] : [];
  });
}

/** The step-2 payload: every row with its action, each without the rule params whose value is N. */
export function filterRowsPayload(rows: readonly FilterRow[]) {
  return rows.map(({ filter_id, action, rule_params }) => ({
    filter_id,
    action,
    rule_params: rule_params.filter((param) => ruleValueOn(param.value)),
  }));
}
