import { describe, expect, it } from "vitest";
import { buildResources } from "./all-texts";
import { i18n, LANGUAGES } from "./index";

const SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every key path of a nested texts object. */
function keysOf(texts: unknown, prefix = ""): string[] {
  if (typeof texts !== "object" || texts === null) return [prefix];
  return Object.entries(texts).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

describe("plural texts", () => {
  const resources = buildResources();

  it.each(LANGUAGES)("every plural key in %s has each form the language needs", (language) => {
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const keys = new Set(keysOf(resources[language].translation));
    const bases = new Set([...keys].filter((key) => SUFFIX.test(key)).map((key) => key.replace(SUFFIX, "")));
    expect(bases.size).toBeGreaterThan(0);
    const missing = [...bases].flatMap((base) =>
      needed.filter((form) => !keys.has(`${base}_${form}`)).map((form) => `${base}_${form}`),
    );
    expect(missing).toEqual([]);
  });

  it("a count of exactly one million reads as words in Spanish, never as the key", () => {
    const t = i18n.getFixedT("es");
    const bases = new Set(
      keysOf(resources.es.translation)
        .filter((key) => SUFFIX.test(key))
        .map((key) => key.replace(SUFFIX, "")),
    );
    const raw = [...bases].filter((base) => t(base, { count: 1_000_000 }) === base);
    expect(raw).toEqual([]);
  });
});
