import { servicesUrl } from "../api/client";
import { eventStreamParser } from "./event-stream";
import { session } from "./store";

/** Wait before reconnecting after a drop, unless the server says otherwise (`retry:`). */
const RETRY_MS = 3_000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The realtime notification feed, read with fetch so the token travels in the Authorization header:
 * EventSource can only carry it in the URL, which access logs, proxies and history keep. Reconnects after a
 * drop as EventSource would, sending the last event id (Last-Event-ID) and the token current at that time,
 * so a renewed token needs no new stream. Stops for good when the server refuses the session (the client's
 * 401 handling signs out). Returns a function that closes the stream.
 */
export function openNotificationStream(onData: (data: string) => void): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let lastEventId: string | undefined;
  let retryMs = RETRY_MS;
  const run = async () => {
    while (!signal.aborted && session.token) {
      try {
        const headers: Record<string, string> = {
          Accept: "text/event-stream",
          Authorization: `Bearer ${session.token}`,
        };
        if (lastEventId !== undefined) headers["Last-Event-ID"] = lastEventId;
        const response = await fetch(servicesUrl("/notifications/stream"), {
          headers,
          signal,
          cache: "no-store",
        });
        if (response.status === 401 || response.status === 403) return;
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        const feed = eventStreamParser((event) => {
          if (event.id !== undefined) lastEventId = event.id;
          if (event.retry !== undefined) retryMs = event.retry;
          if (event.data) onData(event.data);
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          feed(value);
        }
      } catch {
        // A dropped connection: try again below, as EventSource does.
      }
      await pause(retryMs, signal);
    }
  };
  void run();
  return () => controller.abort();
}
