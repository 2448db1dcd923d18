import { canonicalKeys, parseKeys } from "./keys";
import type { AnyCommand } from "./types";

/**
 * Keys that libraries in the console would listen for on their own, outside the binder, and what the console
 * does about each: switched off where the library is mounted (`off`), switched off there and bound again
 * through a command of the binder (`owner`), or left to the library (`live`). The collision test checks the commands against these too.
 */
export type LibraryHotkey = {
  library: string;
  keys: string;
  /** How the library matches: `atLeast` these modifiers (sonner's Alt+T also fires on Alt+Shift+T), or exact. */
  match: "exact" | "atLeast";
  /** live: the library still acts on it (then no command may share it). */
  handling: { off: string } | { owner: string } | "live";
};

export const LIBRARY_HOTKEYS: readonly LibraryHotkey[] = [
  {
    library: "sonner",
    keys: "alt+t",
    match: "atLeast",
    handling: { owner: "general.focusNotifications" },
  },
  // cmdk's vim bindings move through the list with Ctrl+J/K/N/P, Ctrl+K being the palette's own toggle.
  ...["ctrl+j", "ctrl+k", "ctrl+n", "ctrl+p"].map(
    (keys): LibraryHotkey => ({
      library: "cmdk",
      keys,
      match: "exact",
      handling: { off: "vimBindings={false} on the palette's <Command>" },
    }),
  ),
];

const MODIFIER_NAMES = ["ctrl", "meta", "alt", "shift"];

/** Whether a library listening for `hotkey` would also react to `keys` (both canonical for one platform). */
export function libraryReacts(hotkey: LibraryHotkey, keys: string, isMac: boolean): boolean {
  const theirs = canonicalKeys(hotkey.keys, isMac).split("+");
  const ours = canonicalKeys(keys, isMac).split("+");
  if (theirs.at(-1) !== ours.at(-1)) return false;
  if (hotkey.match === "exact") return theirs.join("+") === ours.join("+");
  return theirs
    .slice(0, -1)
    .every((modifier) => MODIFIER_NAMES.includes(modifier) && ours.includes(modifier));
}

/**
 * Shortcuts two things would act on: a live library hotkey that a command's shortcut also triggers (by the
 * library's own matching), or a hotkey handed to a command that does not bind exactly it. Hotkeys handed to
 * commands are then covered by the commands' own collision check.
 */
export function libraryHotkeyCollisions(
  commands: readonly AnyCommand[],
  hotkeys: readonly LibraryHotkey[] = LIBRARY_HOTKEYS,
): string[] {
  const problems: string[] = [];
  for (const hotkey of hotkeys) {
    parseKeys(hotkey.keys);
    const { handling } = hotkey;
    if (handling === "live") {
      for (const isMac of [false, true])
        for (const command of commands)
          if (command.keys && libraryReacts(hotkey, command.keys, isMac))
            problems.push(`${command.id} (${command.keys}) also fires ${hotkey.library}'s ${hotkey.keys}`);
    } else if ("owner" in handling) {
      const owner = commands.find((command) => command.id === handling.owner);
      if (!owner?.keys || canonicalKeys(owner.keys) !== canonicalKeys(hotkey.keys))
        problems.push(
          `${hotkey.library}'s ${hotkey.keys} is handed to ${handling.owner}, which does not bind it`,
        );
    }
  }
  return problems;
}
