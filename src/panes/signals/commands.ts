import { Ban, Pencil, Plus, RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { cancelSignal, republishSignal, type Signal } from "../../api/signals";
import { alsoFromOtherScreens, paneCommandFactory } from "../../commands/pane-commands";
import type { AnyCommand, CommandContext } from "../../commands/types";
import { retryText } from "../../kit/retry-failure";
import type { SignalDialog } from "./dialogs";
import { SIGNALS } from "./kinds";
import { refreshSignals } from "./refresh";

// Open signals' actions (spec 2 §2: Add Signal and edit need the edit privilege; cancel; republish).

const NOUNS = ["señal", "señales", "signal", "open stream", "ostream"];
const rowsOf = (ctx: CommandContext) => ctx.selection as Signal[];
const one = (ctx: CommandContext) => rowsOf(ctx).length === 1 || { reason: "signals.reasons.selectOne" };

const command = paneCommandFactory("signals", SIGNALS, "ostream");

const failure = (error: unknown, t: CommandContext["t"]) => retryText(t, error);

type Call = {
  command: string;
  title: string;
  intro?: string;
  call(id: string): Promise<unknown>;
  done: string;
};

/** A confirmed call on the selected signal: its preview names the signal; then the call, a toast, a refresh. */
const confirmedCall = ({ command, title, intro, call, done }: Call) => ({
  confirm: {
    reason: false,
    preview: (ctx: CommandContext) => ({
      title: ctx.t(title),
      ...(intro && { summary: [ctx.t(intro)] }),
      records: rowsOf(ctx).map((row) => `${row.title} · ${row.bss_code}`),
      confirmLabel: ctx.t(`signals.commands.${command}`),
    }),
    failure,
  },
  run: async (ctx: CommandContext) => {
    await call(rowsOf(ctx)[0]._id);
    toast.success(ctx.t(done));
    await refreshSignals();
  },
});

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
    ...confirmedCall({
      command: "cancelSignal",
      title: "signals.dialogs.cancelTitle",
      intro: "signals.dialogs.cancelIntro",
      call: cancelSignal,
      done: "signals.messages.cancelled",
    }),
  }),
  command("publish", "republishSignal", {
    icon: RefreshCw,
    order: 4,
    keywords: ["republicar", "republish", "publicar", "publish", ...NOUNS],
    keys: "p",
    surfaces: ["palette", "row"],
    enabled: one,
    ...confirmedCall({
      command: "republishSignal",
      title: "signals.dialogs.republishTitle",
      call: republishSignal,
      done: "signals.messages.republished",
    }),
  }),
];

export const signalCommands = alsoFromOtherScreens(paneCommands, "signals.createSignal");
