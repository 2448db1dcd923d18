import type { TFunction } from "i18next";
import { errorMessage, notSavedText } from "../../../api/error-message";
import { isApiError } from "../../../api/errors";
import type { SaveFailure } from "../../../kit/zod-form";

// A failed step save (spec 3 §7 "Payload error conventions", §8): the server's message whatever the payload's
// shape, on the form and on the field it names. Out-of-order saves are told apart for the inactive-step modal.

/** The code the wizard server answers a save that is not the last saved step plus one with. */
export const INACTIVE_STEP_CODE = "wizard_step_inactive";

export function isInactiveStepError(error: unknown): boolean {
  return isApiError(error) && error.code === INACTIVE_STEP_CODE;
}

export function saveFailure(t: TFunction, error: unknown, title?: string): SaveFailure {
  const message =
    notSavedText(t, error) ??
    errorMessage(t, error, { title: title ?? t("products.wizard.errors.saveStep") });
  return { message, field: isApiError(error) ? error.datafield : undefined, reason: message };
}
