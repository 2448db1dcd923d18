import { describe, expect, it } from "vitest";
import { addTag } from "./tag-rules";

describe("item creator rules (spec 3 §5)", () => {
  it("adds a trimmed item of 1 to 500 characters", () => {
    expect(addTag(["a"], "  b ")).toEqual({ ok: true, items: ["a", "b"] });
    expect(addTag([], "   ")).toEqual({ ok: false, refusal: "tooShort" });
    expect(addTag([], "x".repeat(500))).toMatchObject({ ok: true });
    expect(addTag([], "x".repeat(501))).toEqual({ ok: false, refusal: "tooLong" });
  });

  it("refuses a duplicate and an item past the configured count", () => {
    expect(addTag(["a"], "a")).toEqual({ ok: false, refusal: "duplicate" });
    expect(addTag(["a", "b"], "c", { minLength: 1, maxLength: 500, maxItems: 2 })).toEqual({
      ok: false,
      refusal: "full",
    });
  });
});
