import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { validate } from "@readme/openapi-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { SERVER_MODULES } from "../../server/modules.ts";
import { openApiPath, operationIdOf } from "../../src/contract/openapi.ts";
import { implementedCalls } from "./contract-checks.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

type Operation = { operationId: string; responses: Record<string, unknown>; security: unknown[] };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: Document;

beforeAll(async () => {
  t = await createTestApp({ scale: "small", logs: 100 });
  const admin = await t.login("admin@adm.test");
  const response = await t.app.request("/services/openapi.json", {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(response.status).toBe(200);
  document = (await response.json()) as Document;
});

describe("GET /services/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it("lists every route the server mounts, under its declaration's operationId, and nothing else", () => {
    const calls = implementedCalls(SERVER_MODULES);
    const expected = calls.flatMap((decl) =>
      decl.methods.map((method) => `${method} ${openApiPath(decl.path)} ${operationIdOf(decl, method)}`),
    );
    const listed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`),
    );
    expect(listed.sort()).toEqual(expected.sort());
  });

  it("documents each call's error codes under their HTTP status, and who may call it", () => {
    const deleteUser = document.paths["/user/{user_id}"].delete;
    expect(deleteUser.operationId).toBe("system.deleteUser");
    expect(JSON.stringify(deleteUser.responses["409"])).toContain("user_self_action");
    expect(JSON.stringify(deleteUser.responses["403"])).toContain("user_without_permission");
    expect(deleteUser.security).toEqual([{ bearer: [] }]);
    const byEmail = document.paths["/consulta_consumo/user/byemail"];
    // The business refusals travel with HTTP 200 (status 1, result.errors), beside the success.
    expect(JSON.stringify(byEmail.get.responses["200"])).toContain("PGS_USR_00001");
    expect(byEmail.post.operationId).toBe("consumption.findUserByEmailViaPost");
    expect(document.paths["/auth/login"].post.security).toEqual([]);
  });

  it("is for root users: a signed-in non-root user is refused, an anonymous one too", async () => {
    const soporte = await t.login("soporte@adm.test");
    const refused = await t.call("GET", "/services/openapi.json", { token: soporte });
    expect(refused.http).toBe(403);
    expect(refused.body.error).toBe("user_without_permission");
    expect((await t.call("GET", "/services/openapi.json")).http).toBe(401);
  });
});

describe("the interactive reference", () => {
  it("serves a public page that loads the renderer from this server, never from a CDN", async () => {
    const page = await t.app.request("/services/reference");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain('<script src="reference/standalone.js"></script>');
    expect(html).toContain('fetch("openapi.json"');
    expect(html).not.toMatch(/https?:\/\//);
  });

  it("serves Scalar's standalone bundle from node_modules", async () => {
    const response = await t.app.request("/services/reference/standalone.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/javascript");
    const bundle = fileURLToPath(import.meta.resolve("@scalar/api-reference/browser/standalone.js"));
    expect(await response.text()).toBe(readFileSync(bundle, "utf8"));
  });
});
