// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../app";
import { signIn, signOut } from "../commands/testing/session-fixture";
import { session } from "./store";

type StreamRequest = { url: string; headers: Record<string, string>; signal: AbortSignal };
let streams: StreamRequest[] = [];

beforeEach(() => {
  streams = [];
  // The stream stays open; every other call fails (this test is about the stream only).
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.includes("/notifications/stream")) throw new Error("offline in this test");
    streams.push({
      url,
      headers: init?.headers as Record<string, string>,
      signal: init?.signal as AbortSignal,
    });
    return new Promise<Response>(() => {});
  });
  signIn(["consulta_consumo"]);
  window.history.replaceState(null, "", "/index/main");
});
afterEach(() => {
  cleanup();
  signOut();
  vi.restoreAllMocks();
});

describe("the signed-in console's notification stream", () => {
  it("stays open across token renewals (one stream per session, not per token), token out of its URL", async () => {
    render(<App />);
    // The signed-in shell is a lazy chunk: waiting for it, not timing it.
    await screen.findByRole("button", { name: /Menú de usuario/ }, { timeout: 15_000 });
    expect(streams).toHaveLength(1);
    expect(streams[0].headers.Authorization).toBe("Bearer test-token");
    expect(streams[0].url).not.toContain("test-token");
    await act(async () => {
      session.token = "renewed-token";
    });
    expect(streams).toHaveLength(1);
    expect(streams[0].signal.aborted).toBe(false);
  });
});
