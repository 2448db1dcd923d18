import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { onErrorSets } from "../contract/define-errors";
import "../contract/errors";
import { createTextLoader } from "./text-loader";

export const LANGUAGES = ["es", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

// Each locale file is its own chunk, fetched when a screen needs it (src/i18n/text-loader.ts): the login page
// loads its own texts in one language, the signed-in console every module's, a language switch the other
// language's. Tests add every file at once (src/i18n/all-texts.ts).
const files = import.meta.glob<Record<string, unknown>>("./locales/*/*.json", { import: "default" });

const LANGUAGE_KEY = "language";

function storedLanguage(): Language {
  const value = typeof localStorage === "undefined" ? null : localStorage.getItem(LANGUAGE_KEY);
  return value === "en" ? "en" : "es";
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
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

const texts = createTextLoader(i18n, files);

/** The texts of the screens in use, in the current language: awaited before the first render. */
export function loadTexts(): Promise<void> {
  return texts.load(i18n.language);
}

/** Every module's texts in the current language (palette, side menu, screens): awaited before the console renders. */
export function loadConsoleTexts(): Promise<void> {
  return texts.loadConsole(i18n.language);
}

/** Switches once the language's texts are there, so no screen shows a raw key in between. */
export async function setLanguage(language: Language): Promise<void> {
  await texts.load(language);
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

/** Server-side texts (GET /services/base/translations) override or complete the bundled ones. */
export function addServerTranslations(byLanguage: Partial<Record<Language, Record<string, unknown>>>): void {
  for (const language of LANGUAGES) {
    const texts = byLanguage[language];
    if (texts) i18n.addResourceBundle(language, "translation", { server: texts }, true, true);
  }
}
