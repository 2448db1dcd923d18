// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../app";
import { signIn, signOut } from "../commands/testing/session-fixture";
import { session } from "./store";
import { FakeEventSource } from "./testing/fake-event-source";

beforeEach(() => {
  FakeEventSource.install();
  vi.spyOn(globalThis, "fetch").mockRejectedValue(new Error("offline in this test"));
  signIn(["consulta_consumo"]);
  window.history.replaceState(null, "", "/index/main");
});
afterEach(() => {
  cleanup();
  signOut();
  vi.restoreAllMocks();
});

describe("the signed-in console's notification stream", () => {
  it("stays open across token renewals (one stream per session, not per token)", async () => {
    render(<App />);
    // The signed-in shell is a lazy chunk: waiting for it, not timing it.
    await screen.findByRole("button", { name: /Menú de usuario/ }, { timeout: 15_000 });
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().url).toContain("token=test-token");
    await act(async () => {
      session.token = "renewed-token";
    });
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().readyState).not.toBe(FakeEventSource.CLOSED);
  });
});
