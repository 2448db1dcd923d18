import { z } from "zod";
import { ruleKey } from "./rules-messages.ts";
import { UNLIMITED } from "./rules-plan-types.ts";

// Spec 3 §5: trial or bonification, the improvement value, clone tags, text search and the rate-region rule.

export const TRIAL_MIN = 0;
export const TRIAL_MAX = UNLIMITED;

/** A bonification (trial) period: an integer from 0 to 1200, out of range saying so (every payload uses it). */
export const trialPeriodValue = z
  .int(ruleKey("integer"))
  .min(TRIAL_MIN, ruleKey("trialRange"))
  .max(TRIAL_MAX, ruleKey("trialRange"));

/**
 * The bonification period's unit (spec 3 §3 "D (daily) and M (monthly)"): stored as D or M; a rate saved before
 * the unit existed (none stored) counts days.
 */
export const TRIAL_UNITS = ["D", "M"] as const;
export type TrialUnit = (typeof TRIAL_UNITS)[number];
export const trialUnitValue = z.enum(TRIAL_UNITS);
export const trialUnitOf = (stored: string | null | undefined): TrialUnit => (stored === "M" ? "M" : "D");

/** Bonification (trial) period: 0 to 1200, and 0 without the switch. */
export const trialFields = z
  .object({
    trial: z.boolean(),
    trial_period: z.number(ruleKey("integer")).int(ruleKey("integer")),
  })
  .superRefine(({ trial, trial_period }, ctx) => {
    if (trial_period < TRIAL_MIN || trial_period > TRIAL_MAX)
      ctx.addIssue({ code: "custom", path: ["trial_period"], message: ruleKey("trialRange") });
    else if (!trial && trial_period !== 0)
      ctx.addIssue({ code: "custom", path: ["trial_period"], message: ruleKey("trialWithoutSwitch") });
  });

/** The trial_period a rate saves: the period with the switch on, else 0. */
export function trialPeriodOf(trial: boolean, period: number): number {
  return trial ? period : 0;
}

/** The improvement value: an integer, 0 when empty; its active flag is set when above 0. */
export function improvementOf(
  input: string | number | null | undefined,
): { value: number; active: 0 | 1 } | null {
  const text = input === null || input === undefined ? "" : String(input).trim();
  if (text === "") return { value: 0, active: 0 };
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return { value, active: value > 0 ? 1 : 0 };
}

export const CLONE_TAG_MAX = 500;

/** A clone tag is a rate id: digits only. Invalid tags are kept (shown red), not dropped. */
export function isValidCloneTag(tag: string): boolean {
  return /^\d+$/.test(tag.trim()) && Number(tag.trim()) > 0;
}

/** At most 500 tags may be entered. */
export function canAddCloneTag(tags: readonly string[]): boolean {
  return tags.length < CLONE_TAG_MAX;
}

export const SEARCH_MIN = 3;

/** A text search runs from 3 characters on; 2 or fewer reload the unfiltered list. */
export function isSearchable(query: string): boolean {
  return query.trim().length >= SEARCH_MIN;
}

/** Rate editing (allow_abm): the rate's region is among the regions of the user's groups (root: any). */
export function allowsRateEdit(regionId: number, userRegionIds: readonly number[], root = false): boolean {
  return root || userRegionIds.includes(regionId);
}
