// Spec 1 §4/§9: after 420 s without activity a warning; 180 s later the session is closed.
export const IDLE_WARNING_MS = 420_000;
export const IDLE_LOGOUT_MS = 180_000;
export const IDLE_CHECK_MS = 1_000;

export type IdlePhase =
  | { phase: "active" }
  | { phase: "warning"; secondsLeft: number }
  | { phase: "expired" };

/** Pure: where the idle clock stands `now` given the last activity. */
export function idlePhase(lastActivity: number, now: number): IdlePhase {
  const idle = now - lastActivity;
  if (idle < IDLE_WARNING_MS) return { phase: "active" };
  const left = IDLE_WARNING_MS + IDLE_LOGOUT_MS - idle;
  if (left > 0) return { phase: "warning", secondsLeft: Math.ceil(left / 1000) };
  return { phase: "expired" };
}
