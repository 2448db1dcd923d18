import type { ConfirmableChange } from "../commands/confirmed-change";
import type { ImpactPreview } from "../commands/types";
import { createStore, useStore } from "../lib/create-store";

// A confirmed switch (activate/inactivate, show/hide, publish): after the confirmation the switch shows
// the new state at once, the call runs, and a failure puts it back. Keyed by what is switched, so the cell,
// the row menu and the keyboard show the same pending state wherever the change came from.

const pending = createStore<ReadonlyMap<string, boolean>>(new Map());

function setPending(key: string, value: boolean | undefined): void {
  pending.update((current) => {
    const next = new Map(current);
    if (value === undefined) next.delete(key);
    else next.set(key, value);
    return next;
  });
}

/** The state a switch shows while its change is on its way; undefined when none is. */
export function usePendingToggle(key: string): boolean | undefined {
  return useStore(pending, (current) => current.get(key));
}

export type ToggleChange = {
  /** What is switched: `<toggle command>:<row key>`. */
  key: string;
  next: boolean;
  confirm: ImpactPreview;
  call(next: boolean): Promise<unknown>;
  succeeded(): void;
  failed(error: unknown): void;
  /** Reloads the list (after either outcome) so it shows the server's truth. */
  settle(): Promise<unknown>;
};

export type ToggleOutcome = "done" | "failed";

/**
 * A switch's change as a command's declared confirmation (`confirmedChange`): once confirmed the dialog
 * closes at once and the switch shows the new state while the call runs, as when the switch asked itself.
 */
export function switchChange(change: ToggleChange): ConfirmableChange {
  return {
    preview: change.confirm,
    apply: async () => {
      void applyToggle(change);
    },
  };
}

/** Switches, already confirmed: the new state shows at once, a failure puts it back. */
export async function applyToggle(change: ToggleChange): Promise<ToggleOutcome> {
  setPending(change.key, change.next);
  try {
    await change.call(change.next);
  } catch (error) {
    setPending(change.key, undefined);
    change.failed(error);
    await change.settle();
    return "failed";
  }
  change.succeeded();
  // The optimistic state holds until the reloaded row says the same, so the switch never flickers back.
  await change.settle();
  setPending(change.key, undefined);
  return "done";
}
