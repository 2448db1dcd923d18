import { describe, expect, it } from "vitest";
import { nextQuery } from "./search";

describe("promotion list search", () => {
  it("searches from 3 characters, and only when the query changes", () => {
    expect(nextQuery("ve", "")).toBeNull();
    expect(nextQuery("ver", "")).toBe("ver");
    expect(nextQuery(" ver ", "ver")).toBeNull();
    expect(nextQuery("ve", "ver")).toBe("");
    expect(nextQuery("", "ver")).toBe("");
  });
});
