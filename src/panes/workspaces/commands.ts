import { House, HouseArrowLeft, Link, PencilLine, Save, Trash2 } from "lucide-react";
import { toast } from "sonner";
import {
  deleteWorkspace,
  refreshWorkspaces,
  type SavedWorkspace,
  setHomeWorkspace,
} from "../../api/workspaces";
import { confirmedChange } from "../../commands/confirmed-change";
import { rankItems } from "../../commands/palette/rank";
import { type AnyCommand, type ArgSpec, defineCommand } from "../../commands/types";
import { deferredClipboardWrite } from "../../ui/export/deliver";
import { currentLayoutUrl } from "../../workspace/current-url";
import { renamedWorkspace, saveDialogShown } from "./save-state";
import { cachedSavedWorkspaces, loadSavedWorkspaces } from "./saved";

// Saved workspaces from the palette: save the layout on screen, copy its link, choose the home one, rename,
// delete.
// Opening one is the palette provider's (open-provider.ts): one entry per saved workspace.

const KEYWORDS = ["espacio de trabajo", "workspace", "diseño", "layout", "paneles", "panes", "vista", "view"];

const hasLayout = () => currentLayoutUrl() !== null;

/** A palette page choosing one of the user's saved workspaces, the home one marked. */
function chooseWorkspace(placeholder: string): ArgSpec<SavedWorkspace> {
  return {
    placeholder,
    suggest: async (query, _signal, ctx) => {
      const saved = await loadSavedWorkspaces();
      const order = rankItems(
        saved.map((workspace) => ({ id: String(workspace.workspace_id), title: workspace.name })),
        query,
      );
      return order.map((i) => ({
        id: String(saved[i].workspace_id),
        label: saved[i].name,
        detail: saved[i].is_home ? ctx.t("workspaces.home") : undefined,
        value: saved[i],
      }));
    },
    debounceMs: 0,
  };
}

const copyLink: AnyCommand = {
  id: "workspaces.copyLink",
  title: "workspaces.commands.copyLink",
  module: "workspaces",
  icon: Link,
  order: 2,
  keywords: [...KEYWORDS, "copiar", "copy", "enlace", "link", "compartir", "share", "url"],
  surfaces: ["palette"],
  when: hasLayout,
  run: async (ctx) => {
    const url = `${window.location.origin}${currentLayoutUrl() ?? ""}`;
    await deferredClipboardWrite(Promise.resolve(new Blob([url], { type: "text/plain" })));
    toast.success(ctx.t("workspaces.copied"));
  },
};

const setHome = defineCommand<SavedWorkspace>({
  id: "workspaces.setHome",
  title: "workspaces.commands.setHome",
  module: "workspaces",
  icon: House,
  order: 3,
  keywords: [...KEYWORDS, "inicio", "home", "definir", "set", "predeterminado", "default"],
  surfaces: ["palette"],
  args: chooseWorkspace("workspaces.choose"),
  run: async (ctx, workspace) => {
    await setHomeWorkspace(workspace.workspace_id, true);
    await refreshWorkspaces();
    toast.success(ctx.t("workspaces.homeSet", { name: workspace.name }));
  },
});

const unsetHome: AnyCommand = {
  id: "workspaces.unsetHome",
  title: "workspaces.commands.unsetHome",
  module: "workspaces",
  icon: HouseArrowLeft,
  order: 4,
  keywords: [...KEYWORDS, "inicio", "home", "quitar", "remove", "unset"],
  surfaces: ["palette"],
  // Known once the list was read (the palette reads it): hidden while no workspace is the home one.
  when: () => cachedSavedWorkspaces()?.some((workspace) => workspace.is_home) ?? true,
  run: async (ctx) => {
    const home = (await loadSavedWorkspaces()).find((workspace) => workspace.is_home);
    if (!home) {
      toast.info(ctx.t("workspaces.noHome"));
      return;
    }
    await setHomeWorkspace(home.workspace_id, false);
    await refreshWorkspaces();
    toast.success(ctx.t("workspaces.homeUnset", { name: home.name }));
  },
};

const rename = defineCommand<SavedWorkspace>({
  id: "workspaces.rename",
  title: "workspaces.commands.rename",
  module: "workspaces",
  icon: PencilLine,
  order: 5,
  keywords: [...KEYWORDS, "renombrar", "rename", "nombre", "name", "cambiar", "change"],
  surfaces: ["palette"],
  args: chooseWorkspace("workspaces.choose"),
  run: (_ctx, workspace) => renamedWorkspace.set(workspace),
});

const deleteSaved = defineCommand<SavedWorkspace>({
  id: "workspaces.deleteSaved",
  title: "workspaces.commands.delete",
  module: "workspaces",
  icon: Trash2,
  order: 6,
  keywords: [...KEYWORDS, "eliminar", "delete", "borrar", "remove"],
  surfaces: ["palette"],
  args: chooseWorkspace("workspaces.choose"),
  ...confirmedChange((ctx, workspace) => ({
    preview: {
      title: ctx.t("workspaces.deleteDialog.title", { name: workspace.name }),
      summary: [ctx.t("workspaces.deleteDialog.summary")],
      confirmLabel: ctx.t("workspaces.deleteDialog.confirm"),
    },
    apply: async () => {
      await deleteWorkspace(workspace.workspace_id);
      await refreshWorkspaces();
      toast.success(ctx.t("workspaces.deleted", { name: workspace.name }));
    },
  })),
});

export const workspaceCommands: readonly AnyCommand[] = [
  {
    id: "workspaces.saveLayout",
    title: "workspaces.commands.save",
    module: "workspaces",
    icon: Save,
    order: 1,
    keywords: [...KEYWORDS, "guardar", "save", "nombrar", "name"],
    surfaces: ["palette"],
    when: hasLayout,
    run: () => saveDialogShown.set(true),
  },
  copyLink,
  setHome as AnyCommand,
  unsetHome,
  rename as AnyCommand,
  deleteSaved as AnyCommand,
];
