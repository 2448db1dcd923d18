import { describe, expect, it } from "vitest";
import { pageWindow } from "./pager";

describe("pager window", () => {
  it("shows at most 10 page links around the current page", () => {
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(0, 40)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(12, 40)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(pageWindow(20, 40)).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(pageWindow(39, 40)).toEqual([30, 31, 32, 33, 34, 35, 36, 37, 38, 39]);
  });

  it("keeps the numbers of spec 2's five-link pager around the current page", () => {
    expect(pageWindow(0, 3, 5)).toEqual([0, 1, 2]);
    expect(pageWindow(0, 9, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(4, 9, 5)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(8, 9, 5)).toEqual([4, 5, 6, 7, 8]);
  });
});
