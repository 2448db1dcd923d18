import { useEffect } from "react";
import { toast } from "sonner";

// The login answer's notification message (spec 1 §3). Raised on the login page, its toast ran part of its time
// out while the signed-in console loaded, behind a screen about to go: it waits for the landing screen instead.
let pending: string | undefined;

/** Keeps a sign-in's notice for the landing screen (an empty or missing one clears it). */
export function noticeAfterLanding(message: string | undefined): void {
  pending = message || undefined;
}

/** Shows the kept notice once, when the signed-in console has rendered. */
export function useLandingNotice(): void {
  useEffect(() => {
    const message = pending;
    pending = undefined;
    if (message) toast.info(message);
  }, []);
}
