import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../server/i18n/messages.ts";

// Issue 12 §1: each refusal has its own code, with a text in Spanish and English on the server
// (GET /services/base/translations) and the same text in the console's locale files.

const TRUST_CODES = [
  "system_group_own_forbidden",
  "system_group_module_forbidden",
  "system_group_region_forbidden",
  "system_group_tenant_forbidden",
  "system_group_profile_forbidden",
  "system_module_rename_forbidden",
  "system_module_activate_forbidden",
  "system_profile_not_held",
  "system_profile_privilege_forbidden",
  "user_profile_forbidden",
  "user_target_forbidden",
  "user_last_root",
  "too_many_requests",
  "unsupported_media_type",
] as const;

const consoleErrors = (language: "es" | "en") =>
  JSON.parse(readFileSync(`src/i18n/locales/${language}/system.json`, "utf8")).errors as Record<
    string,
    string
  >;

describe("texts of the trust refusals", () => {
  for (const language of ["es", "en"] as const) {
    it(`exist in ${language}, distinct per code, the same on the server and in the console`, () => {
      const server = MESSAGES[language] as Record<string, string>;
      const texts = TRUST_CODES.map((code) => server[code]);
      for (const [i, code] of TRUST_CODES.entries()) {
        expect(texts[i], code).toEqual(expect.any(String));
        expect(consoleErrors(language)[code], code).toBe(texts[i]);
      }
      expect(new Set(texts).size).toBe(TRUST_CODES.length);
    });
  }
});
