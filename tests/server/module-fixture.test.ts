import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { SERVER_MODULES } from "../../server/modules.ts";
import { secondaryIndexes } from "../../server/seed/table-indexes.ts";
import { ERROR_STATUS } from "../../src/contract/errors.ts";
import { mountedRouteKeys, routeKeys } from "./contract-checks.ts";
import { notesModule } from "./fixture-module/module.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// Adding a module is its own files plus one line in the module list: here the line is this array.
const modules = [...SERVER_MODULES, notesModule];

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ scale: "small", logs: 100 }, { modules });
  admin = await t.login("admin@adm.test");
});

describe("a module registered by its own files", () => {
  it("is migrated: its table exists and its migration is recorded", async () => {
    const ran = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.db);
    expect(ran.rows.map((r) => r.name)).toContain("900-fixture-notes");
    const tables = await t.db.introspection.getTables();
    const notes = tables.find((table) => table.name === "fixture_notes");
    expect(notes?.columns.map((c) => c.name)).toEqual(["note_id", "text"]);
  });

  it("is bulk-loaded on either database: its index rebuilt after the load", async () => {
    expect((await secondaryIndexes(t.db, "fixture_notes")).map((index) => index.name)).toEqual([
      "fixture_notes_text_idx",
    ]);
  });

  it("is seeded in the modules' order", async () => {
    const notes = await t.call("GET", "/services/notes", { token: admin });
    expect(notes.body.result).toEqual([{ note_id: 1, text: "sembrada" }]);
  });

  it("is mounted from its declarations, with their validation and access rules", async () => {
    const added = await t.call("POST", "/services/notes", { token: admin, body: { text: " nueva " } });
    expect(added.http).toBe(201);
    expect(added.body.result).toEqual({ note_id: 2, text: "nueva" });
    const invalid = await t.call("POST", "/services/notes", { token: admin, body: { text: "" } });
    expect([invalid.http, invalid.body.error, invalid.body.extra]).toEqual([
      400,
      "invalid_request",
      { datafield: "text" },
    ]);
    const casual = await t.login("consulta@adm.test");
    expect((await t.call("POST", "/services/notes", { token: casual, body: { text: "x" } })).http).toBe(403);
    expect((await t.call("GET", "/services/notes/9", { token: casual })).body.error).toBe("not_found");
    const expected = new Set(routeKeys(modules.flatMap((m) => (m.routes ?? []).flatMap((g) => g.calls))));
    expect(mountedRouteKeys(t.app).filter((key) => !expected.has(key))).toEqual([]);
    expect([...expected].filter((key) => key.includes("/notes"))).toHaveLength(3);
  });

  it("is in the OpenAPI document under its operationIds", async () => {
    const response = await t.app.request("/services/openapi.json", {
      headers: { authorization: `Bearer ${admin}` },
    });
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(document.paths["/notes"].get.operationId).toBe("notes.listNotes");
    expect(document.paths["/notes"].post.operationId).toBe("notes.addNote");
    expect(document.paths["/notes/{note_id}"].get.operationId).toBe("notes.getNote");
  });
});

// Its own error code: declared in its contract file with its status and texts, registered by the same line. No
// catalogue, message table or locale file is edited.
describe("a module's own error code", () => {
  it("is answered with its status and its Spanish text", async () => {
    const refused = await t.call("POST", "/services/notes", { token: admin, body: { text: "sembrada" } });
    expect([refused.http, refused.body.status, refused.body.error, refused.body.message]).toEqual([
      409,
      409,
      "note_exists",
      "Ya existe una nota con ese texto.",
    ]);
    expect(ERROR_STATUS.note_exists).toBe(409);
  });

  it("is in the server's translations, in Spanish and English", async () => {
    const translations = await t.call("GET", "/services/base/translations");
    expect(translations.body.result.es.note_exists).toBe("Ya existe una nota con ese texto.");
    expect(translations.body.result.en.note_exists).toBe("A note with that text already exists.");
  });

  it("is in the OpenAPI document of its call, under its status", async () => {
    const response = await t.app.request("/services/openapi.json", {
      headers: { authorization: `Bearer ${admin}` },
    });
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(JSON.stringify(document.paths["/notes"].post.responses["409"])).toContain("note_exists");
  });
});
