import { Ban, Pencil, Plus, RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { errorMessage } from "../../api/error-message";
import { cancelSignal, republishSignal, type Signal } from "../../api/signals";
import { paneCommandFactory } from "../../commands/pane-commands";
import type { AnyCommand, CommandContext } from "../../commands/types";
import type { SignalDialog } from "./dialogs";
import { SIGNALS } from "./kinds";
import { refreshSignals } from "./refresh";

// Open signals' actions (spec 2 §2: Add Signal and edit need the edit privilege; cancel; republish).

const NOUNS = ["señal", "señales", "signal", "open stream", "ostream"];
const rowsOf = (ctx: CommandContext) => ctx.selection as Signal[];
const one = (ctx: CommandContext) => rowsOf(ctx).length === 1 || { reason: "signals.reasons.selectOne" };

const command = paneCommandFactory("signals", SIGNALS, "ostream");

const failure = (error: unknown, t: CommandContext["t"]) =>
  t("signals.errors.tryAgain", { error: errorMessage(t, error) });

export const signalCommands: readonly AnyCommand[] = [
  command("edit", {
    id: "signals.createSignal",
    title: "signals.commands.createSignal",
    icon: Plus,
    order: 1,
    keywords: ["agregar", "add", "nueva", "new", ...NOUNS],
    keys: "c",
    surfaces: ["palette", "toolbar"],
    run: (ctx) => ctx.openDialog<SignalDialog>({ type: "create" }),
  }),
  command("edit", {
    id: "signals.editSignal",
    title: "signals.commands.editSignal",
    icon: Pencil,
    order: 2,
    keywords: ["editar", "edit", "fechas", "dates", ...NOUNS],
    keys: "e",
    surfaces: ["palette", "row"],
    enabled: one,
    run: (ctx) => ctx.openDialog<SignalDialog>({ type: "edit", row: rowsOf(ctx)[0] }),
  }),
  command("edit", {
    id: "signals.cancelSignal",
    title: "signals.commands.cancelSignal",
    icon: Ban,
    order: 3,
    keywords: ["cancelar", "cancel", "terminar", "end", "detener", "stop", ...NOUNS],
    keys: "x",
    surfaces: ["palette", "row"],
    enabled: (ctx) =>
      (rowsOf(ctx).length === 1 && rowsOf(ctx)[0].status !== 2) || { reason: "signals.reasons.cancellable" },
    confirm: {
      reason: false,
      preview: (ctx) => ({
        title: ctx.t("signals.dialogs.cancelTitle"),
        summary: [ctx.t("signals.dialogs.cancelIntro")],
        records: rowsOf(ctx).map((row) => `${row.title} · ${row.bss_code}`),
        confirmLabel: ctx.t("signals.commands.cancelSignal"),
      }),
      failure,
    },
    run: async (ctx) => {
      await cancelSignal(rowsOf(ctx)[0]._id);
      toast.success(ctx.t("signals.messages.cancelled"));
      await refreshSignals();
    },
  }),
  command("publish", {
    id: "signals.republishSignal",
    title: "signals.commands.republishSignal",
    icon: RefreshCw,
    order: 4,
    keywords: ["republicar", "republish", "publicar", "publish", ...NOUNS],
    keys: "p",
    surfaces: ["palette", "row"],
    enabled: one,
    confirm: {
      reason: false,
      preview: (ctx) => ({
        title: ctx.t("signals.dialogs.republishTitle"),
        records: rowsOf(ctx).map((row) => `${row.title} · ${row.bss_code}`),
        confirmLabel: ctx.t("signals.commands.republishSignal"),
      }),
      failure,
    },
    run: async (ctx) => {
      await republishSignal(rowsOf(ctx)[0]._id);
      toast.success(ctx.t("signals.messages.republished"));
      await refreshSignals();
    },
  }),
];
