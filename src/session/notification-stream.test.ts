// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openNotificationStream } from "./notification-stream";
import { session } from "./store";

type Call = { url: string; headers: Record<string, string> };

/** A fetch answering each stream request with the given SSE text, then ending the response. */
function serveStreams(bodies: string[]) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string> });
    const body = bodies.shift();
    if (body === undefined) return new Promise(() => {}); // stays open
    return new Response(new Blob([body]).stream(), {
      status: 200,
      headers: { "content-type": "text/event-stream" },
    });
  });
  return calls;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  session.token = "tok-1";
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("notification stream", () => {
  it("sends the token in the Authorization header, never in the URL, and resumes after a drop", async () => {
    const calls = serveStreams([': connected\n\nid: 41\ndata: {"message":"uno"}\n\n']);
    const messages: string[] = [];
    const close = openNotificationStream((data) => messages.push(data));
    await vi.waitFor(() => expect(messages).toEqual(['{"message":"uno"}']));
    expect(calls[0].url).not.toContain("tok-1");
    expect(calls[0].url).not.toContain("token=");
    expect(calls[0].headers.Authorization).toBe("Bearer tok-1");

    session.token = "tok-2"; // renewed while connected
    await vi.advanceTimersByTimeAsync(3_000);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].headers.Authorization).toBe("Bearer tok-2");
    expect(calls[1].headers["Last-Event-ID"]).toBe("41");
    close();
  });
});
