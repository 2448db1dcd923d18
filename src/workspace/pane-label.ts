import { useTranslation } from "react-i18next";
import { leaves } from "./layout";
import { useWorkspace } from "./store";

/**
 * A pane's accessible name: its screen's title, numbered when another pane shows the same screen ("Logs 2"),
 * so every pane landmark has a name of its own.
 */
export function usePaneLabel(paneId: string, kind: string, title: string): string {
  const { t } = useTranslation();
  const place = useWorkspace((state) => {
    const same = state.root ? leaves(state.root).filter((pane) => pane.kind === kind) : [];
    return same.length > 1 ? same.findIndex((pane) => pane.id === paneId) + 1 : 0;
  });
  return place ? t("workspace.numberedPane", { title, n: place }) : title;
}
