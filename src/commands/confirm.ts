import { createStore } from "./create-store";
import type { ConfirmInfo } from "./types";

export type PendingConfirm = { info: ConfirmInfo; resolve(confirmed: boolean): void };

export const confirmStore = createStore<PendingConfirm | null>(null);

let hosts = 0;
/** The confirm dialog registers itself; without one (a bare test, a script) the browser's confirm is used. */
export function markConfirmHost(): () => void {
  hosts += 1;
  return () => {
    hosts -= 1;
  };
}

export function requestConfirm(info: ConfirmInfo): Promise<boolean> {
  if (hosts === 0) {
    // No way to ask means no: a dangerous command never runs unconfirmed.
    const ask = typeof window === "undefined" ? undefined : window.confirm;
    return Promise.resolve(
      typeof ask === "function" && ask.call(window, [info.title, ...info.lines].join("\n")),
    );
  }
  return new Promise((resolve) => {
    confirmStore.get()?.resolve(false);
    confirmStore.set({ info, resolve });
  });
}

export function settleConfirm(confirmed: boolean): void {
  const pending = confirmStore.get();
  confirmStore.set(null);
  pending?.resolve(confirmed);
}
