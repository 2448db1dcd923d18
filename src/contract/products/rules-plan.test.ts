import { describe, expect, it } from "vitest";
import { availabilityHours, cycles, type PlanConfigurationInput, planConfiguration } from "./rules-plan";
import {
  availabilityOf,
  cyclesOf,
  isContentTypeOf,
  isExistingPriority,
  isRenewable,
  isUnlimitedContent,
  periodUnitsFor,
  planTypeDefaults,
  priorityFor,
  transactionUnit,
} from "./rules-plan-types";

// Spec 3 §5 "Plan parameters" and §3 "Plan type metadata": each rule, one case that passes and one that fails.

const subscription: PlanConfigurationInput = {
  type: "A",
  name: "Plan Mensual",
  content_type: "SVOD",
  temporary_unit: "month",
  temporary_limit: 12,
  download: 0,
  period: 1,
  frequency: 1,
  length: 0,
  family_id: 3,
  new_family: 0,
};
const rent: PlanConfigurationInput = {
  ...subscription,
  type: "M",
  content_type: "TVOD",
  temporary_unit: "hour",
  temporary_limit: 48,
};
const issuesAt = (plan: PlanConfigurationInput) => {
  const parsed = planConfiguration.safeParse(plan);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("cycles", () => {
  it("take 1 to 9999999999", () => {
    expect(cycles.safeParse(1).success).toBe(true);
    expect(cycles.safeParse(9_999_999_999).success).toBe(true);
  });
  it("refuse 0 and above 9999999999", () => {
    expect(cycles.safeParse(0).success).toBe(false);
    expect(cycles.safeParse(10_000_000_000).success).toBe(false);
    expect(issuesAt({ ...subscription, temporary_limit: 0 })).toEqual({
      temporary_limit: "product-rules.cyclesRange",
    });
  });
  it("encode unlimited renewal as 1200", () => {
    expect(cyclesOf(true, 12)).toBe(1200);
    expect(cyclesOf(false, 12)).toBe(12);
  });
});

describe("plan type and content type", () => {
  it("a subscription offers SVOD, TV and Paquete", () => {
    expect(isContentTypeOf("A", "TV")).toBe(true);
    expect(issuesAt(subscription)).toEqual({});
  });
  it("a content type of another plan type is refused", () => {
    expect(isContentTypeOf("A", "TVOD")).toBe(false);
    expect(issuesAt({ ...subscription, content_type: "TVOD" })).toMatchObject({
      content_type: "product-rules.contentType",
    });
  });
  it("an unknown plan type is refused", () => {
    expect(issuesAt({ ...subscription, type: "X" as "A" })).toMatchObject({ type: "product-rules.planType" });
  });
  it("types A and P show the renewal fields, M the availability ones", () => {
    expect(isRenewable("P")).toBe(true);
    expect(isRenewable("M")).toBe(false);
  });
});

describe("type change", () => {
  it("gives A and P frequency 1, length 0, period 1 and clears the rest", () => {
    expect(planTypeDefaults("A")).toEqual({
      period: 1,
      frequency: 1,
      length: 0,
      temporary_unit: null,
      temporary_limit: null,
      priority: 0,
    });
  });
  it("gives M a temporary limit of 1 and no period", () => {
    expect(planTypeDefaults("M")).toMatchObject({
      temporary_limit: 1,
      period: null,
      frequency: null,
      length: null,
    });
  });
});

describe("period units", () => {
  it("SVOD, TV and Paquete keep year and month", () => {
    expect(periodUnitsFor("SVOD")).toEqual(["year", "month"]);
    expect(issuesAt({ ...subscription, temporary_unit: "year" })).toEqual({});
  });
  it("refuse week, day or hour for them", () => {
    expect(issuesAt({ ...subscription, temporary_unit: "week" })).toEqual({
      temporary_unit: "product-rules.temporaryUnit",
    });
  });
});

describe("transactions", () => {
  it("rent TVOD, rent PVOD and Evento have manual availability of 24 or 48 hours", () => {
    expect(availabilityOf("Evento")).toBe("manual");
    expect(issuesAt(rent)).toEqual({});
    expect(issuesAt({ ...rent, temporary_limit: 24 })).toEqual({});
  });
  it("manual availability refuses other hours", () => {
    expect(issuesAt({ ...rent, temporary_limit: 72 })).toEqual({
      temporary_limit: "product-rules.availabilityHours",
    });
  });
  it("Serie and the purchases are unlimited with automatic availability of 1200", () => {
    expect(isUnlimitedContent("CompraPVOD")).toBe(true);
    expect(availabilityOf("Serie")).toBe("automatic");
    expect(availabilityHours("Serie", 48)).toBe(1200);
    expect(issuesAt({ ...rent, content_type: "Serie", temporary_limit: 1200 })).toEqual({});
  });
  it("automatic availability refuses anything but 1200", () => {
    expect(isUnlimitedContent("TVOD")).toBe(false);
    expect(availabilityHours("TVOD", 48)).toBe(48);
    expect(issuesAt({ ...rent, content_type: "Serie", temporary_limit: 48 })).toEqual({
      temporary_limit: "product-rules.availabilityAutomatic",
    });
  });
  it("the unit is month for a downloadable Serie or purchase, else hour", () => {
    expect(transactionUnit("CompraTVOD", 1)).toBe("month");
    expect(transactionUnit("CompraTVOD", 0)).toBe("hour");
    expect(transactionUnit("TVOD", 1)).toBe("hour");
    const downloadable = { ...rent, content_type: "Serie", temporary_limit: 1200, download: 1 as const };
    expect(issuesAt({ ...downloadable, temporary_unit: "month" })).toEqual({});
    expect(issuesAt(downloadable)).toEqual({ temporary_unit: "product-rules.temporaryUnit" });
  });
});

describe("flags", () => {
  it("download and length take 0 or 1", () => {
    expect(issuesAt({ ...subscription, download: 1, length: 1 })).toEqual({});
  });
  it("refuse anything else", () => {
    expect(issuesAt({ ...subscription, download: 2 as 1 })).toEqual({ download: "product-rules.flag" });
  });
});

describe("family and priority", () => {
  it("a new family needs a valid name", () => {
    expect(issuesAt({ ...subscription, family_id: 0, new_family: 1, family_name: "Familia Uno" })).toEqual(
      {},
    );
    expect(issuesAt({ ...subscription, family_id: 0, new_family: 1, family_name: "Fam!" })).toEqual({
      family_name: "product-rules.invalidChars",
    });
  });
  it("without a new family an existing one is required", () => {
    expect(issuesAt({ ...subscription, family_id: 0 })).toEqual({
      family_id: "product-rules.familyRequired",
    });
  });
  it("priority is 1 or 0 with a family, reset to 0 without one", () => {
    expect(issuesAt({ ...subscription, priority: 1 })).toEqual({});
    expect(priorityFor(3, 1)).toBe(1);
    expect(priorityFor(0, 1)).toBe(0);
    expect(issuesAt({ ...subscription, family_id: 0, new_family: 1, family_name: "F", priority: 1 })).toEqual(
      {
        priority: "product-rules.priorityWithoutFamily",
      },
    );
  });
  it("a priority another plan holds is flagged as existing", () => {
    expect(isExistingPriority(1, [0])).toBe(false);
    expect(isExistingPriority(1, [1])).toBe(true);
  });
  it("the plan name follows the name rule", () => {
    expect(issuesAt({ ...subscription, name: "Plan <b>" })).toEqual({ name: "product-rules.invalidChars" });
  });
});
