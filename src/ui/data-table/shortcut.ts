import type { KeyboardEvent } from "react";

/** True on Apple platforms, where "mod" means ⌘ rather than Ctrl. */
function isApple(): boolean {
  return (
    typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
  );
}

type Parsed = { key: string; mod: boolean; ctrl: boolean; meta: boolean; shift: boolean; alt: boolean };

function parse(shortcut: string): Parsed {
  const parts = shortcut
    .toLowerCase()
    .split("+")
    .map((part) => part.trim());
  const key = parts.pop() ?? "";
  return {
    key: key === "del" ? "delete" : key === "esc" ? "escape" : key,
    mod: parts.includes("mod"),
    ctrl: parts.includes("ctrl"),
    meta: parts.includes("meta") || parts.includes("cmd"),
    shift: parts.includes("shift"),
    alt: parts.includes("alt"),
  };
}

/** Whether a key event matches a shortcut such as "mod+shift+d", "Delete" or "F2". */
export function matchesShortcut(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">,
  shortcut: string,
): boolean {
  const wanted = parse(shortcut);
  const apple = isApple();
  const ctrl = wanted.ctrl || (wanted.mod && !apple);
  const meta = wanted.meta || (wanted.mod && apple);
  return (
    event.key.toLowerCase() === wanted.key &&
    event.ctrlKey === ctrl &&
    event.metaKey === meta &&
    event.shiftKey === wanted.shift &&
    event.altKey === wanted.alt
  );
}

/** Display form: "⌘⇧D" on Apple platforms, "Ctrl+Shift+D" elsewhere. */
export function formatShortcut(shortcut: string): string {
  const wanted = parse(shortcut);
  const apple = isApple();
  const key =
    wanted.key.length === 1
      ? wanted.key.toUpperCase()
      : wanted.key.charAt(0).toUpperCase() + wanted.key.slice(1);
  const mods: string[] = [];
  if (wanted.ctrl || (wanted.mod && !apple)) mods.push(apple ? "⌃" : "Ctrl");
  if (wanted.alt) mods.push(apple ? "⌥" : "Alt");
  if (wanted.shift) mods.push(apple ? "⇧" : "Shift");
  if (wanted.meta || (wanted.mod && apple)) mods.push(apple ? "⌘" : "Meta");
  return apple ? [...mods, key].join("") : [...mods, key].join("+");
}
