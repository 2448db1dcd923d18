import type { TFunction } from "i18next";

/** The machine code a failure carries (the API's errors have one); src/ui may not import the API layer. */
function codeOf(error: unknown): string | undefined {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" && code !== "" ? code : undefined;
}

/**
 * Why an export failed, in the user's language: the server's code translated (this table's own texts, the
 * contract's codes, then the server's translations), else a plain sentence — never the raw code or an
 * exception's text.
 */
export function exportFailureText(t: TFunction, error: unknown): string {
  const generic = t("table.export.errors.generic");
  const code = codeOf(error);
  if (code === undefined) return generic;
  const own = t(`table.export.errors.${code}`, { defaultValue: "" });
  const declared = t(`errors.codes.${code}`, { defaultValue: "" });
  return own || declared || t(`server.${code}`, { defaultValue: generic });
}
