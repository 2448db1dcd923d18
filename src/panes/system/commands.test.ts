// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import "../../i18n";
import type { UserRow } from "../../api/users";
import { currentContext } from "../../commands/context";
import { executeCommand } from "../../commands/execute";
import { availableCommands, registerCommands } from "../../commands/registry";
import { signOut } from "../../commands/testing/session-fixture";
import type { Privilege } from "../../permissions/catalog";
import { session } from "../../session/store";
import { currentDialog } from "../../workspace/intents";
import { openPane, resetWorkspace } from "../../workspace/store";
import { systemCommands } from "./commands";
import { LOGS, USERS } from "./kinds";

/** Ids deleted on the server, with the reason each DELETE carried. */
const deleted: { id: number; reason: unknown }[] = [];
vi.mock("../../api/client", () => ({
  api: vi.fn(async (path: string, options: { method?: string; query?: Record<string, unknown> }) => {
    const id = Number(path.split("/").pop());
    if (options.method !== "DELETE") throw new Error(`unexpected ${path}`);
    if (id === 13) throw new Error("refused");
    deleted.push({ id, reason: options.query?.reason });
    return { user_id: id };
  }),
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts }));

let dispose: () => void = () => undefined;
beforeAll(() => {
  dispose = registerCommands(systemCommands);
});
afterAll(() => dispose());
afterEach(() => {
  signOut();
  resetWorkspace();
  vi.clearAllMocks();
});

function signInWith(privileges: Privilege[]) {
  session.token = "t";
  session.user = {
    user_id: 1,
    name: "gestor",
    fullname: "Gestor",
    email: "g@adm.test",
    root: 0,
    region: "mexico",
    rules: [{ name: "user", privileges: Object.fromEntries(privileges.map((p) => [p, true])) }],
    groups: [],
    regions: [],
    tenants: [],
  };
}

const row = (user_id: number) => ({ user_id, name: `u${user_id}`, email: `u${user_id}@adm.test` }) as UserRow;
const ids = (surface: "row" | "toolbar" | "palette") =>
  availableCommands(systemCommands, surface, currentContext(), USERS).map((c) => c.command.id);

describe("system commands", () => {
  it("are hidden without their privilege and shown with it, on the users pane only", () => {
    signInWith([]);
    const pane = openPane(USERS);
    expect(ids("row")).toEqual([]);
    signInWith(["view"]);
    expect(ids("toolbar")).toEqual([]);
    signInWith(["view", "edit"]);
    expect(ids("row")).toEqual(["system.editUser", "system.toggleUserActive"]);
    signInWith(["view", "new", "edit", "delete"]);
    expect(ids("toolbar")).toEqual(["system.createUser", "system.deleteUsers"]);
    openPane(LOGS, {}, { target: pane });
    expect(ids("palette")).toEqual([]);
  });

  it("offers a user who may only view 'Ver usuario', opening the form read-only, and an editor 'Editar usuario'", async () => {
    signInWith(["view"]);
    const pane = openPane(USERS);
    expect(ids("row")).toEqual(["system.viewUser"]);
    expect(ids("palette")).toEqual(["system.viewUser"]);
    await executeCommand("system.viewUser", "row", undefined, { selection: [row(7)] });
    expect(currentDialog(pane)).toMatchObject({
      type: "user",
      mode: "edit",
      readOnly: true,
      row: { user_id: 7 },
    });
    signInWith(["view", "edit"]);
    expect(ids("palette")).toEqual(["system.editUser", "system.toggleUserActive"]);
    expect(ids("row")).not.toContain("system.viewUser");
  });

  it("opens the create modal of the focused pane, and edits exactly one row", async () => {
    signInWith(["view", "new", "edit"]);
    const pane = openPane(USERS);
    await executeCommand("system.createUser", "keyboard");
    expect(currentDialog(pane)).toEqual({ type: "user", mode: "create" });
    await executeCommand("system.editUser", "row", undefined, { selection: [row(1), row(2)] });
    expect(toasts.info).toHaveBeenCalledWith("Seleccione una sola fila.");
    expect(currentDialog(pane)).toEqual({ type: "user", mode: "create" });
    await executeCommand("system.duplicateUser", "row", undefined, { selection: [row(7)] });
    expect(currentDialog(pane)).toMatchObject({ type: "user", mode: "duplicate", row: { user_id: 7 } });
  });

  it("asks before a status switch through its declared confirmation, on exactly one row", async () => {
    signInWith(["view", "edit"]);
    openPane(USERS);
    const confirm = vi.fn(() => false);
    Object.assign(window, { confirm });
    const result = await executeCommand("system.toggleUserActive", "row", undefined, {
      selection: [{ ...row(5), active: 1 }],
    });
    expect(result).toEqual({ status: "cancelled" });
    expect((confirm.mock.calls[0] as unknown[])[0]).toContain("u5");
    await executeCommand("system.toggleUserActive", "row", undefined, { selection: [row(1), row(2)] });
    expect(toasts.info).toHaveBeenCalledWith("Seleccione una sola fila.");
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it("bulk-deletes every selected user after its impact and a reason, then reports each failure", async () => {
    signInWith(["view", "delete"]);
    openPane(USERS);
    deleted.length = 0;
    const confirm = vi.fn(() => true);
    const prompt = vi.fn(() => "Cuentas duplicadas");
    Object.assign(window, { confirm, prompt });
    const result = await executeCommand("system.deleteUsers", "toolbar", undefined, {
      selection: [row(11), row(12), row(13)],
    });
    expect(result).toEqual({ status: "ran" });
    expect((confirm.mock.calls[0] as unknown[])[0]).toContain("u13 <u13@adm.test>");
    expect(deleted).toEqual([
      { id: 11, reason: "Cuentas duplicadas" },
      { id: 12, reason: "Cuentas duplicadas" },
    ]);
    expect(toasts.warning).toHaveBeenCalledWith(
      "Borrados: 2 · No borrados: 1",
      expect.objectContaining({ description: expect.stringContaining("u13 <u13@adm.test>") }),
    );
  });

  it("deletes nothing when the confirmation is declined or the reason left empty, and asks nothing without rows", async () => {
    signInWith(["view", "delete"]);
    openPane(USERS);
    const confirm = vi.fn(() => false);
    const prompt = vi.fn(() => "  ");
    Object.assign(window, { confirm, prompt });
    deleted.length = 0;
    await executeCommand("system.deleteUsers", "row", undefined, { selection: [row(20)] });
    expect(confirm).toHaveBeenCalledTimes(1);
    confirm.mockReturnValue(true);
    expect(await executeCommand("system.deleteUsers", "row", undefined, { selection: [row(20)] })).toEqual({
      status: "cancelled",
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(deleted).toEqual([]);
    await executeCommand("system.deleteUsers", "toolbar", undefined, { selection: [] });
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(toasts.info).toHaveBeenCalledWith("Seleccione al menos una fila.");
  });
});
