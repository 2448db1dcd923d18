import type { TFunction } from "i18next";

// A message that must survive the page reload that ends a session (spec 1 §4: logout reloads the page).
// title and body are i18n keys; text is shown as it is (a server's message, an already translated error).
export type Flash = {
  title: string;
  body?: string;
  text?: string;
  tone: "info" | "success" | "warning" | "error";
};

const KEY = "adm.flash";

export function setFlash(flash: Flash): void {
  sessionStorage.setItem(KEY, JSON.stringify(flash));
}

export function takeFlash(): Flash | null {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  sessionStorage.removeItem(KEY);
  try {
    return JSON.parse(raw) as Flash;
  } catch {
    return null;
  }
}

/** A flash as the operator reads it: its heading and, when it has one, its explanation. */
export function flashTexts(t: TFunction, flash: Flash): { title: string; description?: string } {
  return { title: t(flash.title), description: flash.text ?? (flash.body ? t(flash.body) : undefined) };
}
