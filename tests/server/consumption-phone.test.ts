import { describe, expect, it } from "vitest";
import { normalizePhone, phonePrefix } from "../../src/contract/phone.ts";

describe("normalizePhone", () => {
  it.each([
    ["5512345678"],
    ["55 1234 5678"],
    ["55-1234-5678"],
    ["55.1234.5678"],
    ["(55) 1234-5678"],
    ["  55 12 34 56 78  "],
    ["+52 55 1234 5678"],
    ["+52 (55) 1234-5678"],
    ["+5215512345678"],
    ["+52 1 55 1234 5678"],
    ["52 55 1234 5678"],
    ["525512345678"],
    ["521 55 1234 5678"],
    ["044 55 1234 5678"],
    ["045 (55) 1234-5678"],
    ["01 55 1234 5678"],
    ["01.55.1234.5678"],
    ["0052 55 1234 5678"],
    ["00 52 1 55 1234 5678"],
  ])("reads %j as 5512345678", (input) => {
    expect(normalizePhone(input)).toBe("5512345678");
  });

  it("keeps other area codes and the telcel fixture", () => {
    expect(normalizePhone("+52 33 1234 5678")).toBe("3312345678");
    expect(normalizePhone("044-55-8765-4321")).toBe("5587654321");
  });

  it.each([
    [""],
    ["abc"],
    ["55 1234 567"],
    ["55123456789"],
    ["1234567890"],
    ["0512345678"],
    ["+1 555 123 4567"],
    ["+34 612 345 678"],
    ["55 1234 5678 ext 2"],
    ["55+12345678"],
    ["046 55 1234 5678"],
    ["+"],
  ])("refuses %j", (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe("phonePrefix", () => {
  it("strips separators and recognisable dialling prefixes from a partial number", () => {
    expect(phonePrefix("55 12")).toBe("5512");
    expect(phonePrefix("(55) 12-3")).toBe("55123");
    expect(phonePrefix("+52 55 12")).toBe("5512");
    expect(phonePrefix("+52 1 55 12")).toBe("5512");
    expect(phonePrefix("0052 5512")).toBe("5512");
    expect(phonePrefix("044 55 12")).toBe("5512");
    expect(phonePrefix("01 33 4")).toBe("334");
    expect(phonePrefix("+52 55 1234 5678")).toBe("5512345678");
  });

  it("gives an empty prefix while only a dialling prefix is typed", () => {
    for (const input of ["+5", "+52", "+52 1", "00", "0", "04", "044", "01"])
      expect(phonePrefix(input)).toBe("");
  });

  it("keeps a bare 52, which may start a national number", () => {
    expect(phonePrefix("5212")).toBe("5212");
  });

  it("is null for text that is not a Mexican phone", () => {
    for (const input of ["", "mar", "55a", "+1 555", "0912", "1555", "55 1234 5678 9"]) {
      expect(phonePrefix(input), input).toBeNull();
    }
  });
});
