/** A look-up with no answer by then fails (as unreachable) instead of spinning: the operator can retry. */
export const LOOKUP_TIMEOUT_MS = 8_000;

/** The query's own signal, also aborted after `ms` (a late abort of a finished request does nothing). */
export function withTimeout(signal: AbortSignal, ms = LOOKUP_TIMEOUT_MS): AbortSignal {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException("Timed out", "TimeoutError")), ms);
  signal.addEventListener(
    "abort",
    () => {
      clearTimeout(timer);
      controller.abort(signal.reason);
    },
    { once: true },
  );
  return controller.signal;
}
