import { describe, expect, it } from "vitest";
import {
  canDeselect,
  internalNameOf,
  invalidCharacters,
  invalidCharactersFor,
  itemCreatorIssue,
  needsNameCheck,
  productName,
  radioTexts,
  touchSpinValue,
  typedInput,
} from "./rules-inputs";

// Spec 3 §5 "Names" and "Input types": each rule, one case that passes and one that fails.

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0].message;

describe("names", () => {
  it("accept letters, digits, space, comma, underscore and hyphen", () => {
    expect(productName.safeParse("Plan Básico_HD, 12-meses").success).toBe(true);
  });
  it("refuse other characters with 'Caracteres invalidos'", () => {
    expect(messageOf(productName.safeParse("Plan#1"))).toBe("product-rules.invalidChars");
  });
  it("refuse an empty name with the required message", () => {
    expect(messageOf(productName.safeParse("   "))).toBe("product-rules.required");
    expect(productName.safeParse("P").success).toBe(true);
  });
  it("are checked against the server only when changed from the saved name", () => {
    expect(needsNameCheck("Nuevo", "Viejo")).toBe(true);
    expect(needsNameCheck("Viejo ", "Viejo")).toBe(false);
  });
  it("give an internal name: lower case, accents dropped, separators one underscore", () => {
    expect(internalNameOf("Plan Básico, HD")).toBe("plan_basico_hd");
    expect(internalNameOf("Plan Básico, HD")).not.toBe("Plan Básico, HD");
  });
});

describe("input types", () => {
  it("price: digits, comma and dot only", () => {
    expect(invalidCharacters("price", "1.234,50")).toEqual([]);
    expect(invalidCharacters("price", "12$a$")).toEqual(["$", "a"]);
  });
  it("alphanumeric: letters, digits, space, comma, underscore, hyphen", () => {
    expect(invalidCharacters("alphanumeric", "Señal_1, a-b")).toEqual([]);
    expect(invalidCharacters("alphanumeric", "a.b!")).toEqual([".", "!"]);
  });
  it("tax: digits, comma and percent", () => {
    expect(invalidCharacters("tax", "19,5%")).toEqual([]);
    expect(invalidCharacters("tax", "19.5")).toEqual(["."]);
  });
  it("a typed field lists the invalid characters in its issue", () => {
    expect(typedInput("price").safeParse("10,5").success).toBe(true);
    const failed = typedInput("price").safeParse("10x");
    expect(messageOf(failed)).toBe("product-rules.invalidCharsListed");
    expect(failed.error?.issues[0]).toMatchObject({ params: { chars: "x" } });
  });
  it("a custom expression reports what it refuses ('Caracteres Invalidos: …')", () => {
    expect(invalidCharactersFor(/[A-Z]/g, "ABC")).toEqual([]);
    expect(invalidCharactersFor(/[A-Z]/g, "AbcA")).toEqual(["b", "c"]);
  });
});

describe("item creator", () => {
  it("takes an item of 1 to 500 characters", () => {
    expect(itemCreatorIssue([], "a")).toBeUndefined();
    expect(itemCreatorIssue([], "x".repeat(500))).toBeUndefined();
    expect(itemCreatorIssue([], " ")).toBe("itemLength");
    expect(itemCreatorIssue([], "x".repeat(501))).toBe("itemLength");
  });
  it("refuses a duplicate", () => {
    expect(itemCreatorIssue(["a"], "b")).toBeUndefined();
    expect(itemCreatorIssue(["a"], "a")).toBe("itemDuplicate");
  });
  it("refuses past the configured maximum count", () => {
    expect(itemCreatorIssue(["a"], "b", 2)).toBeUndefined();
    expect(itemCreatorIssue(["a", "b"], "c", 2)).toBe("itemMax");
  });
});

describe("radio option", () => {
  it("keeps a label up to 50 and a description up to 200 characters", () => {
    expect(radioTexts("x".repeat(50), "y".repeat(200))).toEqual({
      label: "x".repeat(50),
      description: "y".repeat(200),
    });
  });
  it("replaces a longer label or description by the maximum-exceeded text (null)", () => {
    expect(radioTexts("x".repeat(51), "y".repeat(201))).toEqual({ label: null, description: null });
  });
});

describe("multi-select with a minimum of one", () => {
  it("lets one of several selections go", () => expect(canDeselect(2)).toBe(true));
  it("blocks deselecting the last one", () => expect(canDeselect(1)).toBe(false));
});

describe("touch spin", () => {
  it("takes 0 to 9999999999", () => {
    expect(touchSpinValue.safeParse(0).success).toBe(true);
    expect(touchSpinValue.safeParse(9_999_999_999).success).toBe(true);
  });
  it("refuses outside the range or a fraction", () => {
    expect(messageOf(touchSpinValue.safeParse(-1))).toBe("product-rules.touchSpinRange");
    expect(messageOf(touchSpinValue.safeParse(10_000_000_000))).toBe("product-rules.touchSpinRange");
    expect(messageOf(touchSpinValue.safeParse(1.5))).toBe("product-rules.integer");
  });
});
