import { describe, expect, it } from "vitest";
import {
  allowsRateEdit,
  canAddCloneTag,
  improvementOf,
  isSearchable,
  isValidCloneTag,
  trialFields,
  trialPeriodOf,
} from "./rules-rate";

// Spec 3 §5 trial and improvement ("Plan parameters"), "Clone and search": one passing and one failing case each.

describe("trial or bonification", () => {
  it("takes 0 to 1200 with the switch on", () => {
    expect(trialFields.safeParse({ trial: true, trial_period: 1200 }).success).toBe(true);
    expect(trialFields.safeParse({ trial: true, trial_period: 0 }).success).toBe(true);
  });
  it("refuses outside 0 to 1200", () => {
    expect(trialFields.safeParse({ trial: true, trial_period: 1201 }).error?.issues[0].message).toBe(
      "product-rules.trialRange",
    );
  });
  it("is 0 without the switch", () => {
    expect(trialPeriodOf(false, 30)).toBe(0);
    expect(trialPeriodOf(true, 30)).toBe(30);
    expect(trialFields.safeParse({ trial: false, trial_period: 0 }).success).toBe(true);
    expect(trialFields.safeParse({ trial: false, trial_period: 30 }).error?.issues[0].message).toBe(
      "product-rules.trialWithoutSwitch",
    );
  });
});

describe("improvement value", () => {
  it("is an integer, 0 when empty, active above 0", () => {
    expect(improvementOf("")).toEqual({ value: 0, active: 0 });
    expect(improvementOf("5")).toEqual({ value: 5, active: 1 });
  });
  it("refuses what is not an integer", () => expect(improvementOf("2.5")).toBeNull());
});

describe("clone tags", () => {
  it("are rate ids: digits only", () => {
    expect(isValidCloneTag("1234")).toBe(true);
    expect(isValidCloneTag("12a")).toBe(false);
  });
  it("stop at 500", () => {
    expect(canAddCloneTag(Array.from({ length: 499 }, String))).toBe(true);
    expect(canAddCloneTag(Array.from({ length: 500 }, String))).toBe(false);
  });
});

describe("text search", () => {
  it("runs from 3 characters", () => expect(isSearchable("abc")).toBe(true));
  it("not with 2 or fewer", () => expect(isSearchable(" ab ")).toBe(false));
});

describe("rate editing (allow_abm)", () => {
  it("is allowed in a region of the user's groups", () => expect(allowsRateEdit(441, [441, 746])).toBe(true));
  it("is refused in another region, except for root", () => {
    expect(allowsRateEdit(1, [441])).toBe(false);
    expect(allowsRateEdit(1, [], true)).toBe(true);
  });
});
