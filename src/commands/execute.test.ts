// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paneKindId } from "../workspace/kinds";
import { openPane, resetWorkspace } from "../workspace/store";
import { executeCommand } from "./execute";
import { paletteStore } from "./palette/state";
import { registerCommands } from "./registry";
import { signIn, signOut } from "./testing/session-fixture";
import { type AnyCommand, defineCommand } from "./types";

let dispose: () => void = () => undefined;
const ran = vi.fn();

function register(...commands: AnyCommand[]) {
  dispose = registerCommands(commands);
}

const base = {
  title: "commands.general.openPalette",
  module: "general" as const,
  surfaces: ["palette" as const],
};

beforeEach(() => {
  ran.mockReset();
  resetWorkspace();
});
afterEach(() => {
  dispose();
  signOut();
  vi.restoreAllMocks();
});

describe("executeCommand", () => {
  it("re-checks the permission a surface should already have filtered", async () => {
    signIn(["logs"]);
    register({ ...base, id: "general.guarded", requires: { module: "user", privilege: "view" }, run: ran });
    expect(await executeCommand("general.guarded", "palette")).toEqual({ status: "denied" });
    expect(ran).not.toHaveBeenCalled();
  });

  it("runs a permitted command with the focused pane and its selection in the context", async () => {
    signIn(["user"]);
    openPane(paneKindId("system.users"), { q: "ana" });
    register({ ...base, id: "general.act", requires: { module: "user", privilege: "view" }, run: ran });
    expect(await executeCommand("general.act", "keyboard", undefined, { selection: [{ id: 7 }] })).toEqual({
      status: "ran",
    });
    const [ctx] = ran.mock.calls[0];
    expect(ctx.pane).toMatchObject({ kind: "system.users", params: { q: "ana" } });
    expect(ctx.selection).toEqual([{ id: 7 }]);
  });

  it("keeps pane-scoped commands to their pane kind, and honours when/enabled", async () => {
    signIn("root");
    openPane(paneKindId("system.logs"));
    register(
      { ...base, id: "general.scoped", pane: paneKindId("system.users"), run: ran },
      { ...base, id: "general.hidden", when: () => false, run: ran },
      { ...base, id: "general.off", enabled: () => ({ reason: "commands.reasons.onlyPane" }), run: ran },
    );
    expect(await executeCommand("general.scoped", "api")).toEqual({ status: "notApplicable" });
    expect(await executeCommand("general.hidden", "api")).toEqual({ status: "notApplicable" });
    expect(await executeCommand("general.off", "api")).toEqual({
      status: "disabled",
      reason: "commands.reasons.onlyPane",
    });
    expect(ran).not.toHaveBeenCalled();
  });

  it("shows a declared confirmation's impact first, runs with its reason, and respects a refusal", async () => {
    signIn("root");
    const preview = vi.fn(() => ({ title: "Borrar", records: ["ana"], confirmLabel: "Borrar" }));
    register({ ...base, id: "general.destroy", confirm: { preview, reason: true }, run: ran });
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValue(true);
    const prompt = vi.fn().mockReturnValueOnce("").mockReturnValueOnce(" Pedido por soporte ");
    Object.assign(window, { confirm, prompt });
    expect(await executeCommand("general.destroy", "palette")).toEqual({ status: "cancelled" });
    expect(await executeCommand("general.destroy", "palette")).toEqual({ status: "cancelled" });
    expect(ran).not.toHaveBeenCalled();
    expect(await executeCommand("general.destroy", "palette")).toEqual({ status: "ran" });
    expect(confirm).toHaveBeenLastCalledWith("Borrar\nana");
    expect(ran).toHaveBeenCalledTimes(1);
    expect(ran.mock.calls[0][2]).toEqual({ reason: "Pedido por soporte", values: {} });
    expect(preview).toHaveBeenCalledTimes(3);
  });

  it("opens the palette on the argument page when a command needing args is run without them", async () => {
    signIn("root");
    const withArgs = defineCommand<string>({
      ...base,
      id: "general.pick",
      args: { placeholder: "palette.placeholder", suggest: () => [] },
      run: ran,
    });
    register(withArgs);
    expect(await executeCommand("general.pick", "keyboard")).toEqual({ status: "needsArgs" });
    expect(paletteStore.get()).toMatchObject({ open: true, commandId: "general.pick" });
    expect(await executeCommand("general.pick", "palette", "x")).toEqual({ status: "ran" });
    expect(ran.mock.calls[0][1]).toBe("x");
  });

  it("reports a failing command instead of throwing", async () => {
    signIn("root");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    register({ ...base, id: "general.boom", run: () => Promise.reject(new Error("boom")) });
    expect(await executeCommand("general.boom", "palette")).toMatchObject({ status: "failed" });
    expect(await executeCommand("general.nothing", "palette")).toEqual({ status: "unknown" });
  });
});
