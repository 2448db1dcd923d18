import type { Window } from "../../src/contract/dashboard.ts";
import {
  durationMinutes,
  isoMinute,
  type MinuteWindow,
  minutesDuration,
  windowEnding,
} from "../../src/contract/dashboard-time.ts";

/** A call's window: `interval` (already validated) back from `until`, or from the server's clock. */
export function resolveWindow(query: { interval: string; until?: string }, now: number): MinuteWindow {
  const minutes = durationMinutes(query.interval) ?? 0;
  return windowEnding(query.until ? Date.parse(query.until) : now, minutes);
}

/** How a result states the window it covers. */
export function describeWindow(window: MinuteWindow): Window {
  return {
    interval: minutesDuration(window.until - window.since),
    since: isoMinute(window.since),
    until: isoMinute(window.until),
  };
}
