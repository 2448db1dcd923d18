import { useEffect, useRef, useState } from "react";
import { IDLE_CHECK_MS, type IdlePhase, idlePhase } from "./idle";

const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "wheel", "touchstart", "scroll"] as const;

/** Watches operator activity; returns the phase and a way to mark activity (the warning's "continue"). */
export function useIdleWatch(
  enabled: boolean,
  onExpired: () => void,
): { state: IdlePhase; resume: () => void } {
  const lastActivity = useRef(Date.now());
  const [state, setState] = useState<IdlePhase>({ phase: "active" });
  const expiredRef = useRef(onExpired);
  expiredRef.current = onExpired;

  useEffect(() => {
    if (!enabled) return;
    lastActivity.current = Date.now();
    // Spec 1 §4: any activity resumes, including during the warning; the check timer re-renders on its tick.
    const mark = () => {
      lastActivity.current = Date.now();
    };
    for (const event of ACTIVITY_EVENTS)
      window.addEventListener(event, mark, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      const next = idlePhase(lastActivity.current, Date.now());
      setState((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
      if (next.phase === "expired") expiredRef.current();
    }, IDLE_CHECK_MS);
    return () => {
      window.clearInterval(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, mark, { capture: true });
    };
  }, [enabled]);

  const resume = () => {
    lastActivity.current = Date.now();
    setState({ phase: "active" });
  };
  return { state, resume };
}
