import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  Columns2,
  Maximize2,
  PanelRight,
  Rows2,
  SquareDashed,
  X,
} from "lucide-react";
import { paneKind } from "../workspace/kinds";
import {
  closePane,
  focusNext,
  moveFocus,
  paneCount,
  paneInDirection,
  splitPane,
  toggleMaximize,
} from "../workspace/store";
import type { FocusDirection, PaneKindId } from "../workspace/types";
import { leavePane } from "../workspace/unsaved";
import { rankItems } from "./palette/rank";
import { type PlatformCommandSpec, platformCommand } from "./platform-command";
import { getCommands, isPermitted } from "./registry";
import { type AnyCommand, type CommandContext, defineCommand, type Enablement } from "./types";

// Pane commands. Alt+Shift: Alt+arrows are the browser's back/forward, Ctrl+Alt is AltGr on the Spanish
// and Latin American Windows layouts (Ctrl+Alt+Q types '@'), ⌘+⌥+M minimizes windows on macOS and
// Ctrl+Alt+arrows switch desktops on Linux. Letters and arrows are matched by physical key, so macOS's
// Option characters do not get in the way. Pane keys are not text-editing keys: they act from a text field too
// (a search box, a form), so the keyboard never has to leave a field first to move between panes.

const hasPane = (ctx: CommandContext) => ctx.pane !== null;
const severalPanes = (): Enablement => paneCount() > 1 || { reason: "commands.reasons.onlyPane" };

/** A pane command: in the palette, and its keys act from a text field too (see above). */
const paneCommand = (name: string, spec: Omit<PlatformCommandSpec, "surfaces" | "keysInInputs">) =>
  platformCommand("workspace", name, { surfaces: ["palette"], keysInInputs: true, ...spec });

const capitalized = (word: string) => `${word[0].toUpperCase()}${word.slice(1)}`;

function focusCommand(
  direction: FocusDirection,
  key: string,
  icon: typeof ArrowLeft,
  order: number,
): AnyCommand {
  return paneCommand(`focus${capitalized(direction)}`, {
    icon,
    order,
    keywords: ["foco", "focus", "panel", "pane", "mover", "move"],
    keys: `alt+shift+${key}`,
    // Hidden (not merely disabled) at an edge: the key then does nothing, without a message each time.
    when: () => paneInDirection(direction) !== undefined,
    run: () => void moveFocus(direction),
  });
}

function splitCommand(
  direction: "right" | "down",
  keywords: readonly [string, string],
  key: string,
  icon: typeof Columns2,
  order: number,
): AnyCommand {
  return paneCommand(`split${capitalized(direction)}`, {
    icon,
    order,
    keywords: ["dividir", "split", ...keywords, "panel", "pane"],
    keys: `alt+shift+${key}`,
    when: hasPane,
    run: (ctx) => void splitPane(direction, ctx.pane?.id),
  });
}

const openToSide = defineCommand<PaneKindId>({
  id: "workspace.openToSide",
  title: "commands.workspace.openToSide",
  module: "workspace",
  icon: PanelRight,
  order: 3,
  keywords: ["abrir", "open", "lado", "side", "dividir", "split", "derecha", "right"],
  keys: "alt+shift+o",
  surfaces: ["palette"],
  keysInInputs: true,
  when: hasPane,
  args: {
    placeholder: "commands.workspace.openToSidePlaceholder",
    suggest: (query, _signal, ctx) => {
      const choices = getCommands()
        .filter((command) => command.opens && isPermitted(command, ctx.session))
        .map((command) => {
          const kind = command.opens as PaneKindId;
          return { id: kind, title: ctx.t(paneKind(kind)?.title ?? kind), keywords: command.keywords };
        });
      return rankItems(choices, query).map((i) => ({
        id: choices[i].id,
        label: choices[i].title,
        value: choices[i].id,
      }));
    },
  },
  run: (ctx, kind) => ctx.openPane(kind, {}, { placement: "right" }),
});

export const workspaceCommands: readonly AnyCommand[] = [
  splitCommand("right", ["derecha", "right"], "r", Columns2, 1),
  splitCommand("down", ["abajo", "down"], "d", Rows2, 2),
  openToSide,
  focusCommand("left", "arrowleft", ArrowLeft, 10),
  focusCommand("right", "arrowright", ArrowRight, 11),
  focusCommand("up", "arrowup", ArrowUp, 12),
  focusCommand("down", "arrowdown", ArrowDown, 13),
  paneCommand("focusNext", {
    icon: SquareDashed,
    order: 14,
    keywords: ["siguiente", "next", "panel", "pane", "foco", "focus"],
    keys: "alt+shift+n",
    when: () => paneCount() > 1,
    run: () => focusNext(),
  }),
  paneCommand("toggleMaximize", {
    icon: Maximize2,
    order: 20,
    keywords: ["maximizar", "maximize", "restaurar", "restore", "zoom"],
    keys: "alt+shift+m",
    when: hasPane,
    enabled: severalPanes,
    run: (ctx) => toggleMaximize(ctx.pane?.id),
  }),
  paneCommand("closePane", {
    icon: X,
    order: 21,
    keywords: ["cerrar", "close", "panel", "pane"],
    keys: "alt+shift+w",
    when: hasPane,
    enabled: severalPanes,
    run: (ctx) => leavePane(ctx.pane?.id, () => closePane(ctx.pane?.id)),
  }),
];
