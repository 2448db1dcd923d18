import { useEffect, useRef } from "react";
import type { ConfirmableChange } from "../../commands/confirmed-change";

// The filter editor's buttons as its palette commands see them (spec 2 §2, §4): a button registers, for its
// pane, whether it is enabled now and what it does; its command reads the same entry, so the palette runs
// the button's own handler (or its declared confirmation) under the button's own enablement.

export type EditorActionId =
  | "includeAll"
  | "includeSelected"
  | "removeAll"
  | "removeSelected"
  | "addCriterion";

/** What a button does: at once, or a change that asks first. */
export type EditorAction = { enabled: boolean } & (
  | { run(): unknown; change?: undefined }
  | { change(): ConfirmableChange; run?: undefined }
);

const registered = new Map<string, EditorAction>();
const keyOf = (paneId: string, id: EditorActionId) => `${paneId}\u0000${id}`;

/** The entry a pane's button registered, while the button is shown. */
export function editorAction(paneId: string | undefined, id: EditorActionId): EditorAction | undefined {
  return paneId === undefined ? undefined : registered.get(keyOf(paneId, id));
}

/** Registers a button's action while it is shown (paneId null: not offered, the user cannot edit). */
export function useEditorAction(paneId: string | null, id: EditorActionId, action: EditorAction): void {
  const latest = useRef(action);
  latest.current = action;
  const { enabled } = action;
  useEffect(() => {
    if (paneId === null) return;
    const key = keyOf(paneId, id);
    const current = latest.current;
    registered.set(key, {
      enabled,
      ...(current.change
        ? { change: () => (latest.current.change as () => ConfirmableChange)() }
        : { run: () => latest.current.run?.() }),
    } as EditorAction);
    return () => {
      registered.delete(key);
    };
  }, [paneId, id, enabled]);
}
