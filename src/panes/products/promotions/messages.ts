import type { TFunction } from "i18next";
import { errorMessage } from "../../../api/error-message";
import { isApiError } from "../../../api/errors";

// Spec 3 §7–§8: a failed promotion save or publish shows the server's dump text (extra.dump) under 'Error en la
// seleccion de planes'; any other failure falls back to the common translated message.

export function dumpText(t: TFunction, error: unknown): string {
  if (isApiError(error) && typeof error.extra?.dump === "string" && error.extra.dump.trim() !== "") {
    return error.extra.dump;
  }
  return errorMessage(t, error);
}

/** §2 card truncations (promotion name 14, plan name 30), with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
