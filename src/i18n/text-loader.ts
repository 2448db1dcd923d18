import type { i18n as I18n } from "i18next";

type Texts = Record<string, unknown>;
/** A locale file's texts, fetched on demand (its own chunk in the build). */
export type TextFileLoaders = Record<string, () => Promise<Texts>>;

/** The files the signed-out screens (login, recovery, logout) show: all the first screen loads. */
export const FIRST_SCREEN_FILES = ["session", "common", "errors"] as const;

/** "./locales/es/session.json" → { language: "es", file: "session" }. */
export function localeFileOf(path: string): { language: string; file: string } | null {
  const [, language, file] = path.match(/locales\/(\w+)\/([\w-]+)\.json$/) ?? [];
  return language && file ? { language, file } : null;
}

/**
 * Adds one locale file's texts, nested under its file name: locales/es/session.json's "login.title" is the key
 * "session.login.title". Deep and overwriting, so texts added by others under the same name (errors.codes, from
 * the contract's declarations) stay.
 */
export function addTextFile(i18n: I18n, language: string, file: string, texts: Texts): void {
  i18n.addResourceBundle(language, "translation", { [file]: texts }, true, true);
}

export type TextLoader = {
  /** Loads what the screens in use need in this language: the first screen's files, or every file once the console is wanted. */
  load(language: string): Promise<void>;
  /** From now on every module's texts are needed (the signed-in console): loads them in this language. */
  loadConsole(language: string): Promise<void>;
  /** Whether this language's file has been added. */
  has(language: string, file: string): boolean;
};

/**
 * Loads locale files into i18next when a screen needs them: the signed-out screens' files first, every module's
 * files (the palette and side menu list every module's commands) before the signed-in console renders, and a
 * language's files before switching to it, so nothing ever renders a raw key.
 */
export function createTextLoader(i18n: I18n, loaders: TextFileLoaders): TextLoader {
  const added = new Set<string>();
  const pending = new Map<string, Promise<void>>();
  let consoleWanted = false;

  const loadFile = (path: string, language: string, file: string): Promise<void> => {
    const known = pending.get(path);
    if (known) return known;
    const loading = loaders[path]().then((texts) => {
      addTextFile(i18n, language, file, texts);
      added.add(`${language}/${file}`);
    });
    // A failed fetch (a deploy replaced the chunk, the network dropped) may be retried by the next load.
    pending.set(path, loading);
    loading.catch(() => pending.delete(path));
    return loading;
  };

  const load = async (language: string): Promise<void> => {
    const wanted = Object.keys(loaders).flatMap((path) => {
      const found = localeFileOf(path);
      if (!found || found.language !== language) return [];
      if (!consoleWanted && !(FIRST_SCREEN_FILES as readonly string[]).includes(found.file)) return [];
      return [loadFile(path, found.language, found.file)];
    });
    await Promise.all(wanted);
  };

  return {
    load,
    loadConsole(language) {
      consoleWanted = true;
      return load(language);
    },
    has: (language, file) => added.has(`${language}/${file}`),
  };
}
