import { servicesUrl } from "../api/client";
import { noteAnswer, noteNoAnswer, noteRetryAt, reachability } from "../api/reachability";
import { type NotificationEvent, notificationsCalls } from "../contract/notifications";
import { eventStreamParser } from "./event-stream";
import { emitJobProgress, setJobStreamUp } from "./job-progress";

/** Waits before opening a new stream after one ended or was refused, growing up to the last. */
export const RECONNECT_DELAYS_MS = [1_000, 5_000, 15_000, 30_000] as const;

/** The token to (re)connect with, read when a stream opens: a renewed token needs no new stream. */
export type CurrentToken = () => string | null | undefined;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function showMessage(data: string, onMessage: (message: string) => void) {
  try {
    const { message, job } = JSON.parse(data) as NotificationEvent;
    if (message) onMessage(message);
    if (job) emitJobProgress(job);
  } catch {
    // A malformed event is not worth interrupting the operator for.
  }
}

/**
 * The realtime notification feed (spec 1 §7), one per signed-in console: it lives as long as the session, not
 * as long as a token. It is read with fetch so the token travels in the Authorization header: EventSource can
 * only carry it in the URL, which access logs, proxies and history keep. When a stream ends or is refused
 * (its token expired meanwhile), a new one opens with the current token and the id of the last event
 * received (Last-Event-ID), so the server replays what was missed. Returns the function that stops it.
 */
export function connectNotifications(token: CurrentToken, onMessage: (message: string) => void): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let lastEventId: string | undefined;
  let failures = 0;

  const read = async (current: string) => {
    const headers: Record<string, string> = {
      Accept: "text/event-stream",
      Authorization: `Bearer ${current}`,
    };
    if (lastEventId !== undefined) headers["Last-Event-ID"] = lastEventId;
    const response = await fetch(servicesUrl(notificationsCalls.streamNotifications.path), {
      headers,
      signal,
      cache: "no-store",
    }).catch((cause: unknown) => {
      // No answer: the whole console learns the server cannot be reached, and when this tries again.
      if (!signal.aborted) noteNoAnswer();
      throw cause;
    });
    noteAnswer(response.status);
    if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
    failures = 0;
    setJobStreamUp(true);
    const feed = eventStreamParser((event) => {
      if (event.id !== undefined) lastEventId = event.id;
      if (event.data) showMessage(event.data, onMessage);
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      feed(value);
    }
  };

  const run = async () => {
    while (!signal.aborted) {
      const current = token();
      try {
        if (current) await read(current);
      } catch {
        // A dropped or refused stream: open a new one below, backing off.
      }
      setJobStreamUp(false);
      const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
      failures += 1;
      if (reachability.unreachable) noteRetryAt(Date.now() + delay);
      await pause(delay, signal);
    }
  };
  void run();
  return () => {
    controller.abort();
    setJobStreamUp(false);
  };
}
