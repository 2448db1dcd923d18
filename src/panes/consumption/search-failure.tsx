import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/errors";
import { DialogFrame } from "../../kit/dialog-frame";
import { Button } from "../../ui/button";
import { errorCode, errorText } from "./format";

/** Failures that asking again may cure: no answer (unreachable, timed out) or a server fault. */
export function isTransient(error: unknown): boolean {
  return isApiError(error) && (error.httpStatus === 0 || error.httpStatus >= 500);
}

/**
 * Spec 1 §8: a failed search shows the translated code inline (and in the 'Error' dialog below). Its code
 * stays readable for support tickets; a failure asking again may cure offers a retry.
 */
export function SearchFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm"
    >
      <p className="text-destructive">
        <span className="font-semibold">{t("consumption.errors.title")}: </span>
        {errorText(t, error)}
      </p>
      <p className="text-xs text-foreground">{t("consumption.errors.code", { code: errorCode(error) })}</p>
      {isTransient(error) && (
        <Button variant="outline" size="sm" className="ml-auto" onClick={onRetry}>
          {t("consumption.errors.retry")}
        </Button>
      )}
    </div>
  );
}

/**
 * Spec 1 §8: the 'Error' dialog a failed search raises beside the inline text. Escape or its button close it,
 * and the keyboard goes back to the search box (`onClosed`).
 */
export function SearchFailureDialog({ error, onClosed }: { error: unknown; onClosed(): void }) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      size="sm"
      role="alertdialog"
      title={t("consumption.errors.title")}
      description={errorText(t, error)}
      onClose={onClosed}
      onCloseAutoFocus={(event) => event.preventDefault()}
      footer={
        <Button autoFocus onClick={onClosed}>
          {t("common.accept")}
        </Button>
      }
    >
      <p className="text-xs">{t("consumption.errors.code", { code: errorCode(error) })}</p>
    </DialogFrame>
  );
}
