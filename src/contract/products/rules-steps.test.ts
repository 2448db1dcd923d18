import { describe, expect, it } from "vitest";
import {
  addFilterRow,
  canSaveStep,
  deleteFilterRow,
  type FilterRow,
  filterRowsPayload,
  legacyStepNeedsRate,
  loadedRateLastStep,
  nextLegacyStep,
  rulesForTenant,
  ruleValueOn,
  ruleValueOut,
} from "./rules-steps";

// Spec 3 §2 redirect rules, §4 wizard order and filter rows, §3 rule values: one passing and one failing case each.

describe("wizard order", () => {
  it("a step saves when it is the last saved plus one, or already saved", () => {
    expect(canSaveStep(3, 2)).toBe(true);
    expect(canSaveStep(1, 2)).toBe(true);
  });
  it("a step beyond the next one is inactive", () => expect(canSaveStep(4, 2)).toBe(false));
  it("a loaded rate counts at least 5 saved steps", () => {
    expect(loadedRateLastStep(4)).toBe(5);
    expect(loadedRateLastStep(6)).toBe(6);
  });
  it("the legacy wizard caps its next step at 5 and needs a rate above step 1", () => {
    expect(nextLegacyStep(2)).toBe(3);
    expect(nextLegacyStep(4)).toBe(5);
    expect(nextLegacyStep(5)).toBe(5);
    expect(legacyStepNeedsRate(1)).toBe(false);
    expect(legacyStepNeedsRate(2)).toBe(true);
  });
});

describe("filter rows of step 2", () => {
  const saved: FilterRow = { filter_id: 1, action: "add", saved: true, rule_params: [] };
  it("adding marks a new row add", () => {
    expect(addFilterRow([saved], 2)).toEqual([
      saved,
      { filter_id: 2, action: "add", saved: false, rule_params: [] },
    ]);
  });
  it("adding a filter already present is refused ('El filtro ya se encuentra agregado')", () => {
    expect(addFilterRow([saved], 1)).toBe("filterAdded");
  });
  it("deleting a saved row marks it delete, and re-adding turns it back to add", () => {
    const deleted = deleteFilterRow([saved], 1);
    expect(deleted).toEqual([{ ...saved, action: "delete" }]);
    expect(addFilterRow(deleted, 1)).toEqual([saved]);
  });
  it("deleting a new unsaved row removes it", () => {
    expect(deleteFilterRow([{ ...saved, saved: false }], 1)).toEqual([]);
  });
  it("the payload leaves out rule params whose value is N", () => {
    const row: FilterRow = {
      ...saved,
      rule_params: [
        { type: "rule", name: "AllowCancel", value: "S" },
        { type: "rule", name: "AllowUpsell", value: "N" },
      ],
    };
    expect(filterRowsPayload([row])).toEqual([
      { filter_id: 1, action: "add", rule_params: [{ type: "rule", name: "AllowCancel", value: "S" }] },
    ]);
  });
});

describe("rule values and tenants", () => {
  it("S or 1 read true", () => {
    expect(ruleValueOn("S")).toBe(true);
    expect(ruleValueOn(1)).toBe(true);
  });
  it("N, 0 or null read false", () => {
    expect(ruleValueOn("N")).toBe(false);
    expect(ruleValueOn("0")).toBe(false);
    expect(ruleValueOn(null)).toBe(false);
  });
  it("values travel as S or N", () => expect([ruleValueOut(true), ruleValueOut(false)]).toEqual(["S", "N"]));
  it("video shows every rule but AllowPreview; music only AllowDownload and AllowPreview", () => {
    expect(rulesForTenant("video")).toContain("AllowCancel");
    expect(rulesForTenant("video")).not.toContain("AllowPreview");
    expect(rulesForTenant("music")).toEqual(["AllowDownload", "AllowPreview"]);
  });
});
