// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../i18n";
import { AppToaster, TOAST_DURATION_MS } from "./toaster";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the console's toasts", () => {
  it("stay 5 s unless their caller says otherwise (spec 2 §9)", async () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    vi.useFakeTimers({ shouldAdvanceTime: false });
    render(<AppToaster />);
    act(() => {
      toast("Los datos se han publicado.");
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_500);
    });
    expect(screen.getByText("Los datos se han publicado.")).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    // Sonner removes a dismissed toast after its exit animation.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(screen.queryByText("Los datos se han publicado.")).toBeNull();
  });
});
