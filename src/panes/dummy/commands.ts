import { Copy, Pencil, Plus, ToggleRight, Trash2 } from "lucide-react";
import { toast } from "sonner";
import type { DemoRole } from "../../api/dummy";
import { confirmedChange } from "../../commands/confirmed-change";
import { alsoFromOtherScreens, paneCommandFactory } from "../../commands/pane-commands";
import type { AnyCommand, CommandContext } from "../../commands/types";
import { commandRows, TOOLBAR } from "../../kit/command-rows";
import { switchChange } from "../../kit/confirm-toggle";
import { serverText } from "../../kit/zod-form";
import { DEMO } from "./kinds";
import { deleteDemoRoles, demoRoleToggle, TOGGLE_ROLE_NAME } from "./roles/role-actions";
import type { RoleFormMode } from "./roles/role-form";

// The role demo area (spec 2 §2, module dummy): create, edit, duplicate, status change and delete, on the
// focused demo pane; single keys act only there and never while typing. The server checks each privilege.

export type DummyDialog = { type: "role"; mode: RoleFormMode; row?: DemoRole };

const isRole = (row: unknown): row is DemoRole =>
  typeof row === "object" && row !== null && "role_id" in row && "title" in row;
const rolesOf = (ctx: CommandContext) => ctx.selection.filter(isRole);

async function single(ctx: CommandContext, act: (row: DemoRole) => unknown): Promise<void> {
  const rows = rolesOf(ctx);
  if (rows.length !== 1) return void toast.info(ctx.t("dummy.reasons.selectOne"));
  await act(rows[0]);
}

const KEYWORDS = ["rol", "roles", "role", "demo", "dummy"];
const TOGGLE_WORDS = ["activar", "desactivar", "estado", "status", "activate", "deactivate"];
const command = commandRows(paneCommandFactory("dummy", DEMO, "dummy"), KEYWORDS);
const open = (ctx: CommandContext, dialog: DummyDialog) => ctx.openDialog(dialog);
/** The role form, in a mode, on the one selected role. */
const formOn = (mode: RoleFormMode) => (ctx: CommandContext) =>
  single(ctx, (row) => open(ctx, { type: "role", mode, row }));

const paneCommands: readonly AnyCommand[] = [
  command("new", "createRole", Plus, "c", ["nuevo", "crear", "new", "create"], {
    surfaces: TOOLBAR,
    run: (ctx) => open(ctx, { type: "role", mode: "create" }),
  }),
  command("edit", "editRole", Pencil, "e", ["editar", "edit"], { run: formOn("edit") }),
  command("new", "duplicateRole", Copy, "d", ["duplicar", "copiar", "duplicate", "copy"], {
    run: formOn("duplicate"),
  }),
  command("edit", TOGGLE_ROLE_NAME, ToggleRight, "t", TOGGLE_WORDS, {
    enabled: (ctx) => rolesOf(ctx).length === 1 || { reason: "dummy.reasons.selectOne" },
    ...confirmedChange((ctx) => switchChange(demoRoleToggle(ctx.t, rolesOf(ctx)[0]))),
  }),
  command("delete", "deleteRoles", Trash2, "delete", ["eliminar", "borrar", "delete", "remove"], {
    enabled: (ctx) => rolesOf(ctx).length > 0 || { reason: "dummy.reasons.selectSome" },
    confirm: {
      reason: true,
      preview: (ctx) => ({
        title: ctx.t("dummy.confirm.deleteTitle", { count: rolesOf(ctx).length }),
        summary: [ctx.t("dummy.confirm.deleteQuestion")],
        records: rolesOf(ctx).map((r) => `${r.name} — ${r.title}`),
        confirmLabel: ctx.t("dummy.actions.delete"),
      }),
      failure: (error, t) => `${t("dummy.messages.notDeleted")} ${serverText(t, error)}`,
    },
    run: (ctx, _args, confirmed) => deleteDemoRoles(ctx.t, rolesOf(ctx), confirmed?.reason ?? ""),
  }),
];

export const dummyCommands = alsoFromOtherScreens(paneCommands, "dummy.createRole");
