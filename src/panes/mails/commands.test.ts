// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentContext } from "../../commands/context";
import { executeCommand } from "../../commands/execute";
import { availableCommands, getCommands } from "../../commands/registry";
import { signInWithPrivileges, signOut } from "../../commands/testing/session-fixture";
import "../../i18n";
import "../../shell/modules";
import { currentDialog } from "../../workspace/intents";
import { focusedPane, markWorkspaceMounted, openPane, resetWorkspace } from "../../workspace/store";
import { DEMO } from "../dummy/kinds";
import { MAILS } from "./kinds";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  signOut();
  resetWorkspace();
});

const paletteIds = () =>
  availableCommands(getCommands(), "palette", currentContext()).map(({ command }) => command.id);

describe("'Nuevo correo' from any screen (issue 31 item 6b)", () => {
  it("is offered on another screen, opens the mails screen and then asks it for the new form", async () => {
    signInWithPrivileges("mails", ["view", "new"]);
    markWorkspaceMounted();
    openPane(DEMO);
    expect(paletteIds()).toContain("mails.createMailElsewhere");
    expect(paletteIds()).not.toContain("mails.createMail");

    expect(await executeCommand("mails.createMailElsewhere", "palette")).toEqual({ status: "ran" });
    const pane = focusedPane();
    expect(pane?.kind).toBe(MAILS);
    expect(currentDialog(pane?.id ?? "")).toEqual({ type: "create" });
  });

  it("on the mails screen only the pane's own command (with its key) is offered", () => {
    signInWithPrivileges("mails", ["view", "new"]);
    openPane(MAILS);
    expect(paletteIds()).toContain("mails.createMail");
    expect(paletteIds()).not.toContain("mails.createMailElsewhere");
  });
});
