// The console's key notation for a shortcut (src/commands/keys.ts): modifiers then one key, a name ('k', 'f5',
// 'arrowleft', 'space', 'plus') or one printable symbol other than '+'. Kept free of zod: the console's key
// binder reads it on the first screen, where the contract's validation code must not load (issue 30 item 1).

const MODIFIER = "(?:mod|ctrl|meta|alt|shift)";
/** The pattern first: it documents the rule (OpenAPI) and lets generated examples meet it. */
export const CHORD = new RegExp(`^(?:${MODIFIER}\\+){0,4}(?:[a-z0-9]{1,12}|[!-*,-/:-@\\[-\`{-~])$`);
export const CHORD_MAX_LENGTH = 40;
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

/** What a pattern says badly: each modifier named once, and the key not a modifier's name (or alias). */
export function wellFormedChord(keys: string): boolean {
  const parts = keys.split("+");
  const modifiers = parts.slice(0, -1);
  return new Set(modifiers).size === modifiers.length && !MODIFIER_NAMES.has(parts[parts.length - 1]);
}

/** Whether a text is a chord a user may bind: the contract's shortcutKeys rule. */
export function isChord(keys: string): boolean {
  return keys.length <= CHORD_MAX_LENGTH && CHORD.test(keys) && wellFormedChord(keys);
}
