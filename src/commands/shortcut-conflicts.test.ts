import { describe, expect, it } from "vitest";
import { keysFromEvent } from "./keys";
import { shortcutConflict } from "./shortcut-conflicts";
import type { AnyCommand } from "./types";
import { setUserBindings } from "./user-keys";

const command = (id: `${string}.${string}`, extra: Partial<AnyCommand> = {}): AnyCommand => ({
  id,
  title: id,
  module: id.split(".")[0],
  surfaces: ["palette"],
  run: () => undefined,
  ...extra,
});

const global = command("fixture.global", { keys: "alt+shift+g" });
const inPane = command("fixture.inPane", { keys: "e", pane: "fixture.list" as AnyCommand["pane"] });
const otherPane = command("fixture.otherPane", { keys: "x", pane: "fixture.other" as AnyCommand["pane"] });
const all = [global, inPane, otherPane];

describe("shortcut conflicts", () => {
  it("names the command whose keys overlap in scope, on either platform, and not one of another pane", () => {
    expect(shortcutConflict(otherPane, "alt+shift+g", all)).toEqual({ with: "command", command: global });
    expect(shortcutConflict(global, "e", all)).toEqual({ with: "command", command: inPane });
    expect(shortcutConflict(otherPane, "e", all)).toBeUndefined();
    expect(shortcutConflict(global, "alt+shift+g", all)).toBeUndefined();
  });

  it("reads the other command's keys for this user: its default is free once rebound", () => {
    setUserBindings([{ command_id: "fixture.global", keys: "alt+shift+k" }]);
    try {
      expect(shortcutConflict(otherPane, "alt+shift+g", all)).toBeUndefined();
      expect(shortcutConflict(otherPane, "alt+shift+k", all)).toEqual({ with: "command", command: global });
    } finally {
      setUserBindings([]);
    }
  });

  it("refuses the browser's and the data table's keys", () => {
    expect(shortcutConflict(global, "ctrl+w", all)).toEqual({ with: "browser" });
    expect(shortcutConflict(global, "f5", all)).toEqual({ with: "browser" });
    expect(shortcutConflict(global, "shift+arrowdown", all)).toEqual({ with: "table" });
    expect(shortcutConflict(global, "space", all)).toEqual({ with: "table" });
  });

  it("captures a press as the notation, with the platform's command key as mod", () => {
    const press = (key: string, extra: Partial<KeyboardEvent> = {}) =>
      ({
        key,
        code: "",
        ctrlKey: false,
        metaKey: false,
        altKey: false,
        shiftKey: false,
        ...extra,
      }) as KeyboardEvent;
    expect(keysFromEvent(press("L", { ctrlKey: true, shiftKey: true }), false)).toBe("mod+shift+l");
    expect(keysFromEvent(press("l", { metaKey: true }), true)).toBe("mod+l");
    expect(keysFromEvent(press("?", { shiftKey: true }), false)).toBe("?");
    expect(keysFromEvent(press("¬", { altKey: true, code: "KeyL" }), true)).toBe("alt+l");
    expect(keysFromEvent(press(" ", { altKey: true }), false)).toBe("alt+space");
    expect(keysFromEvent(press("Shift", { shiftKey: true }), false)).toBeUndefined();
    expect(keysFromEvent(press("Dead", { altKey: true }), false)).toBeUndefined();
  });
});
