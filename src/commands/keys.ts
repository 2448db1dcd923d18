// The one shortcut notation: 'mod+shift+l'. `mod` is ⌘ on Apple platforms and Ctrl elsewhere.

import { isChord } from "../contract/shortcut-chord";

export type KeyCombo = {
  mod: boolean;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
  /** Lower-case key name: 'k', '1', 'arrowleft', 'escape', '?', '\\'. */
  key: string;
};

const ALIASES: Record<string, string> = {
  esc: "escape",
  return: "enter",
  left: "arrowleft",
  right: "arrowright",
  up: "arrowup",
  down: "arrowdown",
  space: " ",
  plus: "+",
  cmd: "meta",
  command: "meta",
  option: "alt",
  control: "ctrl",
};

const MODIFIERS = ["mod", "ctrl", "meta", "alt", "shift"] as const;

export const IS_MAC =
  typeof navigator !== "undefined" && /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent);

export function parseKeys(keys: string): KeyCombo {
  const combo: KeyCombo = { mod: false, ctrl: false, meta: false, alt: false, shift: false, key: "" };
  for (const raw of keys.toLowerCase().split("+")) {
    const part = ALIASES[raw] ?? raw;
    if ((MODIFIERS as readonly string[]).includes(part)) combo[part as (typeof MODIFIERS)[number]] = true;
    else if (combo.key) throw new Error(`Shortcut "${keys}" names two keys`);
    else combo.key = part;
  }
  if (!combo.key) throw new Error(`Shortcut "${keys}" names no key`);
  return combo;
}

/** Shifted symbols ('?') are matched by the character typed: the shift they need depends on the layout. */
function isSymbol(key: string): boolean {
  return key.length === 1 && !/[a-z0-9]/.test(key);
}

/** The physical modifiers a combo means on a platform, as a canonical string (for collision checks). */
export function canonicalKeys(keys: string, isMac = IS_MAC): string {
  const combo = parseKeys(keys);
  const ctrl = combo.ctrl || (combo.mod && !isMac);
  const meta = combo.meta || (combo.mod && isMac);
  const shift = combo.shift && !isSymbol(combo.key);
  return [ctrl && "ctrl", meta && "meta", combo.alt && "alt", shift && "shift", combo.key]
    .filter(Boolean)
    .join("+");
}

const CODE_KEYS: Record<string, string> = {
  Backslash: "\\",
  Slash: "/",
  Minus: "-",
  Equal: "=",
  Period: ".",
  Comma: ",",
  Semicolon: ";",
  BracketLeft: "[",
  BracketRight: "]",
};

/** The key a physical position produces on a US layout: Option on macOS changes `event.key` ('∑' for w). */
function keyFromCode(code: string): string | undefined {
  const letter = /^Key([A-Z])$/.exec(code);
  if (letter) return letter[1].toLowerCase();
  const digit = /^Digit(\d)$/.exec(code);
  if (digit) return digit[1];
  return CODE_KEYS[code];
}

export type KeyEventLike = Pick<
  KeyboardEvent,
  "key" | "code" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey"
>;

export function matchesEvent(combo: KeyCombo, event: KeyEventLike, isMac = IS_MAC): boolean {
  const ctrl = combo.ctrl || (combo.mod && !isMac);
  const meta = combo.meta || (combo.mod && isMac);
  if (event.ctrlKey !== ctrl || event.metaKey !== meta || event.altKey !== combo.alt) return false;
  const key = event.key.toLowerCase();
  if (isSymbol(combo.key) && !combo.shift) return key === combo.key;
  if (event.shiftKey !== combo.shift) return false;
  return key === combo.key || (event.altKey && keyFromCode(event.code) === combo.key);
}

const MAC_LABELS: Record<string, string> = { mod: "⌘", meta: "⌘", ctrl: "⌃", alt: "⌥", shift: "⇧" };
const PC_LABELS: Record<string, string> = {
  mod: "Ctrl",
  meta: "Win",
  ctrl: "Ctrl",
  alt: "Alt",
  shift: "Shift",
};
const KEY_LABELS: Record<string, string> = {
  arrowleft: "←",
  arrowright: "→",
  arrowup: "↑",
  arrowdown: "↓",
  escape: "Esc",
  enter: "↵",
  backspace: "⌫",
  " ": "Space",
};

/** Labels for the keys of a shortcut, one per key cap: ['Ctrl', 'K'] or ['⌘', 'K']. */
export function formatKeys(keys: string, isMac = IS_MAC): string[] {
  const combo = parseKeys(keys);
  const labels = isMac ? MAC_LABELS : PC_LABELS;
  const caps = MODIFIERS.filter((modifier) => combo[modifier]).map((modifier) => labels[modifier]);
  caps.push(KEY_LABELS[combo.key] ?? (combo.key.length === 1 ? combo.key.toUpperCase() : combo.key));
  return caps;
}

/** One-line form for tooltips and the data table's shortcut column: 'Ctrl+K', '⌘K'. */
export function formatKeysText(keys: string, isMac = IS_MAC): string {
  return formatKeys(keys, isMac).join(isMac ? "" : "+");
}

const ARIA_MODIFIERS: Record<string, string> = { ctrl: "Control", meta: "Meta", alt: "Alt", shift: "Shift" };
const ARIA_KEYS: Record<string, string> = {
  arrowleft: "ArrowLeft",
  arrowright: "ArrowRight",
  arrowup: "ArrowUp",
  arrowdown: "ArrowDown",
  escape: "Escape",
  enter: "Enter",
  backspace: "Backspace",
  " ": "Space",
};

/** The `aria-keyshortcuts` form: 'Control+K', 'Alt+Shift+ArrowLeft'. */
export function ariaKeyShortcuts(keys: string, isMac = IS_MAC): string {
  const combo = parseKeys(keys);
  const parts = (["ctrl", "meta", "alt", "shift"] as const)
    .filter((modifier) => combo[modifier] || (combo.mod && modifier === (isMac ? "meta" : "ctrl")))
    .map((modifier) => ARIA_MODIFIERS[modifier]);
  parts.push(ARIA_KEYS[combo.key] ?? (combo.key.length === 1 ? combo.key.toUpperCase() : combo.key));
  return parts.join("+");
}

const NOTATION_NAMES: Record<string, string> = { " ": "space", "+": "plus" };
// What a press reports when no key can be named for it (a dead key, an input method composing).
const NOT_KEYS = new Set(["dead", "unidentified", "process"]);
const MODIFIER_KEYS = new Set(["control", "meta", "alt", "shift", "altgraph", "os", "capslock", "fn"]);

/**
 * The shortcut a key press is, in the notation ('mod+shift+l'): what the rebind dialog captures. Undefined for a
 * press of modifiers only or a key the notation cannot name (a dead key, a media key: what the server would
 * refuse to store). The platform's command
 * key is `mod`; a symbol is taken by the character typed, without the shift it needed ('?').
 */
export function keysFromEvent(event: KeyEventLike, isMac = IS_MAC): string | undefined {
  const typed = event.key.toLowerCase();
  if (MODIFIER_KEYS.has(typed)) return undefined;
  const key = (event.altKey && keyFromCode(event.code)) || typed;
  const name = NOTATION_NAMES[key] ?? key;
  if (NOT_KEYS.has(name)) return undefined;
  const parts = [
    (isMac ? event.metaKey : event.ctrlKey) && "mod",
    isMac && event.ctrlKey && "ctrl",
    !isMac && event.metaKey && "meta",
    event.altKey && "alt",
    event.shiftKey && !isSymbol(key) && "shift",
    name,
  ];
  const keys = parts.filter(Boolean).join("+");
  return isChord(keys) ? keys : undefined;
}
