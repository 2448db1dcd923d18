import { beforeAll, describe, expect, it } from "vitest";
import { SERVER_MODULES } from "../../server/modules.ts";
import { ERROR_STATUS } from "../../src/contract/errors.ts";
import { notesModule } from "./fixture-module/module.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// A module with its own error code: declared in its contract file with its status and texts, registered by the
// module's one line (this array). No catalogue, message table or locale file is edited.
const modules = [...SERVER_MODULES, notesModule];

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ scale: "small", logs: 100 }, { modules });
  admin = await t.login("admin@adm.test");
});

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
