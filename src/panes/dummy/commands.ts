import { Copy, Pencil, Plus, ToggleRight, Trash2 } from "lucide-react";
import { toast } from "sonner";
import type { DemoRole } from "../../api/dummy";
import { confirmedChange } from "../../commands/confirmed-change";
import { alsoFromOtherScreens, paneCommandFactory } from "../../commands/pane-commands";
import type { AnyCommand, CommandContext } from "../../commands/types";
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
const command = paneCommandFactory("dummy", DEMO, "dummy");
const open = (ctx: CommandContext, dialog: DummyDialog) => ctx.openDialog(dialog);

const paneCommands: readonly AnyCommand[] = [
  command("new", "createRole", {
    icon: Plus,
    order: 1,
    keywords: [...KEYWORDS, "nuevo", "crear", "new", "create"],
    keys: "c",
    surfaces: ["palette", "toolbar"],
    run: (ctx) => open(ctx, { type: "role", mode: "create" }),
  }),
  command("edit", "editRole", {
    icon: Pencil,
    order: 2,
    keywords: [...KEYWORDS, "editar", "edit"],
    keys: "e",
    surfaces: ["palette", "row"],
    run: (ctx) => single(ctx, (row) => open(ctx, { type: "role", mode: "edit", row })),
  }),
  command("new", "duplicateRole", {
    icon: Copy,
    order: 3,
    keywords: [...KEYWORDS, "duplicar", "copiar", "duplicate", "copy"],
    keys: "d",
    surfaces: ["palette", "row"],
    run: (ctx) => single(ctx, (row) => open(ctx, { type: "role", mode: "duplicate", row })),
  }),
  command("edit", TOGGLE_ROLE_NAME, {
    icon: ToggleRight,
    order: 4,
    keywords: [...KEYWORDS, "activar", "desactivar", "estado", "status", "activate", "deactivate"],
    keys: "t",
    surfaces: ["palette", "row"],
    enabled: (ctx) => rolesOf(ctx).length === 1 || { reason: "dummy.reasons.selectOne" },
    ...confirmedChange((ctx) => switchChange(demoRoleToggle(ctx.t, rolesOf(ctx)[0]))),
  }),
  command("delete", "deleteRoles", {
    icon: Trash2,
    order: 5,
    keywords: [...KEYWORDS, "eliminar", "borrar", "delete", "remove"],
    keys: "delete",
    surfaces: ["palette", "row"],
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
