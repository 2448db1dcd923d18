import { lazy } from "react";
import { NotAvailablePane } from "./not-available";
import type { PaneKindId, PaneScreen } from "./types";

// The screens' components, registered by the app from the manifests' lazy loaders: the pane-kind registry
// (./kinds.ts) stays metadata, so nothing in the workspace imports a module's screens.

const screens = new Map<string, PaneScreen>();

/** A screen loaded on first use. Returns a disposer. */
export function registerScreen(kind: PaneKindId, load: () => Promise<PaneScreen>): () => void {
  if (screens.has(kind)) throw new Error(`Pane kind "${kind}" already has a screen`);
  const screen = lazy(async () => ({ default: await load() }));
  screens.set(kind, screen);
  return () => {
    if (screens.get(kind) === screen) screens.delete(kind);
  };
}

/** The kind's screen, or the honest "not available" one of a module not built yet. */
export function screenOf(kind: string): PaneScreen {
  return screens.get(kind) ?? NotAvailablePane;
}
