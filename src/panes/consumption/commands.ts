import { Ban, Eye, MailPen, TextCursorInput, Trash2, XCircle } from "lucide-react";
import { toast } from "sonner";
import { paneCommandFactory } from "../../commands/pane-commands";
import type { AnyCommand, CommandContext, Confirmation } from "../../commands/types";
import { setPaneParams } from "../../workspace/store";
import { cancelRows, changeEmail, deleteUser, terminateAll } from "./changes";
import { errorText } from "./format";
import { cancelPreview, deletePreview, emailPreview, terminatePreview } from "./impact";
import { LOOKUP } from "./kinds";
import { lookupSubscriber, showSubscriberHistory } from "./lookup";
import { revealCommands } from "./personal";
import {
  type ConsumptionDialog,
  isCancellable,
  isSubscription,
  paymentAllowsCancel,
  type Shown,
  shownIn,
} from "./shown";

// Consulta de consumo (spec 1 §2–§4): act on the subscriber a consumption pane shows. Looking up needs view;
// cancel, terminate and the e-mail change need edit; deleting needs delete. The four changes declare their
// confirmation: their impact, and the reason the server keeps in its audit log. The server checks every
// privilege again.

const command = paneCommandFactory("consumption", LOOKUP, "consulta_consumo");

const hasSubscriber = (ctx: CommandContext) => shownIn(ctx) !== undefined;
const hasRows = (ctx: CommandContext) => (shownIn(ctx)?.subscriptions?.length ?? 0) > 0;
/** The subscriber of a command that `when` already found showing one. */
const shown = (ctx: CommandContext) => shownIn(ctx) as Shown;

const rowsOf = (ctx: CommandContext) => ctx.selection.filter(isSubscription);

const ask = (ctx: CommandContext, request: ConsumptionDialog) => ctx.openDialog(request);

/** A change's confirmation: its impact, a required reason, the failure's translated code. */
const audited = (preview: Confirmation<unknown>["preview"], extra: Partial<Confirmation<unknown>> = {}) => ({
  preview,
  reason: true,
  failure: (error: unknown, t: CommandContext["t"]) => errorText(t, error),
  ...extra,
});

export const consumptionCommands: readonly AnyCommand[] = [
  lookupSubscriber as AnyCommand,
  showSubscriberHistory as AnyCommand,
  command("view", "focusSearch", {
    icon: TextCursorInput,
    order: 2,
    keywords: ["buscar", "search", "otro", "another", "suscriptor", "subscriber"],
    keys: "/",
    surfaces: ["palette"],
    run: (ctx) => ask(ctx, { type: "focusSearch" }),
  }),
  command("view", "showDetail", {
    icon: Eye,
    order: 3,
    keywords: ["detalle", "detail", "ver", "view", "suscripción", "subscription"],
    surfaces: ["row", "palette"],
    when: hasRows,
    enabled: (ctx) => rowsOf(ctx).length === 1 || { reason: "consumption.reasons.selectOne" },
    run: (ctx) => {
      const [row] = rowsOf(ctx);
      if (row) ask(ctx, { type: "detail", row });
    },
  }),
  ...revealCommands,
  command("edit", "cancelSubscription", {
    icon: Ban,
    order: 10,
    keywords: ["cancelar", "cancel", "suscripción", "subscription", "baja"],
    keys: "alt+shift+c",
    surfaces: ["row", "palette"],
    when: hasRows,
    enabled: (ctx) => {
      const rows = rowsOf(ctx);
      if (rows.length === 0) return { reason: "consumption.reasons.selectSubscription" };
      if (!rows.every(isCancellable)) return { reason: "consumption.reasons.notCancellable" };
      const current = shownIn(ctx);
      return (
        !current ||
        rows.every((row) => paymentAllowsCancel(row, current)) || {
          reason: "consumption.reasons.noPaymentMethod",
        }
      );
    },
    confirm: audited((ctx) => cancelPreview(ctx.t, shown(ctx).user, rowsOf(ctx))),
    run: async (ctx, _args, confirmed) => {
      await cancelRows(shown(ctx).user, rowsOf(ctx), confirmed?.reason ?? "");
      toast.success(ctx.t("consumption.success.cancelled"));
    },
  }),
  command("edit", "terminateAll", {
    icon: XCircle,
    order: 11,
    keywords: ["terminar", "terminate", "todas", "all", "suscripciones", "subscriptions"],
    keys: "alt+shift+t",
    surfaces: ["toolbar", "palette"],
    when: hasSubscriber,
    enabled: (ctx) => {
      const rows = shownIn(ctx)?.subscriptions;
      if (!rows) return { reason: "consumption.reasons.loading" };
      return rows.some(isCancellable) || { reason: "consumption.reasons.nothingToTerminate" };
    },
    confirm: audited((ctx) => terminatePreview(ctx.t, shown(ctx).user, shown(ctx).subscriptions ?? [])),
    run: async (ctx, _args, confirmed) => {
      await terminateAll(shown(ctx).user, confirmed?.reason ?? "");
      toast.success(ctx.t("consumption.success.terminated"));
    },
  }),
  command("edit", "editEmail", {
    icon: MailPen,
    order: 12,
    keywords: ["editar", "edit", "cambiar", "change", "correo", "email", "e-mail"],
    keys: "alt+shift+e",
    surfaces: ["toolbar", "palette"],
    when: hasSubscriber,
    confirm: audited((ctx) => emailPreview(ctx.t, shown(ctx).user), {
      fields: [{ name: "email", label: "consumption.dialogs.email.newEmail", inputMode: "email" }],
    }),
    run: async (ctx, _args, confirmed) => {
      const email = await changeEmail(
        shown(ctx).user,
        confirmed?.values.email ?? "",
        confirmed?.reason ?? "",
      );
      toast.success(ctx.t("consumption.success.updated"));
      // A pane searching by the old address follows the user to the new one.
      if (ctx.pane?.params.by === "email") setPaneParams(ctx.pane.id, { by: "email", q: email });
    },
  }),
  command("delete", "deleteUser", {
    icon: Trash2,
    order: 13,
    keywords: ["eliminar", "delete", "borrar", "remove", "usuario", "user", "suscriptor", "subscriber"],
    keys: "alt+shift+x",
    surfaces: ["toolbar", "palette"],
    when: hasSubscriber,
    // What deleting terminates must be known before asking.
    enabled: (ctx) => shownIn(ctx)?.subscriptions !== undefined || { reason: "consumption.reasons.loading" },
    confirm: audited((ctx) => deletePreview(ctx.t, shown(ctx).user, shown(ctx).subscriptions ?? [])),
    run: async (ctx, _args, confirmed) => {
      await deleteUser(shown(ctx).user, confirmed?.reason ?? "");
      toast.success(ctx.t("consumption.success.deleted"));
      if (ctx.pane) setPaneParams(ctx.pane.id, { by: ctx.pane.params.by ?? "email" });
    },
  }),
];
