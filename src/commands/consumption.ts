import { Ban, Eye, MailPen, TextCursorInput, Trash2, XCircle } from "lucide-react";
import type { Subscription } from "../api/consumption";
import {
  CANCEL_COMMAND,
  isCancellable,
  loadedIn,
  type PaneRequest,
  paymentAllowsCancel,
  requestInPane,
} from "../panes/consumption/bridge";
import { CONSUMPTION_PANE, lookupSubscriber, viewConsumption } from "./consumption-lookup";
import type { AnyCommand, CommandContext } from "./types";

// Consulta de consumo (spec 1 §2–§4): find a subscriber from anywhere, then act on the one a consumption pane
// shows. Looking up needs view; cancel, terminate and the e-mail change need edit; deleting needs delete.
// Destructive commands open the pane's own dialog (impact, required reason) instead of `danger`, whose
// generic confirmation has no reason field. The server checks every privilege again.

const editConsumption = { module: "consulta_consumo", privilege: "edit" } as const;
const deleteConsumption = { module: "consulta_consumo", privilege: "delete" } as const;

const loaded = (ctx: CommandContext) => loadedIn(ctx.pane?.id);
const hasSubscriber = (ctx: CommandContext) => loaded(ctx) !== undefined;
const hasRows = (ctx: CommandContext) => (loaded(ctx)?.subscriptions?.length ?? 0) > 0;

const isSubscription = (row: unknown): row is Subscription =>
  typeof row === "object" && row !== null && "subscription_id" in row;
const rowsOf = (ctx: CommandContext) => ctx.selection.filter(isSubscription);

function ask(ctx: CommandContext, request: PaneRequest): void {
  if (ctx.pane) requestInPane(ctx.pane.id, request);
}

const paneCommands: readonly AnyCommand[] = [
  {
    id: "consumption.focusSearch",
    title: "consumption.commands.focusSearch",
    module: "consumption",
    icon: TextCursorInput,
    order: 2,
    keywords: ["buscar", "search", "otro", "another", "suscriptor", "subscriber"],
    keys: "/",
    pane: CONSUMPTION_PANE,
    requires: viewConsumption,
    surfaces: ["palette"],
    run: (ctx) => ask(ctx, { type: "focusSearch" }),
  },
  {
    id: "consumption.showDetail",
    title: "consumption.commands.showDetail",
    module: "consumption",
    icon: Eye,
    order: 3,
    keywords: ["detalle", "detail", "ver", "view", "suscripción", "subscription"],
    pane: CONSUMPTION_PANE,
    requires: viewConsumption,
    surfaces: ["row", "palette"],
    when: hasRows,
    enabled: (ctx) => rowsOf(ctx).length === 1 || { reason: "consumption.reasons.selectOne" },
    run: (ctx) => {
      const [row] = rowsOf(ctx);
      if (row) ask(ctx, { type: "detail", row });
    },
  },
  {
    id: CANCEL_COMMAND,
    title: "consumption.commands.cancelSubscription",
    module: "consumption",
    icon: Ban,
    order: 10,
    keywords: ["cancelar", "cancel", "suscripción", "subscription", "baja"],
    keys: "alt+shift+c",
    pane: CONSUMPTION_PANE,
    requires: editConsumption,
    surfaces: ["row", "palette"],
    when: hasRows,
    enabled: (ctx) => {
      const rows = rowsOf(ctx);
      if (rows.length === 0) return { reason: "consumption.reasons.selectSubscription" };
      if (!rows.every(isCancellable)) return { reason: "consumption.reasons.notCancellable" };
      const shown = loaded(ctx);
      return (
        !shown ||
        rows.every((row) => paymentAllowsCancel(row, shown)) || {
          reason: "consumption.reasons.noPaymentMethod",
        }
      );
    },
    run: (ctx) => ask(ctx, { type: "cancel", rows: rowsOf(ctx) }),
  },
  {
    id: "consumption.terminateAll",
    title: "consumption.commands.terminateAll",
    module: "consumption",
    icon: XCircle,
    order: 11,
    keywords: ["terminar", "terminate", "todas", "all", "suscripciones", "subscriptions"],
    keys: "alt+shift+t",
    pane: CONSUMPTION_PANE,
    requires: editConsumption,
    surfaces: ["toolbar", "palette"],
    when: hasSubscriber,
    enabled: (ctx) => {
      const rows = loaded(ctx)?.subscriptions;
      if (!rows) return { reason: "consumption.reasons.loading" };
      return rows.some(isCancellable) || { reason: "consumption.reasons.nothingToTerminate" };
    },
    run: (ctx) => ask(ctx, { type: "terminate" }),
  },
  {
    id: "consumption.editEmail",
    title: "consumption.commands.editEmail",
    module: "consumption",
    icon: MailPen,
    order: 12,
    keywords: ["editar", "edit", "cambiar", "change", "correo", "email", "e-mail"],
    keys: "alt+shift+e",
    pane: CONSUMPTION_PANE,
    requires: editConsumption,
    surfaces: ["toolbar", "palette"],
    when: hasSubscriber,
    run: (ctx) => ask(ctx, { type: "editEmail" }),
  },
  {
    id: "consumption.deleteUser",
    title: "consumption.commands.deleteUser",
    module: "consumption",
    icon: Trash2,
    order: 13,
    keywords: ["eliminar", "delete", "borrar", "remove", "usuario", "user", "suscriptor", "subscriber"],
    keys: "alt+shift+x",
    pane: CONSUMPTION_PANE,
    requires: deleteConsumption,
    surfaces: ["toolbar", "palette"],
    when: hasSubscriber,
    // What deleting terminates must be known before asking.
    enabled: (ctx) => loaded(ctx)?.subscriptions !== undefined || { reason: "consumption.reasons.loading" },
    run: (ctx) => ask(ctx, { type: "delete" }),
  },
];

export const consumptionCommands: readonly AnyCommand[] = [lookupSubscriber, ...paneCommands];
