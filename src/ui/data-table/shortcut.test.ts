import { describe, expect, it } from "vitest";
import { formatShortcut, matchesShortcut } from "./shortcut";

const key = (
  k: string,
  mods: Partial<Record<"ctrlKey" | "metaKey" | "shiftKey" | "altKey", boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe("row action shortcuts", () => {
  it("matches keys and modifiers exactly (mod is Ctrl off Apple platforms)", () => {
    expect(matchesShortcut(key("Delete"), "Delete")).toBe(true);
    expect(matchesShortcut(key("Delete", { shiftKey: true }), "Delete")).toBe(false);
    expect(matchesShortcut(key("D", { ctrlKey: true, shiftKey: true }), "mod+shift+d")).toBe(true);
    expect(matchesShortcut(key("d", { ctrlKey: true }), "mod+shift+d")).toBe(false);
    expect(matchesShortcut(key("F2"), "f2")).toBe(true);
  });

  it("formats for display", () => {
    expect(formatShortcut("mod+shift+d")).toBe("Ctrl+Shift+D");
    expect(formatShortcut("Delete")).toBe("Delete");
  });
});
