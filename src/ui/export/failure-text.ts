import type { TFunction } from "i18next";
import { isApiError } from "../../api/errors";

/**
 * Why an export failed, in the user's language: the server's code translated (this table's own texts,
 * then the server's translations), else a plain sentence — never the raw code or an exception's text.
 */
export function exportFailureText(t: TFunction, error: unknown): string {
  const generic = t("table.export.errors.generic");
  if (!isApiError(error)) return generic;
  const own = t(`table.export.errors.${error.code}`, { defaultValue: "" });
  return own || t(`server.${error.code}`, { defaultValue: generic });
}
