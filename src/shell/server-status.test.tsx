// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { noteAnswer, noteNoAnswer, noteRetryAt } from "../api/reachability";
import "../i18n";
import { ServerStatus } from "./server-status";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  noteAnswer(200);
});

describe("the server status banner", () => {
  it("shows nothing while the server answers", () => {
    render(<ServerStatus />);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says the server cannot be reached, counts down to the next retry and says forms are kept", async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ["setInterval", "clearInterval", "Date"] });
    render(<ServerStatus />);
    // valtio tells its readers after the current task.
    await act(async () => {
      noteNoAnswer();
      noteRetryAt(1_000_000 + 8_000);
    });
    const banner = screen.getByRole("alert");
    expect(banner.textContent).toContain("No se pudo contactar al servidor; reintentando en 8 s…");
    expect(banner.textContent).toContain("Lo escrito en los formularios se conserva.");
    act(() => vi.advanceTimersByTime(3_000));
    expect(banner.textContent).toContain("reintentando en 5 s…");
    act(() => vi.advanceTimersByTime(5_000));
    expect(banner.textContent).toContain("No se pudo contactar al servidor; reintentando…");
    await act(async () => noteAnswer(200));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
