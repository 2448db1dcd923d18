// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { confirmAndApply } from "../commands/confirmed-change";
import { applyToggle, switchChange, type ToggleChange } from "./confirm-toggle";
import { ToggleSwitch } from "./toggle-switch";

const KEY = "system.toggleUserActive:7";
const switched = () => screen.getByRole("switch", { name: "Activo: lucia" });

/** A call the test settles by hand, to look at the switch while it is on its way. */
function deferred() {
  let settle: { resolve(): void; reject(error: Error): void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

function change(call: () => Promise<unknown>, extra: Partial<ToggleChange> = {}): ToggleChange {
  return {
    key: KEY,
    next: false,
    confirm: { title: "¿Desactivar?", confirmLabel: "Desactivar" },
    call,
    succeeded: vi.fn(),
    failed: vi.fn(),
    settle: vi.fn(async () => undefined),
    ...extra,
  };
}

afterEach(cleanup);

describe("a confirmed switch", () => {
  it("shows the confirmed state at once and keeps it until the list has reloaded", async () => {
    render(<ToggleSwitch toggleKey={KEY} checked label="Activo: lucia" onToggle={() => undefined} />);
    const call = deferred();
    const toggle = change(() => call.promise);
    let outcome: Promise<string> = Promise.resolve("");
    act(() => {
      outcome = applyToggle(toggle);
    });
    await vi.waitFor(() => expect(switched().getAttribute("aria-checked")).toBe("false"));
    expect(switched().getAttribute("aria-busy")).toBe("true");
    await act(async () => call.resolve());
    expect(await outcome).toBe("done");
    expect(toggle.succeeded).toHaveBeenCalled();
    expect(toggle.settle).toHaveBeenCalled();
    expect(switched().getAttribute("aria-busy")).toBeNull();
  });

  it("puts the switch back and reports the failure when the call is refused", async () => {
    render(<ToggleSwitch toggleKey={KEY} checked label="Activo: lucia" onToggle={() => undefined} />);
    const call = deferred();
    const toggle = change(() => call.promise);
    let outcome: Promise<string> = Promise.resolve("");
    act(() => {
      outcome = applyToggle(toggle);
    });
    await vi.waitFor(() => expect(switched().getAttribute("aria-checked")).toBe("false"));
    const refusal = new Error("user_self_action");
    await act(async () => call.reject(refusal));
    expect(await outcome).toBe("failed");
    expect(switched().getAttribute("aria-checked")).toBe("true");
    expect(toggle.failed).toHaveBeenCalledWith(refusal);
    expect(toggle.settle).toHaveBeenCalled();
  });

  it("changes nothing when the confirmation is declined", async () => {
    window.confirm = vi.fn(() => false);
    const call = vi.fn(async () => undefined);
    expect(await confirmAndApply(switchChange(change(call)))).toBe(false);
    expect(call).not.toHaveBeenCalled();
  });
});
