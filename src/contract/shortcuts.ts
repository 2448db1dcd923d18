import { z } from "zod";
import { defineCalls } from "./define.ts";
import { CHORD, CHORD_MAX_LENGTH, wellFormedChord } from "./shortcut-chord.ts";

// Your own shortcuts (issue 32 item 4): the keys a signed-in user chose for a command instead of its default.
// Every call reads and writes the caller's own bindings only; which keys collide is the console's to say
// (scopes, library and browser keys live there), the server keeps well-formed chords of well-formed ids.

/** Bindings a user may keep (every command the console has, with room to spare). */
export const SHORTCUTS_PER_USER = 300;

// The chord notation is ./shortcut-chord.ts's: zod-free, as the console's key binder reads it on the first screen.
export const shortcutKeys = z.string().max(CHORD_MAX_LENGTH).regex(CHORD).refine(wellFormedChord);
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
