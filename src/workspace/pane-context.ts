import { createContext, useContext } from "react";

/** `title` is the i18n key of the pane kind's title; `label` the pane's own accessible name ("Logs 2"). */
export type PaneContextValue = { paneId: string; kind: string; title: string; label?: string };

/** Set by the pane host: lets screens and hooks (row actions, selection) know which pane they are in. */
export const PaneContext = createContext<PaneContextValue | null>(null);

export function usePaneContext(): PaneContextValue | null {
  return useContext(PaneContext);
}
