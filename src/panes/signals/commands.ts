import { Ban, Pencil, Plus, RefreshCw } from "lucide-react";
import { cancelSignal, republishSignal, type Signal } from "../../api/signals";
import { alsoFromOtherScreens, paneCommandFactory } from "../../commands/pane-commands";
import type { AnyCommand, CommandContext } from "../../commands/types";
import { confirmedRowCall } from "../../kit/confirmed-row-call";
import type { SignalDialog } from "./dialogs";
import { SIGNALS } from "./kinds";
import { refreshSignals } from "./refresh";

// Open signals' actions (spec 2 §2: Add Signal and edit need the edit privilege; cancel; republish).

const NOUNS = ["señal", "señales", "signal", "open stream", "ostream"];
const rowsOf = (ctx: CommandContext) => ctx.selection as Signal[];
const one = (ctx: CommandContext) => rowsOf(ctx).length === 1 || { reason: "signals.reasons.selectOne" };

const command = paneCommandFactory("signals", SIGNALS, "ostream");

/** What the signals' confirmed calls share: the selected signal, named by its title and product. */
const onSelectedSignal = {
  rowsOf,
  record: (row: Signal) => `${row.title} · ${row.bss_code}`,
  reason: false,
  refresh: refreshSignals,
};

const paneCommands: readonly AnyCommand[] = [
  command("edit", "createSignal", {
    icon: Plus,
    order: 1,
    keywords: ["agregar", "add", "nueva", "new", ...NOUNS],
    keys: "c",
    surfaces: ["palette", "toolbar"],
    run: (ctx) => ctx.openDialog<SignalDialog>({ type: "create" }),
  }),
  command("edit", "editSignal", {
    icon: Pencil,
    order: 2,
    keywords: ["editar", "edit", "fechas", "dates", ...NOUNS],
    keys: "e",
    surfaces: ["palette", "row"],
    enabled: one,
    run: (ctx) => ctx.openDialog<SignalDialog>({ type: "edit", row: rowsOf(ctx)[0] }),
  }),
  command("edit", "cancelSignal", {
    icon: Ban,
    order: 3,
    keywords: ["cancelar", "cancel", "terminar", "end", "detener", "stop", ...NOUNS],
    keys: "x",
    surfaces: ["palette", "row"],
    enabled: (ctx) =>
      (rowsOf(ctx).length === 1 && rowsOf(ctx)[0].status !== 2) || { reason: "signals.reasons.cancellable" },
    ...confirmedRowCall({
      ...onSelectedSignal,
      title: "signals.dialogs.cancelTitle",
      intro: "signals.dialogs.cancelIntro",
      confirmLabel: "signals.commands.cancelSignal",
      call: (row) => cancelSignal(row._id),
      done: (t) => t("signals.messages.cancelled"),
    }),
  }),
  command("publish", "republishSignal", {
    icon: RefreshCw,
    order: 4,
    keywords: ["republicar", "republish", "publicar", "publish", ...NOUNS],
    keys: "p",
    surfaces: ["palette", "row"],
    enabled: one,
    ...confirmedRowCall({
      ...onSelectedSignal,
      title: "signals.dialogs.republishTitle",
      confirmLabel: "signals.commands.republishSignal",
      call: (row) => republishSignal(row._id),
      done: (t) => t("signals.messages.republished"),
    }),
  }),
];

export const signalCommands = alsoFromOtherScreens(paneCommands, "signals.createSignal");
