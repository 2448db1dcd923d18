// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import "../i18n";
import "../shell/modules";
import { AppToaster } from "../ui/toaster";
import { installKeybindings } from "./keybindings";
import { LIBRARY_HOTKEYS, libraryHotkeyCollisions } from "./library-hotkeys";
import { getCommands } from "./registry";
import { signIn } from "./testing/session-fixture";

afterEach(cleanup);

const sonner = LIBRARY_HOTKEYS.find((hotkey) => hotkey.library === "sonner");

function press(key: string, code: string, mods: KeyboardEventInit) {
  document.body.dispatchEvent(
    new KeyboardEvent("keydown", { key, code, bubbles: true, cancelable: true, ...mods }),
  );
}

describe("library hotkeys", () => {
  it("leave no key to a library that a command also uses, and hand Alt+T to the binder", () => {
    expect(libraryHotkeyCollisions(getCommands())).toEqual([]);
  });

  it("would catch sonner's Alt+T firing on Alt+Shift+T (terminate) if it were left live", () => {
    expect(sonner).toBeDefined();
    const live = { ...(sonner as NonNullable<typeof sonner>), handling: "live" as const };
    expect(libraryHotkeyCollisions(getCommands(), [live]).join("\n")).toContain("consumption.terminateAll");
  });

  it("flags a hotkey handed to a command that binds another key", () => {
    const handed = {
      library: "x",
      keys: "alt+q",
      match: "exact" as const,
      handling: { owner: "general.openPalette" },
    };
    expect(libraryHotkeyCollisions(getCommands(), [handed])).toHaveLength(1);
  });

  it("keeps focus out of the toasts on Alt+Shift+T; the binder's Alt+T moves it in", async () => {
    signIn("root");
    const uninstall = installKeybindings(window);
    render(<AppToaster />);
    act(() => void toast.info("Aviso"));
    const list = await new Promise<HTMLElement>((resolve) => {
      const find = () => {
        const found = document.querySelector<HTMLElement>("[data-sonner-toaster]");
        if (found) resolve(found);
        else setTimeout(find, 10);
      };
      find();
    });
    act(() => press("T", "KeyT", { altKey: true, shiftKey: true }));
    expect(list.contains(document.activeElement)).toBe(false);
    act(() => press("t", "KeyT", { altKey: true }));
    expect(document.activeElement).toBe(list);
    uninstall();
  });
});
