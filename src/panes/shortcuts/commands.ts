import { Keyboard, RotateCcw } from "lucide-react";
import { toast } from "sonner";
import { refreshShortcuts, resetShortcuts } from "../../api/shortcuts";
import { confirmedChange } from "../../commands/confirmed-change";
import { formatKeysText } from "../../commands/keys";
import { rankItems } from "../../commands/palette/rank";
import { compareCommands, getCommands, isPermitted } from "../../commands/registry";
import { type AnyCommand, type ArgSpec, type CommandContext, defineCommand } from "../../commands/types";
import { isRebindable, keysOf, ownBindingCount, rebindRequest } from "../../commands/user-keys";

// Own shortcuts from the palette: choose a command and give it other keys (the rebind dialog, a global), or
// give every command its default keys again.

const KEYWORDS = ["atajo", "shortcut", "teclas", "keys", "teclado", "keyboard", "combinación", "binding"];

/** The commands this user may run whose keys they may choose, in palette order. */
function rebindableCommands(ctx: CommandContext): AnyCommand[] {
  return getCommands()
    .filter((command) => isRebindable(command) && isPermitted(command, ctx.session))
    .sort(compareCommands);
}

const chooseCommand: ArgSpec<string> = {
  placeholder: "shortcuts.choose",
  suggest: (query, _signal, ctx) => {
    const commands = rebindableCommands(ctx);
    const order = rankItems(
      commands.map((command) => ({
        id: command.id,
        title: ctx.t(command.title),
        keywords: command.keywords,
      })),
      query,
    );
    return order.map((i) => {
      const keys = keysOf(commands[i]);
      return {
        id: commands[i].id,
        label: ctx.t(commands[i].title),
        detail: keys ? formatKeysText(keys) : ctx.t("shortcuts.noKeys"),
        value: commands[i].id,
      };
    });
  },
  debounceMs: 0,
};

const changeShortcut = defineCommand<string>({
  id: "shortcuts.changeShortcut",
  title: "shortcuts.commands.change",
  module: "shortcuts",
  icon: Keyboard,
  order: 1,
  keywords: [...KEYWORDS, "cambiar", "change", "asignar", "assign", "personalizar", "customize"],
  surfaces: ["palette"],
  args: chooseCommand,
  run: (_ctx, commandId) => rebindRequest.set({ commandId, from: "palette" }),
});

const resetAll: AnyCommand = {
  id: "shortcuts.resetAll",
  title: "shortcuts.commands.resetAll",
  module: "shortcuts",
  icon: RotateCcw,
  order: 2,
  keywords: [...KEYWORDS, "restablecer", "reset", "predeterminados", "defaults", "todos", "all"],
  surfaces: ["palette"],
  enabled: () => ownBindingCount() > 0 || { reason: "shortcuts.reasons.noneOwn" },
  ...confirmedChange((ctx) => ({
    preview: {
      title: ctx.t("shortcuts.resetAllDialog.title"),
      summary: [ctx.t("shortcuts.resetAllDialog.summary", { count: ownBindingCount() })],
      confirmLabel: ctx.t("shortcuts.resetAllDialog.confirm"),
    },
    apply: async () => {
      await resetShortcuts();
      await refreshShortcuts();
      toast.success(ctx.t("shortcuts.resetAllDone"));
    },
  })),
};

export const shortcutCommands: readonly AnyCommand[] = [changeShortcut as AnyCommand, resetAll];
