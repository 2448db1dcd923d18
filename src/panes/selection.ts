import { createStore, useStore } from "../commands/create-store";

// Rows selected in each pane (not in the URL). Tables report them; row and toolbar commands read them.
const EMPTY: readonly unknown[] = [];
const selections = createStore<ReadonlyMap<string, readonly unknown[]>>(new Map());

export function setPaneSelection(paneId: string, rows: readonly unknown[]): void {
  selections.update((current) => new Map(current).set(paneId, rows));
}

export function clearPaneSelection(paneId: string): void {
  if (!selections.get().has(paneId)) return;
  selections.update((current) => {
    const next = new Map(current);
    next.delete(paneId);
    return next;
  });
}

export function getPaneSelection(paneId: string | null | undefined): readonly unknown[] {
  return (paneId && selections.get().get(paneId)) || EMPTY;
}

export function usePaneSelection(paneId: string | null | undefined): readonly unknown[] {
  return useStore(selections, (current) => (paneId && current.get(paneId)) || EMPTY);
}
