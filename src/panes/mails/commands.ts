import { Eye, Pencil, Plus, Send, Trash2, Upload } from "lucide-react";
import { toast } from "sonner";
import { deleteMail, type MailRow, mailKeys, publishMail } from "../../api/mails";
import { queryClient } from "../../api/query-client";
import { alsoFromOtherScreens, paneCommandFactory } from "../../commands/pane-commands";
import type { AnyCommand, CommandContext } from "../../commands/types";
import { confirmedRowCall } from "../../kit/confirmed-row-call";
import { keyOf, type MailDialog } from "./dialogs";
import { MAILS } from "./kinds";

// The mails list's actions (spec 2 §2: edit, send, delete, publish; create), pane-scoped and gated by the
// mails module's privileges. Row commands act on the rows they were invoked on.

const NOUNS = ["mail", "mails", "correo", "plantilla", "template"];
const rowsOf = (ctx: CommandContext) => ctx.selection as MailRow[];

/** What the mails' confirmed calls share: the selected template, named by its id, region and subject. */
const onSelectedMail = {
  rowsOf,
  record: (row: MailRow) => `${row.id_mail} · ${row.desc_region} · ${row.subject}`,
  refresh: () => queryClient.invalidateQueries({ queryKey: mailKeys.mails.all() }),
};

function single(ctx: CommandContext, act: (row: MailRow) => void) {
  const rows = rowsOf(ctx);
  if (rows.length !== 1) return void toast.info(ctx.t("mails.reasons.selectOne"));
  act(rows[0]);
}

const command = paneCommandFactory("mails", MAILS, "mails");

const open = (ctx: CommandContext, dialog: MailDialog) => ctx.openDialog(dialog);

const paneCommands: readonly AnyCommand[] = [
  command("new", "createMail", {
    icon: Plus,
    order: 1,
    keywords: ["nuevo", "new", "crear", "create", ...NOUNS],
    keys: "c",
    surfaces: ["palette", "toolbar"],
    run: (ctx) => open(ctx, { type: "create" }),
  }),
  command("edit", "editMail", {
    icon: Pencil,
    order: 2,
    keywords: ["editar", "edit", "html", ...NOUNS],
    keys: "e",
    surfaces: ["palette", "row"],
    run: (ctx) => single(ctx, (row) => open(ctx, { type: "edit", key: keyOf(row) })),
  }),
  command("view", "previewMail", {
    icon: Eye,
    order: 3,
    keywords: ["vista previa", "preview", "ver", "view", ...NOUNS],
    keys: "v",
    surfaces: ["palette", "row"],
    run: (ctx) => single(ctx, (row) => open(ctx, { type: "preview", key: keyOf(row) })),
  }),
  command("edit", "sendMail", {
    icon: Send,
    order: 4,
    keywords: ["enviar", "send", "prueba", "test", ...NOUNS],
    keys: "s",
    surfaces: ["palette", "row"],
    run: (ctx) => single(ctx, (row) => open(ctx, { type: "send", key: keyOf(row), mailTo: row.mail_to })),
  }),
  command("publish", "publishMail", {
    icon: Upload,
    order: 5,
    keywords: ["publicar", "publish", ...NOUNS],
    keys: "p",
    surfaces: ["palette", "row"],
    enabled: (ctx) => rowsOf(ctx).length === 1 || { reason: "mails.reasons.selectOne" },
    ...confirmedRowCall({
      ...onSelectedMail,
      reason: false,
      title: "mails.dialogs.publishTitle",
      intro: "mails.dialogs.publishIntro",
      confirmLabel: "mails.commands.publishMail",
      call: (row) => publishMail(keyOf(row)),
      done: (t, row) => t("mails.messages.published", { id: row.id_mail }),
    }),
  }),
  command("delete", "deleteMail", {
    icon: Trash2,
    order: 6,
    keywords: ["eliminar", "borrar", "delete", "remove", ...NOUNS],
    keys: "delete",
    surfaces: ["palette", "row"],
    enabled: (ctx) => rowsOf(ctx).length === 1 || { reason: "mails.reasons.selectOne" },
    ...confirmedRowCall({
      ...onSelectedMail,
      reason: true,
      title: "mails.dialogs.deleteTitle",
      intro: "mails.dialogs.deleteIntro",
      confirmLabel: "mails.commands.deleteMail",
      call: (row, reason) => deleteMail(keyOf(row), reason),
      done: (t, row) => t("mails.messages.deleted", { id: row.id_mail }),
    }),
  }),
];

export const mailCommands = alsoFromOtherScreens(paneCommands, "mails.createMail");
