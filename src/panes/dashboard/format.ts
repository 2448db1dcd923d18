import type { TFunction } from "i18next";
import { isApiError } from "../../api/errors";

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

/** A failure in words: the dashboard's own text for its codes, else the server's, else the generic one. */
export function failureText(t: TFunction, error: unknown): string {
  const code = isApiError(error) ? error.code : "error_generic";
  const own = t(`dashboard.errors.${code}`, { defaultValue: "" });
  if (own) return own;
  return t(`server.${code}`, { defaultValue: t("dashboard.errors.error_generic") });
}

/** Spec 2 §8: 'Ha fallado el componente: {message}.' */
export const componentFailed = (t: TFunction, error: unknown) =>
  t("dashboard.messages.componentFailed", { message: failureText(t, error).replace(/\.$/, "") });
