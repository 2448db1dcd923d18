// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { paneKindId } from "../workspace/kinds";
import { leaves } from "../workspace/layout";
import { openPane, resetWorkspace, workspaceStore } from "../workspace/store";
import "../shell/modules";
import { installKeybindings } from "./keybindings";
import { IS_MAC } from "./keys";
import { paletteStore } from "./palette/state";
import { registerCommands } from "./registry";
import { signIn } from "./testing/session-fixture";
import { setUserBindings } from "./user-keys";

const run = vi.fn();
const dialogRun = vi.fn();
let uninstall: () => void = () => undefined;
let unregister: () => void = () => undefined;

function press(target: EventTarget, key: string, code: string, mods: KeyboardEventInit = {}) {
  const event = new KeyboardEvent("keydown", { key, code, bubbles: true, cancelable: true, ...mods });
  target.dispatchEvent(event);
  return event;
}
const mod = IS_MAC ? { metaKey: true } : { ctrlKey: true };
const paneIds = () => {
  const root = workspaceStore.get().root;
  return root ? leaves(root).map((pane) => pane.id) : [];
};

beforeAll(() => {
  uninstall = installKeybindings(window);
  unregister = registerCommands([
    {
      id: "general.usersOnly",
      title: "commands.general.openPalette",
      module: "general",
      pane: paneKindId("system.users"),
      requires: { module: "user", privilege: "edit" },
      keys: "alt+shift+u",
      surfaces: ["row"],
      run,
    },
    {
      id: "general.dialogOnly",
      title: "commands.general.openPalette",
      module: "general",
      dialog: "test.dialog",
      keys: "mod+enter",
      keysInInputs: true,
      surfaces: [],
      run: dialogRun,
    },
  ]);
});
afterAll(() => {
  uninstall();
  unregister();
});
beforeEach(() => {
  document.body.innerHTML = "";
  resetWorkspace();
  paletteStore.set({ open: false, commandId: null, steps: [], cheatSheet: false, query: "" });
  run.mockReset();
  dialogRun.mockReset();
  signIn("root");
});

describe("keyboard binder", () => {
  it("opens the palette with Ctrl/⌘+K, also from inside a text field", () => {
    const input = document.body.appendChild(document.createElement("input"));
    const event = press(input, "k", "KeyK", mod);
    expect(event.defaultPrevented).toBe(true);
    expect(paletteStore.get().open).toBe(true);
  });

  it("opens the cheat sheet with ? only when focus is not in a text field", () => {
    const input = document.body.appendChild(document.createElement("input"));
    expect(press(input, "?", "Slash", { shiftKey: true }).defaultPrevented).toBe(false);
    expect(paletteStore.get().cheatSheet).toBe(false);
    press(document.body, "?", "Slash", { shiftKey: true });
    expect(paletteStore.get().cheatSheet).toBe(true);
  });

  it("binds the user's own keys instead of the default, and the palette's fixed keys whatever is stored", () => {
    setUserBindings([
      { command_id: "general.showShortcuts", keys: "alt+shift+k" },
      { command_id: "general.openPalette", keys: "alt+shift+p" },
    ]);
    try {
      expect(press(document.body, "?", "Slash", { shiftKey: true }).defaultPrevented).toBe(false);
      expect(paletteStore.get().cheatSheet).toBe(false);
      press(document.body, "K", "KeyK", { altKey: true, shiftKey: true });
      expect(paletteStore.get().cheatSheet).toBe(true);
      expect(press(document.body, "P", "KeyP", { altKey: true, shiftKey: true }).defaultPrevented).toBe(
        false,
      );
      press(document.body, "k", "KeyK", mod);
      expect(paletteStore.get().open).toBe(true);
    } finally {
      setUserBindings([]);
    }
  });

  it("runs workspace commands on the focused pane", () => {
    openPane(paneKindId("system.users"));
    press(document.body, "R", "KeyR", { altKey: true, shiftKey: true });
    expect(paneIds()).toHaveLength(2);
    press(document.body, "ArrowLeft", "ArrowLeft", { altKey: true, shiftKey: true });
    expect(workspaceStore.get().focusedId).toBe(paneIds()[0]);
    press(document.body, "W", "KeyW", { altKey: true, shiftKey: true });
    expect(paneIds()).toHaveLength(1);
  });

  it("runs pane keys from a text field: they are not text-editing keys", () => {
    openPane(paneKindId("system.users"));
    const search = document.body.appendChild(document.createElement("input"));
    search.type = "search";
    expect(press(search, "R", "KeyR", { altKey: true, shiftKey: true }).defaultPrevented).toBe(true);
    expect(paneIds()).toHaveLength(2);
    press(search, "N", "KeyN", { altKey: true, shiftKey: true });
    expect(workspaceStore.get().focusedId).toBe(paneIds()[0]);
    press(search, "W", "KeyW", { altKey: true, shiftKey: true });
    expect(paneIds()).toHaveLength(1);
  });

  it("leaves a pane's text field to its table on Escape, and keeps Escape for dialogs", () => {
    const pane = document.body.appendChild(document.createElement("section"));
    pane.setAttribute("data-pane-id", "1");
    pane.tabIndex = -1;
    pane.innerHTML = '<div data-pane-body><input type="search"><div role="grid" tabindex="0"></div></div>';
    const search = pane.querySelector("input") as HTMLInputElement;
    const grid = pane.querySelector('[role="grid"]') as HTMLElement;
    grid.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
    search.focus();
    expect(press(search, "Escape", "Escape").defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(grid);

    grid.remove();
    search.focus();
    press(search, "Escape", "Escape");
    expect(document.activeElement).toBe(pane);

    const dialog = pane.appendChild(document.createElement("div"));
    dialog.setAttribute("role", "dialog");
    const field = dialog.appendChild(document.createElement("input"));
    field.focus();
    expect(press(field, "Escape", "Escape").defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(field);
  });

  it("leaves a key alone when its command does not apply (no pane in that direction)", () => {
    openPane(paneKindId("system.users"));
    expect(
      press(document.body, "ArrowLeft", "ArrowLeft", { altKey: true, shiftKey: true }).defaultPrevented,
    ).toBe(false);
  });

  it("acts on pane-scoped shortcuts only while a pane of that kind is focused", () => {
    openPane(paneKindId("system.logs"));
    press(document.body, "U", "KeyU", { altKey: true, shiftKey: true });
    expect(run).not.toHaveBeenCalled();
    openPane(paneKindId("system.users"));
    press(document.body, "U", "KeyU", { altKey: true, shiftKey: true });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("inside a dialog acts only for its own commands and the palette; nothing in a menu", () => {
    openPane(paneKindId("system.users"));
    const dialog = document.body.appendChild(document.createElement("div"));
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("data-command-scope", "test.dialog");
    const input = dialog.appendChild(document.createElement("input"));
    expect(press(input, "U", "KeyU", { altKey: true, shiftKey: true }).defaultPrevented).toBe(false);
    press(input, "Enter", "Enter", mod);
    expect(dialogRun).toHaveBeenCalledTimes(1);
    press(document.body, "Enter", "Enter", mod);
    expect(dialogRun).toHaveBeenCalledTimes(1);
    press(input, "k", "KeyK", mod);
    expect(paletteStore.get().open).toBe(true);
    paletteStore.set({ ...paletteStore.get(), open: false });
    const menu = document.body.appendChild(document.createElement("div"));
    menu.setAttribute("role", "menu");
    press(menu, "k", "KeyK", mod);
    expect(paletteStore.get().open).toBe(false);
  });

  it("does not act for commands the user may not use", () => {
    openPane(paneKindId("system.users"));
    signIn(["user"]);
    const event = press(document.body, "U", "KeyU", { altKey: true, shiftKey: true });
    expect(event.defaultPrevented).toBe(false);
    expect(run).not.toHaveBeenCalled();
  });
});
