// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signInStarted, watchEarlyPaletteKey } from "./early-palette-key";
import { generalCommands } from "./general";
import { KeyBindings } from "./keybindings";
import { IS_MAC } from "./keys";
import { closePalette, paletteStore } from "./palette/state";
import { registerCommands } from "./registry";
import { signIn, signOut } from "./testing/session-fixture";

const press = () => {
  const event = new KeyboardEvent("keydown", {
    key: "k",
    code: "KeyK",
    bubbles: true,
    cancelable: true,
    ...(IS_MAC ? { metaKey: true } : { ctrlKey: true }),
  });
  window.dispatchEvent(event);
  return event;
};

let unwatch: () => void = () => undefined;
let unregister: () => void = () => undefined;
beforeAll(() => {
  unwatch = watchEarlyPaletteKey(window);
  unregister = registerCommands(generalCommands);
});
afterAll(() => {
  unwatch();
  unregister();
});
beforeEach(() => closePalette());
afterEach(() => {
  cleanup();
  signOut();
});

describe("Ctrl/⌘+K before the shell is there", () => {
  it("is kept while the signed-in console loads and opens the palette once the binder arrives", () => {
    signIn("root");
    expect(press().defaultPrevented).toBe(true);
    expect(paletteStore.get().open).toBe(false);
    render(<KeyBindings />);
    expect(paletteStore.get().open).toBe(true);
  });

  it("is kept when pressed while the sign-in's answer is on its way (before the token is stored)", () => {
    const ended = signInStarted();
    expect(press().defaultPrevented).toBe(true);
    signIn("root");
    ended();
    render(<KeyBindings />);
    expect(paletteStore.get().open).toBe(true);
  });

  it("drops a press made during a sign-in that was refused", () => {
    const ended = signInStarted();
    press();
    ended();
    signIn("root");
    render(<KeyBindings />);
    expect(paletteStore.get().open).toBe(false);
  });

  it("opens nothing when it was not pressed, or pressed signed out", () => {
    press();
    expect(press().defaultPrevented).toBe(false);
    signIn("root");
    render(<KeyBindings />);
    expect(paletteStore.get().open).toBe(false);
  });

  it("leaves the key to the binder once it is there", () => {
    signIn("root");
    const { unmount } = render(<KeyBindings />);
    press();
    // The binder's own command opened it: nothing is kept for a later shell.
    expect(paletteStore.get().open).toBe(true);
    unmount();
    closePalette();
    render(<KeyBindings />);
    expect(paletteStore.get().open).toBe(false);
  });
});
