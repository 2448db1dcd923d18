import { describe, expect, it } from "vitest";
import { parseSpin, SPIN_MAX, spinKey } from "./touch-spin-value";

const range = { min: 0, max: SPIN_MAX, step: 1 };

describe("touch spin values (spec 3 §5: 0 to 9999999999)", () => {
  it("steps with the arrows and pages by ten, never past the bounds", () => {
    expect(spinKey("ArrowUp", 4, range)).toBe(5);
    expect(spinKey("ArrowDown", 0, range)).toBe(0);
    expect(spinKey("PageUp", 4, range)).toBe(14);
    expect(spinKey("PageDown", 4, range)).toBe(0);
    expect(spinKey("ArrowUp", SPIN_MAX, range)).toBe(SPIN_MAX);
  });

  it("jumps to the bounds with Home and End and ignores other keys", () => {
    expect(spinKey("End", 3, range)).toBe(9_999_999_999);
    expect(spinKey("Home", 3, range)).toBe(0);
    expect(spinKey("a", 3, range)).toBeNull();
  });

  it("reads the digits of typed text, clamped", () => {
    expect(parseSpin("1a2", range)).toBe(12);
    expect(parseSpin("", range)).toBe(0);
    expect(parseSpin("99999999999999", range)).toBe(SPIN_MAX);
  });
});
