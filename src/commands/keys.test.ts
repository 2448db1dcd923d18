import { describe, expect, it } from "vitest";
import { ariaKeyShortcuts, canonicalKeys, formatKeys, matchesEvent, parseKeys } from "./keys";

const event = (
  key: string,
  code: string,
  mods: Partial<Record<"ctrl" | "meta" | "alt" | "shift", boolean>> = {},
) => ({
  key,
  code,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  altKey: mods.alt ?? false,
  shiftKey: mods.shift ?? false,
});

describe("shortcut notation", () => {
  it("reads mod as Ctrl on PCs and ⌘ on Macs", () => {
    const combo = parseKeys("mod+k");
    expect(matchesEvent(combo, event("k", "KeyK", { ctrl: true }), false)).toBe(true);
    expect(matchesEvent(combo, event("k", "KeyK", { meta: true }), true)).toBe(true);
    expect(matchesEvent(combo, event("k", "KeyK", { meta: true }), false)).toBe(false);
    expect(matchesEvent(combo, event("k", "KeyK", { ctrl: true, shift: true }), false)).toBe(false);
  });

  it("matches Option-modified letters on macOS by physical key", () => {
    expect(matchesEvent(parseKeys("alt+shift+w"), event("„", "KeyW", { alt: true, shift: true }), true)).toBe(
      true,
    );
    expect(
      matchesEvent(
        parseKeys("alt+shift+arrowleft"),
        event("ArrowLeft", "ArrowLeft", { alt: true, shift: true }),
      ),
    ).toBe(true);
  });

  it("matches shifted symbols by the character typed, whatever shift the layout needs", () => {
    expect(matchesEvent(parseKeys("?"), event("?", "Slash", { shift: true }))).toBe(true);
    expect(matchesEvent(parseKeys("?"), event("?", "Minus", { shift: true }))).toBe(true);
    expect(matchesEvent(parseKeys("?"), event("/", "Slash"))).toBe(false);
  });

  it("does not take AltGr (Ctrl+Alt on Windows) characters for Alt+Shift shortcuts", () => {
    expect(matchesEvent(parseKeys("alt+shift+q"), event("@", "KeyQ", { ctrl: true, alt: true }), false)).toBe(
      false,
    );
  });

  it("formats key caps and aria-keyshortcuts per platform", () => {
    expect(formatKeys("mod+shift+l", false)).toEqual(["Ctrl", "Shift", "L"]);
    expect(formatKeys("mod+shift+l", true)).toEqual(["⌘", "⇧", "L"]);
    expect(formatKeys("alt+shift+arrowleft", false)).toEqual(["Alt", "Shift", "←"]);
    expect(ariaKeyShortcuts("mod+k", false)).toBe("Control+K");
    expect(ariaKeyShortcuts("alt+shift+arrowup", true)).toBe("Alt+Shift+ArrowUp");
  });

  it("canonicalizes for collision checks", () => {
    expect(canonicalKeys("shift+mod+K", false)).toBe(canonicalKeys("ctrl+shift+k", false));
    expect(canonicalKeys("mod+k", true)).toBe("meta+k");
    expect(() => parseKeys("mod+k+j")).toThrow();
  });
});
