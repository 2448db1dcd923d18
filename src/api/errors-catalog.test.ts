import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../contract/errors";
import en from "../i18n/locales/en/errors.json";
import es from "../i18n/locales/es/errors.json";

describe("errors.json", () => {
  it("has a Spanish and an English text for every code of the contract's catalogue", () => {
    const codes = (texts: { codes: Record<string, string> }) => texts.codes;
    for (const code of ERROR_CODES) {
      expect(codes(es)[code], `es ${code}`).toBeTruthy();
      expect(codes(en)[code], `en ${code}`).toBeTruthy();
    }
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });
});
