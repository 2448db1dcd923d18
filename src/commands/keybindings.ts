import { useEffect } from "react";
import { leaveFieldToPane } from "../workspace/pane-focus";
import { currentContext } from "./context";
import { binderArrived } from "./early-palette-key";
import { executeCommand } from "./execute";
import { canonicalKeys, type KeyCombo, matchesEvent, parseKeys } from "./keys";
import { openPalette } from "./palette/state";
import { getCommands, isApplicable, isPermitted } from "./registry";
import type { AnyCommand } from "./types";
import { keysOf } from "./user-keys";

// The one keyboard binder: a single keydown listener reads each command's keys for this user (keysOf: their
// own binding over the registry's `keys`). Shortcuts of pane-scoped
// commands act only while a pane of their kind is focused. Inside a dialog only its own commands (`dialog`)
// and those meant for any dialog (`keysInDialogs`: the palette, which closes itself on its own shortcut)
// fire; nothing fires in a menu, a listbox or a confirmation, nor, unless the command says so (pane keys do),
// while typing in a text field; Escape there leaves the field to its pane.

const parsed = new Map<string, KeyCombo>();

function comboOf(command: AnyCommand): KeyCombo | undefined {
  const keys = keysOf(command);
  if (!keys) return undefined;
  let combo = parsed.get(keys);
  if (!combo) {
    combo = parseKeys(keys);
    parsed.set(keys, combo);
  }
  return combo;
}

const TEXT_INPUTS = new Set(["text", "search", "email", "tel", "url", "password", "number", "date", "time"]);

export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUTS.has(target.type);
}

// Inside a dialog or an open menu/listbox the keys belong to it (a letter jumps to a menu item).
const KEY_OWNERS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/** Where a key was pressed: outside any owner, in a dialog (its command scope, if any), or in a menu, a
 * listbox or a confirmation (whose keys are all theirs). */
type KeyPlace = { in: "page" } | { in: "dialog"; scope: string | null } | { in: "menu" };

function placeOf(target: EventTarget | null): KeyPlace {
  const owner = target instanceof Element ? target.closest(KEY_OWNERS) : null;
  if (!owner) return { in: "page" };
  if (owner.getAttribute("role") !== "dialog") return { in: "menu" };
  return {
    in: "dialog",
    scope: owner.closest("[data-command-scope]")?.getAttribute("data-command-scope") ?? null,
  };
}

function actsIn(command: AnyCommand, place: KeyPlace): boolean {
  if (place.in === "page") return command.dialog === undefined;
  if (place.in === "menu") return false;
  return command.keysInDialogs === true || (command.dialog !== undefined && command.dialog === place.scope);
}

/** The command a key press triggers, if any (exported for tests). */
export function commandForEvent(event: KeyboardEvent, commands: readonly AnyCommand[] = getCommands()) {
  if (event.isComposing) return undefined;
  const place = placeOf(event.target);
  const editable = isEditable(event.target);
  const ctx = currentContext();
  return commands.find((command) => {
    const combo = comboOf(command);
    if (!combo || !matchesEvent(combo, event) || !actsIn(command, place)) return false;
    if (editable && !command.keysInInputs) return false;
    return isPermitted(command, ctx.session) && isApplicable(command, ctx);
  });
}

/** Escape in a pane's text field (not a dialog's or a menu's: those close on it) hands the keyboard to the pane. */
function leftField(event: KeyboardEvent): boolean {
  if (event.key !== "Escape" || event.isComposing || !isEditable(event.target)) return false;
  if (placeOf(event.target).in !== "page") return false;
  return leaveFieldToPane(event.target as HTMLElement);
}

export function installKeybindings(target: Window = window): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    if (leftField(event)) return event.preventDefault();
    const command = commandForEvent(event);
    if (!command) return;
    event.preventDefault();
    void executeCommand(command.id, "keyboard");
  };
  target.addEventListener("keydown", onKeyDown);
  return () => target.removeEventListener("keydown", onKeyDown);
}

/** Mount once in the signed-in shell. Opens the palette if Ctrl/⌘+K was pressed while the shell loaded. */
export function KeyBindings(): null {
  useEffect(() => {
    const uninstall = installKeybindings();
    const arrival = binderArrived();
    if (arrival.pending) openPalette();
    return () => {
      arrival.left();
      uninstall();
    };
  }, []);
  return null;
}

/** A dialog's or a pane kind's scope, or 'global' (which overlaps every pane scope). */
export function shortcutScope(command: AnyCommand): string {
  return command.dialog ? `dialog:${command.dialog}` : (command.pane ?? "global");
}

/** Whether two commands' shortcuts can act at the same place (a dialog's meet only the global ones that act in dialogs). */
export function scopesOverlap(a: AnyCommand, b: AnyCommand): boolean {
  const [scopeA, scopeB] = [shortcutScope(a), shortcutScope(b)];
  if (scopeA === scopeB) return true;
  if (a.dialog || b.dialog) {
    const global = a.dialog ? b : a;
    return shortcutScope(global) === "global" && global.keysInDialogs === true;
  }
  return scopeA === "global" || scopeB === "global";
}

/** Pairs of commands that share a shortcut in an overlapping scope, on either platform. */
export function shortcutCollisions(commands: readonly AnyCommand[]): string[] {
  const problems: string[] = [];
  const bound = commands.filter((command) => command.keys);
  for (const isMac of [false, true]) {
    for (let i = 0; i < bound.length; i += 1) {
      for (let j = i + 1; j < bound.length; j += 1) {
        const [a, b] = [bound[i], bound[j]];
        const keys = canonicalKeys(a.keys as string, isMac);
        if (scopesOverlap(a, b) && keys === canonicalKeys(b.keys as string, isMac)) {
          problems.push(`${a.id} and ${b.id} both use ${keys}${isMac ? " (mac)" : ""}`);
        }
      }
    }
  }
  return problems;
}
