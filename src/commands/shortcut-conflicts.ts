import { scopesOverlap } from "./keybindings";
import { canonicalKeys } from "./keys";
import { LIBRARY_HOTKEYS, libraryReacts } from "./library-hotkeys";
import { RESERVED_KEYS } from "./reserved-keys";
import type { AnyCommand } from "./types";
import { keysOf } from "./user-keys";

/** Why keys cannot be a command's: another command has them where both act, or someone else owns them. */
export type ShortcutConflict =
  | { with: "command"; command: AnyCommand }
  | { with: "browser" | "table" }
  | { with: "library"; library: string };

const samePhysicalKeys = (a: string, b: string) =>
  [false, true].some((isMac) => canonicalKeys(a, isMac) === canonicalKeys(b, isMac));

/**
 * What `keys` would collide with if `command` took them, among `commands` (those the user may run) with
 * their keys for this user: the first conflict found, or none.
 */
export function shortcutConflict(
  command: AnyCommand,
  keys: string,
  commands: readonly AnyCommand[],
): ShortcutConflict | undefined {
  for (const reserved of RESERVED_KEYS)
    if (reserved.keys.some((taken) => samePhysicalKeys(taken, keys))) return { with: reserved.owner };
  for (const hotkey of LIBRARY_HOTKEYS)
    if (hotkey.handling === "live" && [false, true].some((isMac) => libraryReacts(hotkey, keys, isMac)))
      return { with: "library", library: hotkey.library };
  const other = commands.find((candidate) => {
    if (candidate.id === command.id) return false;
    const theirs = keysOf(candidate);
    return theirs !== undefined && samePhysicalKeys(theirs, keys) && scopesOverlap(candidate, command);
  });
  return other ? { with: "command", command: other } : undefined;
}
