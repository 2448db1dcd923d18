import { LayoutDashboard } from "lucide-react";
import type { PaletteProvider } from "../../commands/palette/providers";
import { i18n } from "../../i18n";
import { loadSavedWorkspaces, openSavedWorkspace } from "./saved";

// "Abrir espacio de trabajo: <nombre>", one entry per saved workspace on the palette's root page, ranked with
// the query like commands (the name and the words of the entry).

export const savedWorkspaceProvider: PaletteProvider = {
  id: "workspaces.saved",
  group: "workspaces.group",
  minQueryLength: 0,
  debounceMs: 0,
  ranking: "local",
  search: async () => {
    const saved = await loadSavedWorkspaces();
    return saved.map((workspace) => ({
      id: String(workspace.workspace_id),
      label: i18n.t("workspaces.open", { name: workspace.name }),
      detail: workspace.is_home ? i18n.t("workspaces.home") : undefined,
      keywords: [workspace.name, "espacio de trabajo", "workspace"],
      icon: LayoutDashboard,
      run: () => openSavedWorkspace(workspace),
    }));
  },
};
