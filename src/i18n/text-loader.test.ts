import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { buildResources } from "./all-texts";
import { createTextLoader, FIRST_SCREEN_FILES, localeFileOf, type TextFileLoaders } from "./text-loader";

// The same files the console loads (src/i18n/index.ts), fetched on demand.
const lazyFiles = import.meta.glob<Record<string, unknown>>("./locales/*/*.json", { import: "default" });

function freshInstance() {
  const instance = i18next.createInstance();
  void instance.init({ resources: {}, lng: "es", fallbackLng: "es", returnNull: false });
  return instance;
}

/** The loaders, counting each file's fetches. */
function counted(loaders: TextFileLoaders) {
  const fetched: string[] = [];
  const wrapped = Object.fromEntries(
    Object.entries(loaders).map(([path, load]) => [
      path,
      () => {
        fetched.push(path);
        return load();
      },
    ]),
  );
  return { fetched, loaders: wrapped };
}

const filesOf = (language: string) =>
  Object.keys(buildResources()[language].translation as Record<string, unknown>).sort();

describe("the locale files loaded per screen", () => {
  it("reaches every locale file the bundled texts hold, in both languages", () => {
    const reachable = Object.keys(lazyFiles).map(localeFileOf);
    for (const language of ["es", "en"])
      expect(
        reachable
          .filter((found) => found?.language === language)
          .map((found) => found?.file)
          .sort(),
      ).toEqual(filesOf(language));
  });

  it("the first screen loads its own files in one language only", async () => {
    const i18n = freshInstance();
    const { fetched, loaders } = counted(lazyFiles);
    const texts = createTextLoader(i18n, loaders);
    await texts.load("es");
    expect(fetched.map((path) => localeFileOf(path)?.file).sort()).toEqual([...FIRST_SCREEN_FILES].sort());
    expect(fetched.every((path) => localeFileOf(path)?.language === "es")).toBe(true);
    expect(i18n.t("session.login.submit")).not.toBe("session.login.submit");
    expect(texts.has("es", "products")).toBe(false);
  });

  it("the console loads every module's file in its language, each file once", async () => {
    const i18n = freshInstance();
    const { fetched, loaders } = counted(lazyFiles);
    const texts = createTextLoader(i18n, loaders);
    await texts.load("es");
    await Promise.all([texts.loadConsole("es"), texts.loadConsole("es")]);
    expect(new Set(fetched).size).toBe(fetched.length);
    for (const file of filesOf("es")) expect(texts.has("es", file), file).toBe(true);
    expect(filesOf("en").some((file) => texts.has("en", file))).toBe(false);
    // Every text of a module file reads as text, as the bundled resources hold it.
    expect(i18n.getResourceBundle("es", "translation")).toEqual(buildResources().es.translation);
  });

  it("a language switch after sign-in loads every file of the other language", async () => {
    const i18n = freshInstance();
    const texts = createTextLoader(i18n, lazyFiles);
    await texts.loadConsole("es");
    await texts.load("en");
    for (const file of filesOf("en")) expect(texts.has("en", file), file).toBe(true);
  });

  it("keeps texts added under a file's name by others (the error codes' declarations)", async () => {
    const i18n = freshInstance();
    i18n.addResourceBundle("es", "translation", { errors: { codes: { some_code: "Texto" } } }, true, true);
    await createTextLoader(i18n, lazyFiles).load("es");
    expect(i18n.t("errors.codes.some_code")).toBe("Texto");
    expect(i18n.t("errors.generic")).not.toBe("errors.generic");
  });

  it("a failed fetch is tried again by the next load", async () => {
    const i18n = freshInstance();
    let failures = 1;
    const flaky = Object.fromEntries(
      Object.entries(lazyFiles).map(([path, load]) => [
        path,
        () =>
          path.endsWith("es/session.json") && failures-- > 0 ? Promise.reject(new Error("offline")) : load(),
      ]),
    );
    const texts = createTextLoader(i18n, flaky);
    await expect(texts.load("es")).rejects.toThrow("offline");
    await texts.load("es");
    expect(texts.has("es", "session")).toBe(true);
  });
});
