import type { TFunction } from "i18next";
import { errorMessage } from "../../api/error-message";

// Numbers, instants and failures as the operator reads them, in the current language.

export const formatNumber = (value: number, language: string) =>
  new Intl.NumberFormat(language).format(value);

export function formatDateTime(iso: string, language: string, seconds = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, {
    dateStyle: "short",
    timeStyle: seconds ? "medium" : "short",
  }).format(date);
}

/** Spec 2 §8: 'Ha fallado el componente: {message}.' (the failure's own text without its final stop). */
export const componentFailed = (t: TFunction, error: unknown) =>
  t("edges.messages.componentFailed", { message: errorMessage(t, error).replace(/\.$/, "") });
