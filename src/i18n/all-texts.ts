import type { i18n as I18n, Resource } from "i18next";
import { addTextFile, localeFileOf } from "./text-loader";

// Every locale file at once, bundled: for tests (which render screens synchronously) and the checks that read
// every text. The console never imports this file: it loads its texts per screen (src/i18n/index.ts).
const files = import.meta.glob<Record<string, unknown>>("./locales/*/*.json", {
  eager: true,
  import: "default",
});

/** Every locale file's texts, by language, each nested under its file name. */
export function buildResources(): Resource {
  const resources: Record<string, { translation: Record<string, unknown> }> = {};
  for (const [path, texts] of Object.entries(files)) {
    const found = localeFileOf(path);
    if (!found) continue;
    resources[found.language] ??= { translation: {} };
    resources[found.language].translation[found.file] = texts;
  }
  return resources;
}

/** Adds every locale file to an i18next instance, synchronously. */
export function addAllTexts(i18n: I18n): void {
  for (const [path, texts] of Object.entries(files)) {
    const found = localeFileOf(path);
    if (found) addTextFile(i18n, found.language, found.file, texts);
  }
}
