import type { TFunction } from "i18next";
import { errorMessage } from "../../api/error-message";
import { isApiError } from "../../api/errors";
import type { SaveFailure } from "../../kit/zod-form";

/** Spec 2 §8: a failed save reads 'Por favor intente de nuevo' plus the error, on the field the server names. */
export function mailFailure(t: TFunction, error: unknown): SaveFailure {
  const reason = errorMessage(t, error);
  return {
    message: t("mails.errors.tryAgain", { error: reason }),
    field: isApiError(error) ? error.datafield : undefined,
    reason,
  };
}
