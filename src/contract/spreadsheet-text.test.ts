import { describe, expect, it } from "vitest";
import { neutralise } from "./spreadsheet-text";
import { FORMULA_PAYLOADS } from "./testing/formula-payloads";

describe("neutralise", () => {
  it("prefixes a quote to each of the 18 formula starts", () => {
    expect(FORMULA_PAYLOADS).toHaveLength(18);
    for (const text of FORMULA_PAYLOADS) expect(neutralise(text)).toBe(`'${text}`);
  });
  it("leaves numbers (also written as text), plain text and empty cells alone", () => {
    expect(neutralise(-5)).toBe(-5);
    for (const text of ["-12.5", "+3", "1,234.5", "-2e3", "a=b", "1,2|3,4", "Ana López", ""])
      expect(neutralise(text)).toBe(text);
    expect(neutralise(null)).toBeNull();
  });
});
