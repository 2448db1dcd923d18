import type { TFunction } from "i18next";
import type { Subscription } from "../../api/consumption";
import { isApiError } from "../../api/errors";

// Money, dates, catalogue values and error codes as the operator reads them, in the current language.

export function formatMoney(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: "currency", currency }).format(amount);
  } catch {
    // Not an ISO 4217 code: the number, then the code as given.
    return `${new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

/** Sums per currency (a total across currencies means nothing), in order of first appearance. */
export function totalsByCurrency(rows: readonly Pick<Subscription, "price" | "currency">[]) {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.currency, (totals.get(row.currency) ?? 0) + Number(row.price));
  return [...totals].map(([currency, amount]) => ({ currency, amount: Math.round(amount * 100) / 100 }));
}

export function formatTotals(
  rows: readonly Pick<Subscription, "price" | "currency">[],
  language: string,
): string {
  const totals = totalsByCurrency(rows);
  if (totals.length === 0) return formatMoney(0, "MXN", language);
  return totals.map(({ currency, amount }) => formatMoney(amount, currency, language)).join(" + ");
}

export function formatDate(iso: string, language: string, withTime = true): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(
    language,
    withTime ? { dateStyle: "short", timeStyle: "short" } : { dateStyle: "short" },
  ).format(date);
}

type ValueGroup = "status" | "paymentMethod" | "paymentStatus" | "origin";

/** A catalogue value ('tarjeta_credito') in words; an unknown one as the server sent it; none as such. */
export function valueText(t: TFunction, group: ValueGroup, value: string | null): string {
  if (!value?.trim()) return t("consumption.values.empty");
  return t(`consumption.values.${group}.${value}`, { defaultValue: value });
}

/** The spec's text of a failure's code: the module's own, else the code's declared text, else error_generic (spec 1 §8). */
export function errorText(t: TFunction, error: unknown): string {
  const code = isApiError(error) ? error.code : "error_generic";
  const own = `consumption.errors.${code}`;
  const fallback = t("consumption.errors.error_generic");
  const text = t(own, { defaultValue: "" }) || t(`errors.codes.${code}`, { defaultValue: "" });
  if (text) return text;
  return t(`server.${code}`, { defaultValue: fallback });
}

export function errorCode(error: unknown): string {
  return isApiError(error) ? error.code : "error_generic";
}
