import { Ban, Pencil, Plus, RefreshCw } from "lucide-react";
import { cancelSignal, republishSignal, type Signal } from "../../api/signals";
import { alsoFromOtherScreens, paneCommandFactory } from "../../commands/pane-commands";
import type { AnyCommand, CommandContext } from "../../commands/types";
import { commandRows, TOOLBAR } from "../../kit/command-rows";
import { confirmedRowCall } from "../../kit/confirmed-row-call";
import type { SignalDialog } from "./dialogs";
import { SIGNALS } from "./kinds";
import { refreshSignals } from "./refresh";

// Open signals' actions (spec 2 §2: Add Signal and edit need the edit privilege; cancel; republish).

const NOUNS = ["señal", "señales", "signal", "open stream", "ostream"];
const rowsOf = (ctx: CommandContext) => ctx.selection as Signal[];
const one = (ctx: CommandContext) => rowsOf(ctx).length === 1 || { reason: "signals.reasons.selectOne" };

const command = commandRows(paneCommandFactory("signals", SIGNALS, "ostream"), NOUNS);

/**
 * A confirmed call on the selected signal, named in the preview by its title and product; its texts follow
 * the action's name (`signals.dialogs.<action>Title`, `signals.commands.<action>Signal`).
 */
const signalCall = (
  action: "cancel" | "republish",
  done: "cancelled" | "republished",
  call: (id: string) => Promise<unknown>,
) =>
  confirmedRowCall({
    rowsOf,
    record: (row: Signal) => `${row.title} · ${row.bss_code}`,
    reason: false,
    refresh: refreshSignals,
    title: `signals.dialogs.${action}Title`,
    // Only cancelling says what it does beyond its title.
    ...(action === "cancel" && { intro: "signals.dialogs.cancelIntro" }),
    confirmLabel: `signals.commands.${action}Signal`,
    call: (row) => call(row._id),
    done: (t) => t(`signals.messages.${done}`),
  });

const paneCommands: readonly AnyCommand[] = [
  command("edit", "createSignal", Plus, "c", ["agregar", "add", "nueva", "new"], {
    surfaces: TOOLBAR,
    run: (ctx) => ctx.openDialog<SignalDialog>({ type: "create" }),
  }),
  command("edit", "editSignal", Pencil, "e", ["editar", "edit", "fechas", "dates"], {
    enabled: one,
    run: (ctx) => ctx.openDialog<SignalDialog>({ type: "edit", row: rowsOf(ctx)[0] }),
  }),
  command("edit", "cancelSignal", Ban, "x", ["cancelar", "cancel", "terminar", "end", "detener", "stop"], {
    enabled: (ctx) =>
      (rowsOf(ctx).length === 1 && rowsOf(ctx)[0].status !== 2) || { reason: "signals.reasons.cancellable" },
    ...signalCall("cancel", "cancelled", cancelSignal),
  }),
  command("publish", "republishSignal", RefreshCw, "p", ["republicar", "republish", "publicar", "publish"], {
    enabled: one,
    ...signalCall("republish", "republished", republishSignal),
  }),
];

export const signalCommands = alsoFromOtherScreens(paneCommands, "signals.createSignal");
