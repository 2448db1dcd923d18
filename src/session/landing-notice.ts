import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";

// The login answer's notification message (spec 1 §3). Raised on the login page, its toast ran part of its time
// out while the signed-in console loaded, behind a screen about to go: it waits for the landing screen instead.
let pending: string | undefined;
// A v9 user who would have been handed over to a legacy admin the serving host does not name (spec 1 §4).
let legacyMissing = false;

/** Keeps a sign-in's notice for the landing screen (an empty or missing one clears it). */
export function noticeAfterLanding(message: string | undefined): void {
  pending = message || undefined;
}

/** Says on the landing screen, once, that no legacy admin is configured to hand the user over to. */
export function legacyMissingAfterLanding(): void {
  legacyMissing = true;
}

/** Shows the kept notices once, when the signed-in console has rendered. */
export function useLandingNotice(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const message = pending;
    pending = undefined;
    if (message) toast.info(message);
    if (legacyMissing)
      toast.info(t("session.legacyMissing.title"), { description: t("session.legacyMissing.text") });
    legacyMissing = false;
  }, [t]);
}
