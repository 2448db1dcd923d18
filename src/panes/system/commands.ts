import { BookOpen, Copy, Eye, Pencil, Plus, ToggleRight, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { getServicesBase } from "../../api/config";
import { confirmedChange } from "../../commands/confirmed-change";
import { alsoFromOtherScreens, paneCommandFactory, viewOnlyOn } from "../../commands/pane-commands";
import type { AnyCommand, CommandContext } from "../../commands/types";
import { commandRows, TOOLBAR } from "../../kit/command-rows";
import { switchChange } from "../../kit/confirm-toggle";
import { isRoot } from "../../permissions/catalog";
import { session } from "../../session/store";
import { groupActions } from "./groups/group-actions";
import { revealLogMessage } from "./logs/reveal-message";
import { moduleActions } from "./modules/module-actions";
import { roleActions } from "./roles/role-actions";
import type { SystemDialog } from "./shared/dialogs";
import { deletePreview, deleteRows, type EntityActions } from "./shared/entity";
import { toggleChange } from "./shared/toggle";
import { userActions } from "./users/user-actions";

// System administration (spec 1 §2): the same five actions on each list, pane-scoped, gated by the list's
// module privilege. Single keys act only while the list's pane is focused and never while typing or inside a
// dialog (the binder's rules); in the grid they act on the active row or the selection it belongs to.

// A row command runs on the rows it was invoked on (the active row, or the selection it belongs to); the
// row menu and the grid do not pre-disable it, executeCommand judges `enabled` on those rows. Commands that
// open a dialog check the count when they run; those that confirm (switch, delete) declare it in
// `enabled`, since their impact is computed before they run.
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

const TOGGLE_WORDS = ["activar", "desactivar", "activate", "deactivate", "estado", "status", "visible"];
const DELETE_WORDS = ["eliminar", "borrar", "delete", "remove", "seleccionados", "selected"];

const open = (ctx: CommandContext, dialog: SystemDialog) => ctx.openDialog(dialog);

function entityCommands<Row>(entity: EntityActions<Row>, order: number): AnyCommand[] {
  const { noun, plural, pane, module, dialog } = entity;
  // What each of the list's commands shares: the system group, the list's pane, its module's privilege.
  const command = commandRows(paneCommandFactory("system", pane, module), NOUNS[plural]);
  /** The list's form on the one selected row. */
  const formOn = (extra: { mode: "edit" | "duplicate"; readOnly?: true }) => (ctx: CommandContext) =>
    single<Row>(ctx, (row) => open(ctx, { type: dialog, row, ...extra } as SystemDialog));
  const commands: AnyCommand[] = [
    command("new", `create${noun}`, Plus, "c", ["nuevo", "new", "crear", "create", "agregar", "add"], {
      order,
      surfaces: TOOLBAR,
      run: (ctx) => open(ctx, { type: dialog, mode: "create" } as SystemDialog),
    }),
    command("edit", `edit${noun}`, Pencil, "e", ["editar", "edit", "modificar", "change"], {
      order: order + 1,
      run: formOn({ mode: "edit" }),
    }),
    // A user who may only view the list is offered the same form, read-only, under its own name.
    {
      ...command("view", `view${noun}`, Eye, "v", ["ver", "view", "abrir", "open", "consultar"], {
        order: order + 1,
        run: formOn({ mode: "edit", readOnly: true }),
      }),
      requires: viewOnlyOn(module),
    },
    command("edit", entity.toggleId.slice("system.".length), ToggleRight, "t", TOGGLE_WORDS, {
      order: order + 3,
      enabled: (ctx) => ctx.selection.length === 1 || { reason: "system.reasons.selectOne" },
      ...confirmedChange((ctx) => switchChange(toggleChange(ctx.t, entity, ctx.selection[0] as Row))),
    }),
    command("delete", `delete${plural[0].toUpperCase()}${plural.slice(1)}`, Trash2, "delete", DELETE_WORDS, {
      order: order + 4,
      surfaces: ["palette", "toolbar", "row"],
      // Judged on the rows it runs on (a row menu's, the grid's active row), not the pane's selection.
      enabled: (ctx) => ctx.selection.length > 0 || { reason: "system.reasons.selectSome" },
      confirm: {
        reason: true,
        preview: (ctx) => deletePreview(ctx.t, entity, ctx.selection as Row[]),
      },
      run: (ctx, _args, confirmed) =>
        deleteRows(ctx.t, entity, ctx.selection as Row[], confirmed?.reason ?? ""),
    }),
  ];
  if (entity.duplicable) {
    commands.push(
      command("new", `duplicate${noun}`, Copy, "d", ["duplicar", "duplicate", "copiar", "copy"], {
        order: order + 2,
        run: formOn({ mode: "duplicate" }),
      }),
    );
  }
  return alsoFromOtherScreens(commands, `system.create${noun}`);
}

/** The contract's interactive reference (GET /services/reference), for root users; the token travels in the
 * fragment, which never reaches a server, and the page removes it once read. */
const openApiReference: AnyCommand = {
  id: "system.openApiReference",
  title: "system.commands.openApiReference",
  module: "system",
  icon: BookOpen,
  order: 140,
  keywords: ["api", "openapi", "contrato", "contract", "referencia", "reference", "servicios", "services"],
  requires: (snapshot) => snapshot.user !== null && isRoot(snapshot.user),
  surfaces: ["palette"],
  run: () => {
    const url = new URL(`${getServicesBase()}/reference`, window.location.origin);
    url.hash = `token=${encodeURIComponent(session.token ?? "")}`;
    window.open(url.toString(), "_blank", "noopener");
  },
};

export const systemCommands: readonly AnyCommand[] = [
  openApiReference,
  ...entityCommands(userActions, 100),
  ...entityCommands(groupActions, 110),
  ...entityCommands(roleActions, 120),
  ...entityCommands(moduleActions, 130),
  revealLogMessage,
];
