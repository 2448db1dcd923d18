// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connectNotifications, RECONNECT_DELAYS_MS } from "./notification-stream";

type Call = { url: string; headers: Record<string, string>; signal: AbortSignal; at: number };
type Reply = { status: number; body?: string };

let token = "token-1";

/** A fetch answering each stream request with the next reply (an SSE text then the end), or staying open. */
function serveStreams(replies: Reply[]) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({
      url,
      headers: init.headers as Record<string, string>,
      signal: init.signal as AbortSignal,
      at: Date.now(),
    });
    const reply = replies.shift();
    if (reply === undefined) return new Promise(() => {});
    const body = reply.body === undefined ? null : new Blob([reply.body]).stream();
    return new Response(body, { status: reply.status, headers: { "content-type": "text/event-stream" } });
  });
  return calls;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  token = "token-1";
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("connectNotifications", () => {
  it("sends the token in the Authorization header, never in the URL, and shows each event's message", async () => {
    const calls = serveStreams([]);
    const shown: string[] = [];
    const stop = connectNotifications(
      () => token,
      (message) => shown.push(message),
    );
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].url).not.toContain("token");
    expect(calls[0].headers.Authorization).toBe("Bearer token-1");
    stop();
    expect(calls[0].signal.aborted).toBe(true);
  });

  it("reopens an ended or refused stream with the current token and the last event id, backing off", async () => {
    const calls = serveStreams([
      {
        status: 200,
        body: ': connected\n\nid: 41\ndata: {"message":"uno"}\n\nid: 42\ndata: {"message":"dos"}\n\n',
      },
      { status: 401, body: "" },
      { status: 401, body: "" },
    ]);
    const shown: string[] = [];
    const stop = connectNotifications(
      () => token,
      (message) => shown.push(message),
    );
    await vi.waitFor(() => expect(shown).toEqual(["uno", "dos"]));
    token = "token-2";
    await vi.waitFor(() => expect(calls).toHaveLength(3), { timeout: 10_000, interval: 250 });
    expect(calls[1].headers.Authorization).toBe("Bearer token-2");
    expect(calls[1].headers["Last-Event-ID"]).toBe("42");
    // Refused: the next attempt waits longer.
    expect(calls[2].at - calls[1].at).toBeGreaterThanOrEqual(RECONNECT_DELAYS_MS[1]);
    stop();
  });

  it("stops for good when the session ends", async () => {
    const calls = serveStreams([{ status: 200, body: "" }]);
    const stop = connectNotifications(
      () => token,
      () => undefined,
    );
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    stop();
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[3] * 2);
    expect(calls).toHaveLength(1);
  });
});
