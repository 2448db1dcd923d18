// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useSubmitState } from "./use-submit-state";

describe("useSubmitState", () => {
  it("runs one submit at a time, pending meanwhile, and keeps a failure as the described error", async () => {
    const { result } = renderHook(() => useSubmitState());
    let release: () => void = () => undefined;
    let runs = 0;
    const work = () =>
      new Promise<void>((resolve) => {
        runs += 1;
        release = resolve;
      });
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit(work, () => "no");
    });
    expect(result.current.pending).toBe(true);
    await act(() => result.current.submit(work, () => "no"));
    expect(runs).toBe(1);
    await act(async () => {
      release();
      await first;
    });
    expect(result.current.pending).toBe(false);

    await act(() =>
      result.current.submit(
        () => Promise.reject(new Error("boom")),
        (caught) => `falló: ${(caught as Error).message}`,
      ),
    );
    expect(result.current.error).toBe("falló: boom");
    await act(() =>
      result.current.submit(
        async () => undefined,
        () => "no",
      ),
    );
    expect(result.current.error).toBeNull();
  });
});
