import type { TFunction } from "i18next";
import { endpointFailed, errorMessage, notSavedText } from "../api/error-message";
import { isApiError } from "../api/errors";
import type { SaveFailure } from "./zod-form";

// Spec 2 §8 (mails, signals): a failed call reads 'Error en el EndPoint' when the endpoint itself failed,
// else 'Por favor intente de nuevo' plus the error. A server that could not be reached at all also says that
// nothing was saved and what was typed is kept.

/** The failure's text, as a toast, a confirmation or a list shows it. */
export function retryText(t: TFunction, error: unknown): string {
  return retryFailure(t, error).message;
}

/** A failed save: that text on the form, the reason on the field the server names. */
export function retryFailure(t: TFunction, error: unknown): SaveFailure {
  const reason = errorMessage(t, error);
  const notSaved = notSavedText(t, error);
  const endpoint = notSaved ? t("errors.endpointNotSaved", { notSaved }) : t("errors.endpoint");
  return {
    message: endpointFailed(error) ? endpoint : t("errors.tryAgain", { error: reason }),
    field: isApiError(error) ? error.datafield : undefined,
    reason,
  };
}
