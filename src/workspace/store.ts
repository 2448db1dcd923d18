import { createStore, useStore } from "../lib/create-store";
import {
  closestPane,
  findPane,
  leaves,
  neighbor,
  paneRects,
  removePane,
  resizeSplit,
  splitPane as split,
  updatePane,
} from "./layout";
import { clearPaneState } from "./selection";
import { encodeShares } from "./shares";
import type { FocusDirection, Layout, LayoutNode, PaneKindId, PaneLeaf } from "./types";

export type WorkspaceState = {
  root: LayoutNode | null;
  focusedId: string | null;
  maximizedId: string | null;
  /** Bumped when a command moves focus: the workspace then moves DOM focus into the focused pane. */
  focusRequest: number;
  /** How the URL records the latest change: params and focus replace the history entry, the rest push. */
  history: "push" | "replace";
  /** A divider is being dragged: the panes follow, the URL waits for the drop. */
  live: boolean;
  /** Bumped when a layout comes from outside (a URL: load, back, forward): the dividers start from it. */
  loaded: number;
};

/** No pane yet: the store's start, and what resetWorkspace goes back to. */
const empty = (): WorkspaceState => ({
  root: null,
  focusedId: null,
  maximizedId: null,
  focusRequest: 0,
  history: "replace",
  live: false,
  loaded: 0,
});

export const workspaceStore = createStore<WorkspaceState>(empty());

let mounted = 0;
/** While no workspace is on screen, opening a pane navigates to its route instead. */
export function markWorkspaceMounted(): () => void {
  mounted += 1;
  return () => {
    mounted -= 1;
  };
}
export function isWorkspaceMounted(): boolean {
  return mounted > 0;
}

let lastId = 0;
function nextId(): string {
  lastId += 1;
  return lastId.toString(36);
}

function commit(change: Partial<WorkspaceState>, history: WorkspaceState["history"], moveFocus: boolean) {
  workspaceStore.update((state) => ({
    ...state,
    live: false,
    ...change,
    history,
    focusRequest: moveFocus ? state.focusRequest + 1 : state.focusRequest,
  }));
}

/** Shows the layout a URL describes (no history entry of its own). */
export function loadLayout(layout: Layout): void {
  const ids = leaves(layout.root).map((pane) => Number.parseInt(pane.id, 36));
  lastId = Math.max(lastId, ...ids.filter(Number.isFinite));
  const before = workspaceStore.get();
  for (const pane of before.root ? leaves(before.root) : []) {
    if (!findPane(layout.root, pane.id)) clearPaneState(pane.id);
  }
  commit({ ...layout, loaded: before.loaded + 1 }, "replace", before.focusedId !== layout.focusedId);
}

/**
 * The split at `path` (child indices from the root) takes these shares. While `live` (a drag) the URL is
 * left alone; the drop records the sizes in it (replacing the history entry).
 */
export function resizeLayout(path: readonly number[], shares: readonly number[], live: boolean): void {
  const state = workspaceStore.get();
  if (!state.root) return;
  const root = resizeSplit(state.root, path, shares);
  const same = encodeShares(root) === encodeShares(state.root);
  // The dividers report their layout on mount too: nothing changed, nothing to record.
  if (same && live === state.live) return;
  commit({ root: same ? state.root : root, live }, "replace", false);
}

export function focusedPane(state: WorkspaceState = workspaceStore.get()): PaneLeaf | null {
  return (state.root && state.focusedId && findPane(state.root, state.focusedId)) || null;
}

export type OpenOptions = { placement?: "replace" | "right" | "down"; target?: string };

/** Shows a screen in the target (default: focused) pane, or in a new pane split off it. Returns its id. */
export function openPane(
  kind: PaneKindId,
  params: Record<string, string> = {},
  options: OpenOptions = {},
): string {
  const state = workspaceStore.get();
  const targetId = options.target ?? state.focusedId;
  const target = state.root && targetId ? findPane(state.root, targetId) : undefined;
  if (!state.root || !target) {
    const pane: PaneLeaf = { type: "pane", id: nextId(), kind, params };
    commit({ root: pane, focusedId: pane.id, maximizedId: null }, "push", true);
    return pane.id;
  }
  if (!options.placement || options.placement === "replace") {
    if (target.kind !== kind) clearPaneState(target.id);
    const root = updatePane(state.root, target.id, (pane) => ({ ...pane, kind, params }));
    // Focus moves into the screen even when it replaces the focused pane's: the keyboard starts there.
    commit({ root, focusedId: target.id }, "push", true);
    return target.id;
  }
  const pane: PaneLeaf = { type: "pane", id: nextId(), kind, params };
  const root = split(state.root, target.id, options.placement, pane);
  commit({ root, focusedId: pane.id, maximizedId: null }, "push", true);
  return pane.id;
}

/** Splits a pane, the new pane showing the same screen (as editors do); the new pane gets focus. */
export function splitPane(side: "right" | "down", id?: string): string | null {
  const state = workspaceStore.get();
  const source = state.root && findPane(state.root, id ?? state.focusedId ?? "");
  if (!source) return null;
  return openPane(source.kind, { ...source.params }, { placement: side, target: source.id });
}

export function closePane(id?: string): void {
  const state = workspaceStore.get();
  const closing = id ?? state.focusedId;
  if (!state.root || !closing) return;
  const rect = paneRects(state.root).get(closing);
  const root = removePane(state.root, closing);
  if (!root || !rect) return;
  clearPaneState(closing);
  const focusedId = state.focusedId === closing ? closestPane(root, rect) : state.focusedId;
  const maximizedId = state.maximizedId === closing ? null : state.maximizedId;
  commit({ root, focusedId, maximizedId }, "push", state.focusedId === closing);
}

export function focusPane(id: string, options: { moveDomFocus?: boolean } = {}): void {
  const state = workspaceStore.get();
  if (!state.root || !findPane(state.root, id)) return;
  if (state.focusedId === id && !options.moveDomFocus) return;
  const maximizedId = state.maximizedId && state.maximizedId !== id ? null : state.maximizedId;
  commit({ focusedId: id, maximizedId }, "replace", options.moveDomFocus ?? true);
}

export function paneInDirection(direction: FocusDirection, state: WorkspaceState = workspaceStore.get()) {
  return state.root && state.focusedId ? neighbor(state.root, state.focusedId, direction) : undefined;
}

export function moveFocus(direction: FocusDirection): boolean {
  const target = paneInDirection(direction);
  if (target) focusPane(target);
  return target !== undefined;
}

/** Cycles focus through panes in reading order. */
export function focusNext(step = 1): void {
  const state = workspaceStore.get();
  if (!state.root) return;
  const ids = leaves(state.root).map((pane) => pane.id);
  const at = ids.indexOf(state.focusedId ?? "");
  focusPane(ids[(at + step + ids.length) % ids.length]);
}

export function toggleMaximize(id?: string): void {
  const state = workspaceStore.get();
  const target = id ?? state.focusedId;
  if (!state.root || !target) return;
  const maximizedId = state.maximizedId === target ? null : target;
  commit({ maximizedId, focusedId: target }, "replace", true);
}

export function setPaneParams(id: string, params: Record<string, string>): void {
  const state = workspaceStore.get();
  if (!state.root || !findPane(state.root, id)) return;
  commit(
    { root: updatePane(state.root, id, (pane) => ({ ...pane, params: { ...params } })) },
    "replace",
    false,
  );
}

export function paneCount(state: WorkspaceState = workspaceStore.get()): number {
  return state.root ? leaves(state.root).length : 0;
}

export function useWorkspace<S>(selector: (state: WorkspaceState) => S): S {
  return useStore(workspaceStore, selector);
}

export function useFocusedPane(): PaneLeaf | null {
  return useWorkspace(focusedPane);
}

/** For tests: back to an empty workspace. */
export function resetWorkspace(): void {
  lastId = 0;
  workspaceStore.set(empty());
}
