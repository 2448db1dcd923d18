import { proxy } from "valtio";
import { isApiError } from "./errors";

// Whether the server answers, as every call and the notification stream find out: no answer at all, or a
// gateway's 502/503/504 in front of it, means it cannot be reached; any other answer means it can. One state
// for the whole console: the shell's banner says it, queries retry with back-off while it lasts and ask again
// the moment it ends, and a save refused by it says that nothing was saved and keeps the form.

/** A gateway answering for a server it cannot reach (or one that is down or starting). */
const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** Back-off between retries while the server cannot be reached: 1 s, 2 s, 4 s… up to 30 s. */
export const RETRY_MIN_MS = 1_000;
export const RETRY_MAX_MS = 30_000;

export const reachability = proxy({
  unreachable: false,
  /** When the next attempt (a query's retry, the notification stream's reconnection) is due; null: none due. */
  nextRetryAt: null as number | null,
});

/** The call got no answer from the server: a network failure, a timeout, or a gateway's 502-504. */
export function isUnreachable(error: unknown): boolean {
  return isApiError(error) && (error.code === "error_network" || GATEWAY_STATUSES.has(error.httpStatus));
}

/** What an answer's HTTP status says of the server: a gateway's 502-504 is no answer from it. */
export function noteAnswer(status: number): void {
  if (GATEWAY_STATUSES.has(status)) noteNoAnswer();
  else if (reachability.unreachable) {
    reachability.unreachable = false;
    reachability.nextRetryAt = null;
  }
}

export function noteNoAnswer(): void {
  reachability.unreachable = true;
}

/** The wait before attempt `failures + 1`. */
export const backoff = (failures: number) => Math.min(RETRY_MIN_MS * 2 ** failures, RETRY_MAX_MS);

/** A query's wait before its next attempt; for an unreachable server, noted as the retry the banner awaits. */
export function retryDelay(failures: number, error: unknown, now = Date.now()): number {
  const delay = backoff(failures);
  if (isUnreachable(error)) noteRetryAt(now + delay, now);
  return delay;
}

/** Notes an attempt due at `at`: the banner shows the earliest one still to come. */
export function noteRetryAt(at: number, now = Date.now()): void {
  const due = reachability.nextRetryAt;
  reachability.nextRetryAt = due !== null && due > now ? Math.min(due, at) : at;
}
