import { Copy, ExternalLink, History, Pencil, Plus, ToggleRight, Trash2, UserPen } from "lucide-react";
import { toast } from "sonner";
import { checkLegacyUrl } from "../panes/legacy/allow-list";
import { fetchLegacyLinks } from "../panes/legacy/legacy-links";
import { groupActions } from "../panes/system/groups/group-actions";
import { moduleActions } from "../panes/system/modules/module-actions";
import { roleActions } from "../panes/system/roles/role-actions";
import { openDialog, type SystemDialog } from "../panes/system/shared/dialogs";
import { deleteConfirm, deleteRows, type EntityActions } from "../panes/system/shared/entity";
import { userActions } from "../panes/system/users/user-actions";
import { requestConfirm } from "./confirm";
import { rankItems } from "./palette/rank";
import { type AnyCommand, type CommandContext, defineCommand } from "./types";

// System administration (spec 1 §2): the same five actions on each list, pane-scoped, gated by the list's
// module privilege. Single keys act only while the list's pane is focused and never while typing or inside a
// dialog (the binder's rules); in the grid they act on the active row or the selection it belongs to.

// Row commands get no `enabled`: the row menu and the grid judge it against the pane's selection, while a
// row command runs on the rows it was invoked on (the active row, or the selection it belongs to). The
// count is checked when it runs instead.
function single<Row>(ctx: CommandContext, act: (row: Row) => void | Promise<void>) {
  if (ctx.selection.length !== 1) return void toast.info(ctx.t("system.reasons.selectOne"));
  return act(ctx.selection[0] as Row);
}

const NOUNS: Record<string, readonly string[]> = {
  users: ["usuario", "usuarios", "user", "users"],
  groups: ["grupo", "grupos", "group", "groups"],
  roles: ["rol", "roles", "perfil", "role"],
  modules: ["módulo", "módulos", "module", "modules"],
};

function open(ctx: CommandContext, dialog: SystemDialog): void {
  if (ctx.pane) openDialog(ctx.pane.id, dialog);
}

function entityCommands<Row>(entity: EntityActions<Row>, order: number): AnyCommand[] {
  const { noun, plural, pane, module, dialog } = entity;
  const keywords = (...words: string[]) => [...words, ...NOUNS[plural]];
  const commands: AnyCommand[] = [
    {
      id: `system.create${noun}`,
      title: `system.commands.create${noun}`,
      module: "system",
      icon: Plus,
      order,
      keywords: keywords("nuevo", "new", "crear", "create", "agregar", "add"),
      keys: "c",
      pane,
      requires: { module, privilege: "new" },
      surfaces: ["palette", "toolbar"],
      run: (ctx) => open(ctx, { type: dialog, mode: "create" } as SystemDialog),
    },
    {
      id: `system.edit${noun}`,
      title: `system.commands.edit${noun}`,
      module: "system",
      icon: Pencil,
      order: order + 1,
      keywords: keywords("editar", "edit", "modificar", "change"),
      keys: "e",
      pane,
      requires: { module, privilege: "edit" },
      surfaces: ["palette", "row"],
      run: (ctx) => single<Row>(ctx, (row) => open(ctx, { type: dialog, mode: "edit", row } as SystemDialog)),
    },
    {
      id: entity.toggleId as AnyCommand["id"],
      title: `system.commands.${entity.toggleId.slice("system.".length)}`,
      module: "system",
      icon: ToggleRight,
      order: order + 3,
      keywords: keywords("activar", "desactivar", "activate", "deactivate", "estado", "status", "visible"),
      keys: "t",
      pane,
      requires: { module, privilege: "edit" },
      surfaces: ["palette", "row"],
      run: (ctx) => single<Row>(ctx, (row) => entity.toggle(ctx.t, row)),
    },
    {
      id: `system.delete${plural[0].toUpperCase()}${plural.slice(1)}` as AnyCommand["id"],
      title: `system.commands.delete${noun}s`,
      module: "system",
      icon: Trash2,
      order: order + 4,
      keywords: keywords("eliminar", "borrar", "delete", "remove", "seleccionados", "selected"),
      keys: "delete",
      pane,
      requires: { module, privilege: "delete" },
      surfaces: ["palette", "toolbar", "row"],
      // Confirmed inside run (not `danger`): an empty selection must not ask to delete nothing.
      run: async (ctx) => {
        const rows = ctx.selection as Row[];
        if (rows.length === 0) return void toast.info(ctx.t("system.reasons.selectSome"));
        if (await requestConfirm(deleteConfirm(ctx.t, entity, rows))) await deleteRows(ctx.t, entity, rows);
      },
    },
  ];
  if (entity.duplicable) {
    commands.push({
      id: `system.duplicate${noun}`,
      title: `system.commands.duplicate${noun}`,
      module: "system",
      icon: Copy,
      order: order + 2,
      keywords: keywords("duplicar", "duplicate", "copiar", "copy"),
      keys: "d",
      pane,
      requires: { module, privilege: "new" },
      surfaces: ["palette", "row"],
      run: (ctx) =>
        single<Row>(ctx, (row) => open(ctx, { type: dialog, mode: "duplicate", row } as SystemDialog)),
    });
  }
  return commands;
}

const editOwnProfile: AnyCommand = {
  id: "profile.editOwn",
  title: "system.commands.editOwnProfile",
  module: "profile",
  icon: UserPen,
  keywords: ["perfil", "profile", "editar", "edit", "contraseña", "password", "mi cuenta", "account"],
  keys: "e",
  pane: "profile.own",
  surfaces: ["palette", "toolbar"],
  run: (ctx) => open(ctx, { type: "ownProfile" }),
};

// Any legacy admin page from the palette (the side menu lists the same links); a pasted allowed url works too.
const openLegacyLink = defineCommand<string>({
  id: "legacy.openLink",
  title: "system.commands.openLegacyLink",
  module: "legacy",
  icon: History,
  keywords: ["v9", "legacy", "anterior", "administración anterior", "admin"],
  requires: { module: "adminv9", privilege: "view" },
  surfaces: ["palette"],
  args: {
    placeholder: "system.commands.openLegacyLinkPlaceholder",
    suggest: async (query, _signal, ctx) => {
      const links = await fetchLegacyLinks(ctx.session.user?.email ?? "");
      const items = links.map((link) => ({ id: link.url, title: link.name, keywords: [link.url] }));
      return rankItems(items, query).map((i) => ({
        id: links[i].url,
        label: links[i].name,
        detail: links[i].url,
        value: links[i].url,
      }));
    },
    parse: (query) => (checkLegacyUrl(query).ok ? query : undefined),
  },
  run: (ctx, url) => ctx.openPane("legacy.admin", { url }),
});

const openLegacyInNewTab: AnyCommand = {
  id: "legacy.openInNewTab",
  title: "system.commands.openLegacyInNewTab",
  module: "legacy",
  icon: ExternalLink,
  keywords: ["pestaña", "tab", "ventana", "window", "externo", "external"],
  keys: "o",
  pane: "legacy.admin",
  surfaces: ["palette", "toolbar"],
  enabled: (ctx) => checkLegacyUrl(ctx.pane?.params.url).ok || { reason: "legacy.refused.title" },
  run: (ctx) => {
    const check = checkLegacyUrl(ctx.pane?.params.url);
    if (check.ok) window.open(check.href, "_blank", "noopener,noreferrer");
  },
};

export const systemCommands: readonly AnyCommand[] = [
  ...entityCommands(userActions, 100),
  ...entityCommands(groupActions, 110),
  ...entityCommands(roleActions, 120),
  ...entityCommands(moduleActions, 130),
  editOwnProfile,
  openLegacyLink as AnyCommand,
  openLegacyInNewTab,
];
