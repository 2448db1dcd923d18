import i18next, { type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { onErrorSets } from "../contract/define-errors";
import "../contract/errors";

export const LANGUAGES = ["es", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

// Each locale file holds one module's texts and is nested under its file name: locales/es/session.json's
// "login.title" is the key "session.login.title". Modules own their files, so no file is edited by two of them.
const files = import.meta.glob<Record<string, unknown>>("./locales/*/*.json", {
  eager: true,
  import: "default",
});

export function buildResources(): Resource {
  const resources: Record<string, { translation: Record<string, unknown> }> = {};
  for (const [path, texts] of Object.entries(files)) {
    const [, language, file] = path.match(/locales\/(\w+)\/([\w-]+)\.json$/) ?? [];
    if (!language || !file) continue;
    resources[language] ??= { translation: {} };
    resources[language].translation[file] = texts;
  }
  return resources;
}

const LANGUAGE_KEY = "language";

function storedLanguage(): Language {
  const value = typeof localStorage === "undefined" ? null : localStorage.getItem(LANGUAGE_KEY);
  return value === "en" ? "en" : "es";
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: storedLanguage(),
  fallbackLng: "es",
  interpolation: { escapeValue: false },
  returnNull: false,
});

// The error codes' texts are the modules' declarations (src/contract, defineErrors): errors.codes.<code> in each
// language, the catalogue's at start-up and any module's declared later.
onErrorSets((texts) => {
  for (const language of LANGUAGES)
    i18n.addResourceBundle(language, "translation", { errors: { codes: texts[language] } }, true, true);
});

export function setLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}

/** Server-side texts (GET /services/base/translations) override or complete the bundled ones. */
export function addServerTranslations(byLanguage: Partial<Record<Language, Record<string, unknown>>>): void {
  for (const language of LANGUAGES) {
    const texts = byLanguage[language];
    if (texts) i18n.addResourceBundle(language, "translation", { server: texts }, true, true);
  }
}
