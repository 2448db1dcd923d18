import { useEffect } from "react";

/**
 * Spec 3 §2: leaving a dirty form asks for confirmation. A reload or a closed tab gets the browser's own
 * question; moves inside the wizard ask through `confirmLeave` (the stepper, "back to the list").
 */
export function useLeaveGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
}
