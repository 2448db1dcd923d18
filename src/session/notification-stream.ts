/** Waits before opening a new stream once the browser gave up on one, growing up to the last. */
export const RECONNECT_DELAYS_MS = [1_000, 5_000, 15_000, 30_000] as const;

/** The stream's address for a (re)connection: built when it opens, so it carries the current token. */
export type StreamAddress = (lastEventId: string | undefined) => string;

/**
 * The realtime notification feed (spec 1 §7), one per signed-in console: it lives as long as the session, not
 * as long as a token. EventSource reconnects by itself after a network blip (sending Last-Event-ID); when it
 * gives up (the server refused the old address, e.g. its token expired) a new stream is opened with the
 * current token and the id of the last event received, so the server replays what was missed.
 */
export function connectNotifications(
  address: StreamAddress,
  onMessage: (message: string) => void,
): () => void {
  let source: EventSource | null = null;
  let lastEventId: string | undefined;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const open = () => {
    const current = new EventSource(address(lastEventId));
    source = current;
    current.onopen = () => {
      failures = 0;
    };
    current.onmessage = (event: MessageEvent<string>) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      try {
        const { message } = JSON.parse(event.data) as { message?: string };
        if (message) onMessage(message);
      } catch {
        // A malformed event is not worth interrupting the operator for.
      }
    };
    current.onerror = () => {
      if (stopped || current.readyState !== EventSource.CLOSED) return;
      const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
      failures += 1;
      timer = setTimeout(open, delay);
    };
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
