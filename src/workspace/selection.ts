import { createStore, useStore } from "../lib/create-store";

// What each pane tells the commands acting on it (not kept in the URL): the rows selected in it (its table
// reports them) and the data it shows (a consumption pane: the subscriber and their subscriptions). Row,
// toolbar and palette commands read both through their context. Cleared with the pane.

const EMPTY: readonly unknown[] = [];
const selections = createStore<ReadonlyMap<string, readonly unknown[]>>(new Map());
const shown = createStore<ReadonlyMap<string, unknown>>(new Map());
/** The row highlighted in each pane's table: its row keys act on it. */
const activeRows = createStore<ReadonlyMap<string, unknown>>(new Map());
/** The dialog each pane was asked to show (src/workspace/intents.ts). */
export const dialogRequests = createStore<ReadonlyMap<string, unknown>>(new Map());

export function put(store: typeof shown, paneId: string, value: unknown): void {
  store.update((current) => {
    if (value === undefined && !current.has(paneId)) return current;
    const next = new Map(current);
    if (value === undefined) next.delete(paneId);
    else next.set(paneId, value);
    return next;
  });
}

export function setPaneSelection(paneId: string, rows: readonly unknown[]): void {
  selections.update((current) => new Map(current).set(paneId, rows));
}

export function getPaneSelection(paneId: string | null | undefined): readonly unknown[] {
  return (paneId && selections.get().get(paneId)) || EMPTY;
}

export function usePaneSelection(paneId: string | null | undefined): readonly unknown[] {
  return useStore(selections, (current) => (paneId && current.get(paneId)) || EMPTY);
}

/** The row a pane's table highlights (undefined: none), reported by the table as it moves. */
export function setPaneActiveRow(paneId: string, row: unknown): void {
  if (activeRows.get().get(paneId) !== row) put(activeRows, paneId, row);
}

export function getPaneActiveRow(paneId: string | null | undefined): unknown {
  return paneId ? activeRows.get().get(paneId) : undefined;
}

export function usePaneActiveRow(paneId: string | null | undefined): unknown {
  return useStore(activeRows, (current) => (paneId ? current.get(paneId) : undefined));
}

/**
 * The rows a pane's commands act on, chosen as the table's row keys choose them: a selection of several
 * holding the highlighted row, else the highlighted row alone; the selection when no row is highlighted.
 * The palette and the keys then judge and run a command on the same rows.
 */
export function rowsActedOn(selection: readonly unknown[], active: unknown): readonly unknown[] {
  if (active === undefined) return selection;
  return selection.length > 1 && selection.includes(active) ? selection : [active];
}

/** What a pane shows, for its commands' `when` and `enabled`; undefined withdraws it. */
export function publishPaneData(paneId: string, data: unknown): void {
  put(shown, paneId, data);
}

export function getPaneData(paneId: string | null | undefined): unknown {
  return paneId ? shown.get().get(paneId) : undefined;
}

export function usePaneData(paneId: string | null | undefined): unknown {
  return useStore(shown, (current) => (paneId ? current.get(paneId) : undefined));
}

/** A pane closed or shows another screen: what it said about its rows and data no longer holds. */
export function clearPaneState(paneId: string): void {
  if (selections.get().has(paneId)) {
    selections.update((current) => {
      const next = new Map(current);
      next.delete(paneId);
      return next;
    });
  }
  put(shown, paneId, undefined);
  put(activeRows, paneId, undefined);
  put(dialogRequests, paneId, undefined);
}
