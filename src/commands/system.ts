import { Copy, ExternalLink, Pencil, Plus, ToggleRight, Trash2, UserPen } from "lucide-react";
import { groupActions } from "../panes/system/groups/group-actions";
import { moduleActions } from "../panes/system/modules/module-actions";
import { roleActions } from "../panes/system/roles/role-actions";
import { openDialog, type SystemDialog } from "../panes/system/shared/dialogs";
import { deleteConfirm, deleteRows, type EntityActions } from "../panes/system/shared/entity";
import { userActions } from "../panes/system/users/user-actions";
import { legacyCommands } from "../panes/legacy/legacy-commands";
import type { AnyCommand, CommandContext, Enablement } from "./types";

// System administration (spec 1 §2): the same five actions on each list, pane-scoped, gated by the list's
// module privilege. Single keys act only while the list's pane is focused and never while typing or inside a
// dialog (the binder's rules); in the grid they act on the active row or the selection it belongs to.

const one = (ctx: CommandContext): Enablement => ctx.selection.length === 1 || { reason: "system.reasons.selectOne" };
const some = (ctx: CommandContext): Enablement => ctx.selection.length > 0 || { reason: "system.reasons.selectSome" };

function open(ctx: CommandContext, dialog: SystemDialog): void {
  if (ctx.pane) openDialog(ctx.pane.id, dialog);
}

function entityCommands<Row>(entity: EntityActions<Row>, order: number): AnyCommand[] {
  const { noun, plural, pane, module, dialog } = entity;
  const row = (ctx: CommandContext) => ctx.selection[0] as Row;
  const keywords = (...words: string[]) => [...words, plural, `system.${plural}`];
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
      enabled: one,
      surfaces: ["palette", "row"],
      run: (ctx) => open(ctx, { type: dialog, mode: "edit", row: row(ctx) } as SystemDialog),
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
      enabled: one,
      surfaces: ["palette", "row"],
      run: (ctx) => entity.toggle(ctx.t, row(ctx)),
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
      enabled: some,
      surfaces: ["palette", "toolbar", "row"],
      danger: (ctx) => deleteConfirm(ctx.t, entity, ctx.selection as Row[]),
      run: (ctx) => deleteRows(ctx.t, entity, ctx.selection as Row[]),
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
      enabled: one,
      surfaces: ["palette", "row"],
      run: (ctx) => open(ctx, { type: dialog, mode: "duplicate", row: row(ctx) } as SystemDialog),
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

export const systemCommands: readonly AnyCommand[] = [
  ...entityCommands(userActions, 100),
  ...entityCommands(groupActions, 110),
  ...entityCommands(roleActions, 120),
  ...entityCommands(moduleActions, 130),
  editOwnProfile,
  ...legacyCommands,
];

export const systemIcons = { ExternalLink };
