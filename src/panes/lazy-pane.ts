import { type ComponentType, lazy } from "react";
import type { PaneProps } from "./types";

/** A pane screen loaded on first use: `lazyPane(() => import("./logs/logs-pane"), (m) => m.LogsPane)`. */
export function lazyPane<M>(load: () => Promise<M>, pick: (module: M) => ComponentType<PaneProps>) {
  return lazy(async () => ({ default: pick(await load()) }));
}
