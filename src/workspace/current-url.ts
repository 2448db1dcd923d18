import type { WorkspaceState } from "./store";
import { workspaceStore } from "./store";
import type { Layout } from "./types";
import { encodeLayoutUrl } from "./url";

/** The part of the workspace state the URL carries, once a pane is on screen. */
export function layoutOf(state: WorkspaceState): Layout | null {
  return state.root && state.focusedId
    ? { root: state.root, focusedId: state.focusedId, maximizedId: state.maximizedId }
    : null;
}

/** The console URL (path and query) of the layout on screen, as the address bar shows it; null with no pane. */
export function currentLayoutUrl(): string | null {
  const layout = layoutOf(workspaceStore.get());
  return layout ? encodeLayoutUrl(layout) : null;
}
