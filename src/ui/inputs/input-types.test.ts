import { describe, expect, it } from "vitest";
import { checkInput, normalizeInput } from "./input-types";

describe("input types (spec 3 §5)", () => {
  it("price admits digits, comma and dot only", () => {
    expect(checkInput("price", "1.234,50")).toEqual({ ok: true });
    expect(checkInput("price", "12$ 3$")).toEqual({ ok: false, reason: "invalid", chars: ["$", " "] });
  });

  it("alphanumeric admits letters, digits, space, comma, underscore and hyphen", () => {
    expect(checkInput("alphanumeric", "Plan_Año-2, anual")).toEqual({ ok: true });
    expect(checkInput("alphanumeric", "plan#1/2")).toEqual({
      ok: false,
      reason: "invalid",
      chars: ["#", "/"],
    });
  });

  it("tax admits digits, comma and percent", () => {
    expect(checkInput("tax", "16%")).toEqual({ ok: true });
    expect(checkInput("tax", "16.5%")).toEqual({ ok: false, reason: "invalid", chars: ["."] });
  });

  it("a custom expression lists what it refuses", () => {
    expect(checkInput({ allowed: /[a-f0-9]/ }, "c0ffee")).toEqual({ ok: true });
    expect(checkInput({ allowed: /[a-f0-9]/g }, "coffee")).toEqual({
      ok: false,
      reason: "invalid",
      chars: ["o"],
    });
  });

  it("required refuses an empty or blank value; other types only when asked", () => {
    expect(checkInput("required", "  ")).toEqual({ ok: false, reason: "required" });
    expect(checkInput("required", "x")).toEqual({ ok: true });
    expect(checkInput("price", "")).toEqual({ ok: true });
    expect(checkInput("price", "", true)).toEqual({ ok: false, reason: "required" });
  });

  it("an integer input strips non-digits as typed", () => {
    expect(normalizeInput("integer", "12a3-4")).toBe("1234");
    expect(normalizeInput("price", "12a")).toBe("12a");
  });
});
