import { beforeAll, describe, expect, it } from "vitest";
import { WORKSPACES_PER_USER } from "../../src/contract/workspaces.ts";
import { countRows, createTestApp, type TestApp } from "./helpers.ts";

// Saved workspaces (issue 32 item 3): each user reads and writes only their own, and bad input loses nothing.

let t: TestApp;
let ana: string;
let otto: string;

const LAYOUT = "/index/filters?ws=h(1.filters.list:search=plan%20b,2.home.main)!1";

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.login("soporte@adm.test");
  otto = await t.login("operador@adm.test");
});

const save = (token: string, body: Record<string, unknown>) =>
  t.call("PUT", "/services/workspaces", { token, body });
const list = async (token: string) => (await t.call("GET", "/services/workspaces", { token })).body.result;

describe("saved workspaces", () => {
  it("saves a layout under a trimmed name, lists it, and replaces it by name only when asked", async () => {
    const saved = await save(ana, { name: "  Mi turno ", url: LAYOUT });
    expect(saved.http).toBe(200);
    expect(saved.body.result).toMatchObject({ name: "Mi turno", url: LAYOUT, is_home: false });
    expect(await list(ana)).toEqual([saved.body.result]);

    const again = await save(ana, { name: "Mi turno", url: "/index/main" });
    expect([again.http, again.body.error, again.body.extra]).toEqual([
      409,
      "workspace_name_taken",
      { datafield: "name" },
    ]);
    expect((await list(ana))[0].url).toBe(LAYOUT);

    t.clock.advance(60_000);
    const replaced = await save(ana, { name: "Mi turno", url: "/index/main", replace: true });
    expect(replaced.body.result).toMatchObject({
      workspace_id: saved.body.result.workspace_id,
      url: "/index/main",
      created_at: saved.body.result.created_at,
      updated_at: new Date(t.clock.now).toISOString(),
    });
  });

  it("refuses an empty or too long name and a URL that is not a console path, keeping what was saved", async () => {
    const before = await list(ana);
    const refusals = [
      { name: "   ", url: LAYOUT, field: "name" },
      { name: "x".repeat(81), url: LAYOUT, field: "name" },
      { name: "Fuera", url: "https://evil.example/index/main", field: "url" },
      { name: "Fuera", url: "//evil.example/index/main", field: "url" },
      { name: "Fuera", url: "/index/main#top", field: "url" },
      { name: "Fuera", url: "/login", field: "url" },
      { name: "Fuera", url: "/index/main?x=%zz", field: "url" },
      { name: "Fuera", url: `/index/main?x=${"a".repeat(4000)}`, field: "url" },
    ];
    for (const { field, ...body } of refusals) {
      const reply = await save(ana, body);
      expect([reply.http, reply.body.error, reply.body.extra?.datafield], JSON.stringify(body)).toEqual([
        400,
        "invalid_request",
        field,
      ]);
    }
    expect(await list(ana)).toEqual(before);
  });

  it("renames within the user's names only", async () => {
    const other = (await save(ana, { name: "Cierre", url: "/index/main" })).body.result;
    const taken = await t.call("PUT", `/services/workspaces/${other.workspace_id}`, {
      token: ana,
      body: { name: "Mi turno" },
    });
    expect([taken.http, taken.body.error]).toEqual([409, "workspace_name_taken"]);
    const renamed = await t.call("PUT", `/services/workspaces/${other.workspace_id}`, {
      token: ana,
      body: { name: "Cierre de mes" },
    });
    expect(renamed.body.result).toMatchObject({ workspace_id: other.workspace_id, name: "Cierre de mes" });
    // Another user may use the same names.
    expect((await save(otto, { name: "Cierre de mes", url: "/index/main" })).http).toBe(200);
  });

  it("keeps at most one home, and unsets it", async () => {
    const [first, second] = await list(ana);
    const home = async (id: number, method: "PUT" | "DELETE") =>
      (await t.call(method, `/services/workspaces/${id}/home`, { token: ana })).body.result;
    expect((await home(first.workspace_id, "PUT")).is_home).toBe(true);
    expect((await home(second.workspace_id, "PUT")).is_home).toBe(true);
    expect((await list(ana)).filter((w: { is_home: boolean }) => w.is_home)).toEqual([
      expect.objectContaining({ workspace_id: second.workspace_id }),
    ]);
    expect((await home(second.workspace_id, "DELETE")).is_home).toBe(false);
    expect((await list(ana)).some((w: { is_home: boolean }) => w.is_home)).toBe(false);
  });

  it("never reads, changes or deletes another user's workspace: it is not found", async () => {
    const mine = (await list(ana))[0];
    const rowsBefore = await list(ana);
    const attempts = [
      t.call("PUT", `/services/workspaces/${mine.workspace_id}`, { token: otto, body: { name: "Robado" } }),
      t.call("DELETE", `/services/workspaces/${mine.workspace_id}`, { token: otto }),
      t.call("PUT", `/services/workspaces/${mine.workspace_id}/home`, { token: otto }),
      t.call("DELETE", `/services/workspaces/${mine.workspace_id}/home`, { token: otto }),
    ];
    for (const reply of await Promise.all(attempts))
      expect([reply.http, reply.body.error]).toEqual([404, "workspace_not_found"]);
    // Saving under the other user's name makes a workspace of one's own, never touches theirs.
    const own = await save(otto, { name: mine.name, url: "/index/main", replace: true });
    expect(own.body.result.workspace_id).not.toBe(mine.workspace_id);
    expect((await list(otto)).map((w: { name: string }) => w.name)).not.toContain("Cierre");
    expect(await list(ana)).toEqual(rowsBefore);
    const gone = await t.call("DELETE", "/services/workspaces/999999", { token: ana });
    expect([gone.http, gone.body.error]).toEqual([404, "workspace_not_found"]);
  });

  it("refuses more than the allowed number of workspaces, and deletes one's own", async () => {
    const token = await t.login("consulta@adm.test");
    for (let i = 0; i < WORKSPACES_PER_USER; i += 1)
      expect((await save(token, { name: `Vista ${i}`, url: "/index/main" })).http).toBe(200);
    const rows = await countRows(t.db, "saved_workspaces");
    const over = await save(token, { name: "Una más", url: "/index/main" });
    expect([over.http, over.body.error]).toEqual([409, "workspace_limit_reached"]);
    expect(await countRows(t.db, "saved_workspaces")).toBe(rows);
    // Replacing an existing one is still allowed at the limit.
    expect((await save(token, { name: "Vista 0", url: "/index/main?x=1", replace: true })).http).toBe(200);
    const first = (await list(token))[0];
    const deleted = await t.call("DELETE", `/services/workspaces/${first.workspace_id}`, { token });
    expect(deleted.body.result).toEqual({ workspace_id: first.workspace_id });
    expect(await list(token)).toHaveLength(WORKSPACES_PER_USER - 1);
  });

  it("answers a caller without a session with the session refusal", async () => {
    const reply = await t.call("GET", "/services/workspaces");
    expect(reply.http).toBe(401);
  });
});
