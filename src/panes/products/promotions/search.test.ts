import { describe, expect, it } from "vitest";
import { nextQuery, pageWindow } from "./search";

describe("promotion list search", () => {
  it("searches from 3 characters, and only when the query changes", () => {
    expect(nextQuery("ve", "")).toBeNull();
    expect(nextQuery("ver", "")).toBe("ver");
    expect(nextQuery(" ver ", "ver")).toBeNull();
    expect(nextQuery("ve", "ver")).toBe("");
    expect(nextQuery("", "ver")).toBe("");
  });

  it("shows up to 10 page links around the current page", () => {
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(12, 40)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(pageWindow(39, 40)).toEqual([30, 31, 32, 33, 34, 35, 36, 37, 38, 39]);
  });
});
