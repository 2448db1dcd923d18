import { Copy, Pencil, Plus, ToggleRight, Trash2, UserPen } from "lucide-react";
import { toast } from "sonner";
import { groupActions } from "../panes/system/groups/group-actions";
import { moduleActions } from "../panes/system/modules/module-actions";
import { roleActions } from "../panes/system/roles/role-actions";
import { openDialog, type SystemDialog } from "../panes/system/shared/dialogs";
import { deleteConfirm, deleteRows, type EntityActions } from "../panes/system/shared/entity";
import { userActions } from "../panes/system/users/user-actions";
import type { Privilege } from "../permissions/catalog";
import { requestConfirm } from "./confirm";
import type { AnyCommand, CommandContext } from "./types";

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
  // What each of the list's commands shares: the system group, the list's pane, its module's privilege.
  const command = (
    privilege: Privilege,
    spec: Omit<AnyCommand, "module" | "pane" | "requires">,
  ): AnyCommand => ({ ...spec, module: "system", pane, requires: { module, privilege } });
  const commands: AnyCommand[] = [
    command("new", {
      id: `system.create${noun}`,
      title: `system.commands.create${noun}`,
      icon: Plus,
      order,
      keywords: keywords("nuevo", "new", "crear", "create", "agregar", "add"),
      keys: "c",
      surfaces: ["palette", "toolbar"],
      run: (ctx) => open(ctx, { type: dialog, mode: "create" } as SystemDialog),
    }),
    command("edit", {
      id: `system.edit${noun}`,
      title: `system.commands.edit${noun}`,
      icon: Pencil,
      order: order + 1,
      keywords: keywords("editar", "edit", "modificar", "change"),
      keys: "e",
      surfaces: ["palette", "row"],
      run: (ctx) => single<Row>(ctx, (row) => open(ctx, { type: dialog, mode: "edit", row } as SystemDialog)),
    }),
    command("edit", {
      id: entity.toggleId as AnyCommand["id"],
      title: `system.commands.${entity.toggleId.slice("system.".length)}`,
      icon: ToggleRight,
      order: order + 3,
      keywords: keywords("activar", "desactivar", "activate", "deactivate", "estado", "status", "visible"),
      keys: "t",
      surfaces: ["palette", "row"],
      run: (ctx) => single<Row>(ctx, (row) => entity.toggle(ctx.t, row)),
    }),
    command("delete", {
      id: `system.delete${plural[0].toUpperCase()}${plural.slice(1)}` as AnyCommand["id"],
      title: `system.commands.delete${noun}s`,
      icon: Trash2,
      order: order + 4,
      keywords: keywords("eliminar", "borrar", "delete", "remove", "seleccionados", "selected"),
      keys: "delete",
      surfaces: ["palette", "toolbar", "row"],
      // Confirmed inside run (not `danger`): an empty selection must not ask to delete nothing.
      run: async (ctx) => {
        const rows = ctx.selection as Row[];
        if (rows.length === 0) return void toast.info(ctx.t("system.reasons.selectSome"));
        if (await requestConfirm(deleteConfirm(ctx.t, entity, rows))) await deleteRows(ctx.t, entity, rows);
      },
    }),
  ];
  if (entity.duplicable) {
    commands.push(
      command("new", {
        id: `system.duplicate${noun}`,
        title: `system.commands.duplicate${noun}`,
        icon: Copy,
        order: order + 2,
        keywords: keywords("duplicar", "duplicate", "copiar", "copy"),
        keys: "d",
        surfaces: ["palette", "row"],
        run: (ctx) =>
          single<Row>(ctx, (row) => open(ctx, { type: dialog, mode: "duplicate", row } as SystemDialog)),
      }),
    );
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

export const systemCommands: readonly AnyCommand[] = [
  ...entityCommands(userActions, 100),
  ...entityCommands(groupActions, 110),
  ...entityCommands(roleActions, 120),
  ...entityCommands(moduleActions, 130),
  editOwnProfile,
];
