import { describe, expect, it } from "vitest";
import { pageCount, pageWindow, planLabel, slicePage } from "./model";

describe("product list paging", () => {
  it("shows at most 10 page links around the current page", () => {
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(0, 40)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(12, 40)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(pageWindow(20, 40)).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(pageWindow(39, 40)).toEqual([30, 31, 32, 33, 34, 35, 36, 37, 38, 39]);
  });
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
