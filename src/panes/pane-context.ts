import { createContext, useContext } from "react";

/** `title` is the i18n key of the pane kind's title. */
export type PaneContextValue = { paneId: string; kind: string; title: string };

/** Set by the pane host: lets screens and hooks (row actions, selection) know which pane they are in. */
export const PaneContext = createContext<PaneContextValue | null>(null);

export function usePaneContext(): PaneContextValue | null {
  return useContext(PaneContext);
}
