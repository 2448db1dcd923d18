import type { TFunction } from "i18next";
import { toast } from "sonner";
import { errorMessage } from "../../../api/error-message";

// Spec 3 §7 "Payload error conventions", §8 "Clone errors": what a failed clone says — error_code and
// error_msg, or the validation and message, or the clone error title with a bare payload — and the brief
// toast "Hubo un error" the legacy helpers showed for string, null, error or extra answers.

/** §9: the error toast is brief. */
export const BRIEF_TOAST_MS = 3000;

/** Shows the brief toast and returns the failure's text, for the dialog to show beside what was typed. */
export function cloneFailure(t: TFunction, error: unknown): string {
  const said = errorMessage(t, error, { title: t("products.clone.errorTitle") });
  toast.error(t("products.clone.brief"), { description: said, duration: BRIEF_TOAST_MS });
  return said;
}
