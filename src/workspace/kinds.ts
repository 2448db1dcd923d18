import { idRegistry } from "../lib/id-registry";
import type { PaneKind, PaneKindId } from "./types";

// The pane-kind registry: metadata only (title, route, permission). Modules declare their screens in their
// manifests; the app registers them (and, apart, their components: ./screens.ts). Routes are those of the
// specs, so operators' bookmarks of the legacy console keep working.

const KIND_ID = /^[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*$/;

/** A pane kind id from its text, format checked (`module.noun`); registering it is the manifest's job. */
export function paneKindId(id: string): PaneKindId {
  if (!KIND_ID.test(id)) throw new Error(`Pane kind id "${id}" is not of the form module.noun`);
  return id as PaneKindId;
}

const kinds = idRegistry<PaneKind>((id) => `Pane kind "${id}" is already registered`);

/** Adds screens; throws on a taken id or route. Returns a disposer (tests, hot reload). */
export function registerPaneKinds(list: readonly PaneKind[]): () => void {
  const routes = new Set(kinds.all().map((kind) => kind.route));
  return kinds.register(list, (kind) => {
    if (routes.has(kind.route)) throw new Error(`Route "${kind.route}" is already taken`);
    routes.add(kind.route);
  });
}

export const paneKind = kinds.get;
export const paneKinds = kinds.all;

export function homeKind(): PaneKind | undefined {
  return paneKinds().find((kind) => kind.home);
}
