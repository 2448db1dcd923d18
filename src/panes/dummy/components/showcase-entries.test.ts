import { describe, expect, it } from "vitest";
import { i18n, LANGUAGES } from "../../../i18n";
import { SHOWCASE } from "./showcase-entries";

describe("the component list's texts", () => {
  it.each(LANGUAGES)("names and describes every section and key in %s", (language) => {
    const t = i18n.getFixedT(language);
    const missing = SHOWCASE.flatMap((entry) => {
      const base = `dummy.components.sections.${entry.id}`;
      const keys = [
        `${base}.title`,
        `${base}.intro`,
        ...entry.keys.flatMap((k) => [`${base}.keys.${k}.key`, `${base}.keys.${k}.does`]),
      ];
      return keys.filter((key) => !i18n.exists(key, { lng: language, fallbackLng: false }) || t(key) === key);
    });
    expect(missing).toEqual([]);
  });
});
