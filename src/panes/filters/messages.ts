import type { TFunction } from "i18next";
import { isApiError } from "../../api/errors";
import { isUnreachable } from "../../api/reachability";

// Spec 2 §8: a failure shows the spec's text for the action and, below it, what the server said
// (extra.error_msg, else its validation or message). Clone errors: error_code/error_msg, or
// validation/message, or 'Ha ocurrido un error'.

/** The server's own explanation of a failed filter call, if it gave one. */
export function serverDetail(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const extra = error.extra ?? {};
  if (typeof extra.error_msg === "string") return extra.error_msg;
  if (error.message === "Not found") return "404 Not Found";
  return error.message && error.message !== error.code ? error.message : undefined;
}

/** What a toast says about a failed call: the action's spec text and the server's detail. */
export function failure(t: TFunction, key: string, error: unknown): { title: string; description?: string } {
  if (isApiError(error) && error.httpStatus === 404 && error.message === "Not found")
    return { title: t("filters.messages.notFound") };
  return { title: t(key), description: isUnreachable(error) ? t("errors.network") : serverDetail(error) };
}

/** The clone dialog's error line (§8). */
export function cloneErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    const extra = error.extra ?? {};
    if (typeof extra.error_code === "string" && typeof extra.error_msg === "string")
      return `${extra.error_code}: ${extra.error_msg}`;
    if (extra.validation !== undefined && error.message)
      return `${JSON.stringify(extra.validation)}: ${error.message}`;
  }
  return t("filters.messages.cloneError");
}
