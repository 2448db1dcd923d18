import type { ComponentType } from "react";
import { createStore, useStore } from "../lib/create-store";

// Elements a module adds to every screen (the jobs tray): declared in its manifest (`globals`), mounted once
// by the shell beside the workspace, whatever pane is shown.

const globals = createStore<readonly ComponentType[]>([]);

/** Returns a disposer. */
export function registerGlobalElement(element: ComponentType): () => void {
  globals.update((list) => [...list, element]);
  return () => globals.update((list) => list.filter((existing) => existing !== element));
}

export function useGlobalElements(): readonly ComponentType[] {
  return useStore(globals, (list) => list);
}
