import { z } from "zod";
import { defineCalls } from "./define.ts";

// Your own shortcuts (issue 32 item 4): the keys a signed-in user chose for a command instead of its default.
// Every call reads and writes the caller's own bindings only; which keys collide is the console's to say
// (scopes, library and browser keys live there), the server keeps well-formed chords of well-formed ids.

/** Bindings a user may keep (every command the console has, with room to spare). */
export const SHORTCUTS_PER_USER = 300;

const MODIFIER = "(?:mod|ctrl|meta|alt|shift)";
// The console's notation (src/commands/keys.ts): modifiers then one key, a name ('k', 'f5', 'arrowleft',
// 'space', 'plus') or one printable symbol other than '+'. The pattern first: it documents the rule (OpenAPI)
// and lets generated examples meet it; what a pattern says badly is checked after it.
const CHORD = new RegExp(`^(?:${MODIFIER}\\+){0,4}(?:[a-z0-9]{1,12}|[!-*,-/:-@\\[-\`{-~])$`);
const MODIFIER_NAMES = new Set([
  "mod",
  "ctrl",
  "meta",
  "alt",
  "shift",
  "cmd",
  "command",
  "option",
  "control",
]);

/** Each modifier named once, and the key not a modifier's name (or alias). */
const wellFormed = (keys: string) => {
  const parts = keys.split("+");
  const modifiers = parts.slice(0, -1);
  return new Set(modifiers).size === modifiers.length && !MODIFIER_NAMES.has(parts[parts.length - 1]);
};

export const shortcutKeys = z.string().max(40).regex(CHORD).refine(wellFormed);
export const shortcutCommandId = z
  .string()
  .max(100)
  .regex(/^[a-z][a-zA-Z0-9]*\.[a-zA-Z][a-zA-Z0-9]*$/);

export const shortcutBinding = z.object({ command_id: z.string(), keys: z.string() });
export type ShortcutBinding = z.output<typeof shortcutBinding>;

const commandParams = z.object({ command_id: shortcutCommandId });

export const shortcutCalls = defineCalls("shortcuts", {
  listShortcuts: {
    summary: "The signed-in user's own shortcuts, by command id",
    method: "GET",
    path: "/shortcuts",
    result: z.array(shortcutBinding),
    access: "signed-in",
  },
  setShortcut: {
    summary: "The user's keys for a command, replacing its default (and any keys they chose before)",
    method: "PUT",
    path: "/shortcuts/:command_id",
    params: commandParams,
    body: z.object({ keys: shortcutKeys }),
    result: shortcutBinding,
    errors: ["shortcut_limit_reached"],
    access: "signed-in",
  },
  resetShortcut: {
    summary: "The command takes its default keys again for this user",
    method: "DELETE",
    path: "/shortcuts/:command_id",
    params: commandParams,
    result: z.object({ command_id: z.string() }),
    access: "signed-in",
  },
  resetShortcuts: {
    summary: "Every command takes its default keys again for this user",
    method: "DELETE",
    path: "/shortcuts",
    result: z.object({ reset: z.int() }),
    access: "signed-in",
  },
});
