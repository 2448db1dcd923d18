import { describe, expect, it } from "vitest";
import { pageCount, planLabel, slicePage } from "./model";

describe("product list paging", () => {
  it("slices five a page", () => {
    expect(slicePage([1, 2, 3, 4, 5, 6, 7], 1, 5)).toEqual([6, 7]);
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(11, 5)).toBe(3);
  });
  it("cuts plan names at 30 characters", () => {
    expect(planLabel("a".repeat(31))).toBe(`${"a".repeat(30)}…`);
    expect(planLabel("Plan mensual")).toBe("Plan mensual");
  });
});
