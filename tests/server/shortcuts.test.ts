import { beforeAll, describe, expect, it } from "vitest";
import { SHORTCUTS_PER_USER } from "../../src/contract/shortcuts.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// Own shortcuts (issue 32 item 4): each user reads and changes only their own bindings; bad input stores nothing.

let t: TestApp;
let ana: string;
let otto: string;

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.login("soporte@adm.test");
  otto = await t.login("operador@adm.test");
});

const set = (token: string, commandId: string, keys: unknown) =>
  t.call("PUT", `/services/shortcuts/${commandId}`, { token, body: { keys } });
const reset = (token: string, commandId?: string) =>
  t.call("DELETE", `/services/shortcuts${commandId ? `/${commandId}` : ""}`, { token });
const list = async (token: string) => (await t.call("GET", "/services/shortcuts", { token })).body.result;

describe("own shortcuts", () => {
  it("sets a command's keys, replaces them, and resets one or all, for the caller only", async () => {
    const first = await set(ana, "general.showShortcuts", "mod+alt+h");
    expect([first.http, first.body.result]).toEqual([
      200,
      { command_id: "general.showShortcuts", keys: "mod+alt+h" },
    ]);
    await set(ana, "general.showShortcuts", "mod+shift+h");
    await set(ana, "workspace.splitRight", "alt+shift+\\");
    expect(await list(ana)).toEqual([
      { command_id: "general.showShortcuts", keys: "mod+shift+h" },
      { command_id: "workspace.splitRight", keys: "alt+shift+\\" },
    ]);

    await set(otto, "general.showShortcuts", "f2");
    expect(await list(otto)).toEqual([{ command_id: "general.showShortcuts", keys: "f2" }]);
    expect(await list(ana)).toHaveLength(2);

    // Otto's resets reach only his own rows: Ana keeps hers.
    expect((await reset(otto)).body.result).toEqual({ reset: 1 });
    expect(await list(ana)).toHaveLength(2);

    expect((await reset(ana, "workspace.splitRight")).body.result).toEqual({
      command_id: "workspace.splitRight",
    });
    expect(await list(ana)).toEqual([{ command_id: "general.showShortcuts", keys: "mod+shift+h" }]);
    expect((await reset(ana, "workspace.splitRight")).http).toBe(200);
    expect((await reset(ana)).body.result).toEqual({ reset: 1 });
    expect(await list(ana)).toEqual([]);
  });

  it("refuses a chord off the notation and an id that is no command's shape, storing nothing", async () => {
    for (const keys of [
      "",
      "mod+",
      "ctrl+ctrl+k",
      "hyper+k",
      "Mod+K",
      "mod+k+j",
      "mod++",
      "a b",
      "mod+shift",
      "alt+cmd",
      5,
      null,
    ]) {
      const reply = await set(ana, "general.showShortcuts", keys);
      expect([reply.http, reply.body.error, reply.body.extra?.datafield], String(keys)).toEqual([
        400,
        "invalid_request",
        "keys",
      ]);
    }
    for (const id of ["general", "general.", ".open", "General.open", "a.b.c", "x".repeat(101) + ".y"]) {
      const reply = await set(ana, id, "mod+alt+h");
      expect([reply.http, reply.body.error], id).toEqual([400, "invalid_request"]);
    }
    expect(await list(ana)).toEqual([]);
  });

  it("keeps a user's bindings within the limit", async () => {
    for (let i = 0; i < SHORTCUTS_PER_USER; i += 1)
      expect((await set(otto, `fixture.command${i}`, "alt+f9")).http).toBe(200);
    const over = await set(otto, "fixture.oneMore", "alt+f9");
    expect([over.http, over.body.error]).toEqual([409, "shortcut_limit_reached"]);
    expect((await set(otto, "fixture.command0", "alt+f8")).http).toBe(200);
    expect(await list(otto)).toHaveLength(SHORTCUTS_PER_USER);
  });

  it("asks for a signed-in user", async () => {
    expect((await t.call("GET", "/services/shortcuts", {})).http).toBe(401);
  });
});
