import { Eye, Pencil, Plus, Send, Trash2, Upload } from "lucide-react";
import { toast } from "sonner";
import { deleteMail, type MailRow, mailKeys, publishMail } from "../../api/mails";
import { queryClient } from "../../api/query-client";
import { alsoFromOtherScreens, paneCommandFactory } from "../../commands/pane-commands";
import type { AnyCommand, CommandContext } from "../../commands/types";
import { commandRows, TOOLBAR } from "../../kit/command-rows";
import { confirmedRowCall } from "../../kit/confirmed-row-call";
import { keyOf, type MailDialog } from "./dialogs";
import { MAILS } from "./kinds";

// The mails list's actions (spec 2 §2: edit, send, delete, publish; create), pane-scoped and gated by the
// mails module's privileges. Row commands act on the rows they were invoked on.

const NOUNS = ["mail", "mails", "correo", "plantilla", "template"];
const rowsOf = (ctx: CommandContext) => ctx.selection as MailRow[];

/**
 * A confirmed call on the selected template, named in the preview by its id, region and subject; its texts
 * follow the action's name (`mails.dialogs.<action>Title`, `…Intro`, `mails.commands.<action>Mail`); deleting
 * is audited.
 */
const mailCall = (
  action: "publish" | "delete",
  done: "published" | "deleted",
  call: (row: MailRow, reason: string | undefined) => Promise<unknown>,
) =>
  confirmedRowCall({
    rowsOf,
    record: (row: MailRow) => `${row.id_mail} · ${row.desc_region} · ${row.subject}`,
    refresh: () => queryClient.invalidateQueries({ queryKey: mailKeys.mails.all() }),
    reason: action === "delete",
    title: `mails.dialogs.${action}Title`,
    intro: `mails.dialogs.${action}Intro`,
    confirmLabel: `mails.commands.${action}Mail`,
    call,
    done: (t, row) => t(`mails.messages.${done}`, { id: row.id_mail }),
  });

function single(ctx: CommandContext, act: (row: MailRow) => void) {
  const rows = rowsOf(ctx);
  if (rows.length !== 1) return void toast.info(ctx.t("mails.reasons.selectOne"));
  act(rows[0]);
}

const command = commandRows(paneCommandFactory("mails", MAILS, "mails"), NOUNS);

const open = (ctx: CommandContext, dialog: MailDialog) => ctx.openDialog(dialog);
const selectOne = (ctx: CommandContext) => rowsOf(ctx).length === 1 || { reason: "mails.reasons.selectOne" };

const paneCommands: readonly AnyCommand[] = [
  command("new", "createMail", Plus, "c", ["nuevo", "new", "crear", "create"], {
    surfaces: TOOLBAR,
    run: (ctx) => open(ctx, { type: "create" }),
  }),
  command("edit", "editMail", Pencil, "e", ["editar", "edit", "html"], {
    run: (ctx) => single(ctx, (row) => open(ctx, { type: "edit", key: keyOf(row) })),
  }),
  command("view", "previewMail", Eye, "v", ["vista previa", "preview", "ver", "view"], {
    run: (ctx) => single(ctx, (row) => open(ctx, { type: "preview", key: keyOf(row) })),
  }),
  command("edit", "sendMail", Send, "s", ["enviar", "send", "prueba", "test"], {
    run: (ctx) => single(ctx, (row) => open(ctx, { type: "send", key: keyOf(row), mailTo: row.mail_to })),
  }),
  command("publish", "publishMail", Upload, "p", ["publicar", "publish"], {
    enabled: selectOne,
    ...mailCall("publish", "published", (row) => publishMail(keyOf(row))),
  }),
  command("delete", "deleteMail", Trash2, "delete", ["eliminar", "borrar", "delete", "remove"], {
    enabled: selectOne,
    ...mailCall("delete", "deleted", (row, reason) => deleteMail(keyOf(row), reason)),
  }),
];

export const mailCommands = alsoFromOtherScreens(paneCommands, "mails.createMail");
