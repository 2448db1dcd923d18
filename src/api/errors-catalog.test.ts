import { describe, expect, it } from "vitest";
import { ERROR_CODES, ERROR_SETS } from "../contract/errors";
import { platformErrors } from "../contract/platform-errors";
import { i18n } from "../i18n";
import en from "../i18n/locales/en/errors.json";
import es from "../i18n/locales/es/errors.json";

describe("the console's error texts", () => {
  it("has a Spanish and an English text for every code of the contract's catalogue", () => {
    for (const code of ERROR_CODES) {
      expect(i18n.getFixedT("es")(`errors.codes.${code}`, { defaultValue: "" }), `es ${code}`).toBeTruthy();
      expect(i18n.getFixedT("en")(`errors.codes.${code}`, { defaultValue: "" }), `en ${code}`).toBeTruthy();
    }
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it("are the declarations' texts, word for word", () => {
    for (const set of ERROR_SETS)
      for (const [code, spec] of Object.entries(set.codes)) {
        expect(i18n.getFixedT("es")(`errors.codes.${code}`)).toBe(spec.es);
        expect(i18n.getFixedT("en")(`errors.codes.${code}`)).toBe(spec.en);
      }
    expect(i18n.getFixedT("es")("errors.codes.user_inactive")).toBe(platformErrors.codes.user_inactive.es);
  });
});
