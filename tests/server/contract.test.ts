import { describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { openDatabase } from "../../server/db/database.ts";
import { MESSAGES } from "../../server/i18n/messages.ts";
import { SERVER_MODULES } from "../../server/modules.ts";
import { declaredCalls, errorsOf, modulesOf, privilegesOf } from "../../src/contract/define.ts";
import { ERROR_CODES } from "../../src/contract/errors.ts";
import { isModuleName, PRIVILEGES } from "../../src/permissions/catalog.ts";
import { implementedCalls, mountedRouteKeys, routeKeys } from "./contract-checks.ts";

const contractModules = import.meta.glob(["../../src/contract/**/*.ts", "!**/*.test.ts"], { eager: true });
const declared = declaredCalls(contractModules);
const implemented = implementedCalls(SERVER_MODULES);
const app = createApp({ db: openDatabase(":memory:"), secret: "contract-test-secret-0123456789" });

describe("one contract per call", () => {
  it("finds the declarations of every contract module", () => {
    expect(declared.length).toBeGreaterThan(40);
    expect(new Set(declared.map((d) => d.module))).toEqual(
      new Set([
        "base",
        "auth",
        "profile",
        "notifications",
        "consumption",
        "logs",
        "system",
        "reference",
        "filters",
        "mails",
        "signals",
        "providers",
        "servicetype",
        "dashboard",
        "agu",
        "dummy",
        "products",
        "apa",
        "jobs",
        "workspaces",
        "shortcuts",
        "privacy",
      ]),
    );
  });

  it("mounts every declaration, once: no declaration without its route", () => {
    const ids = implemented.map((d) => d.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(declared.map((d) => d.operationId).sort());
  });

  it("mounts nothing else: every route under /services has a declaration", () => {
    const expected = new Set(routeKeys(implemented));
    const mounted = mountedRouteKeys(app);
    expect(mounted.filter((key) => !expected.has(key))).toEqual([]);
    expect([...expected].filter((key) => !mounted.includes(key))).toEqual([]);
  });

  it("would notice a route mounted by hand, outside the declarations", () => {
    const rogue = createApp({ db: openDatabase(":memory:"), secret: "contract-test-secret-0123456789" });
    rogue.get("/services/rogue", (c) => c.text("no declaration"));
    const expected = new Set(routeKeys(implemented));
    expect(mountedRouteKeys(rogue).filter((key) => !expected.has(key))).toEqual(["GET /services/rogue"]);
  });

  it("names operations <module>.<verbNoun>, uniquely, and no two calls share a method and path", () => {
    for (const decl of declared) expect(decl.operationId).toMatch(/^[a-z]+\.[a-z][a-zA-Z]+$/);
    expect(new Set(declared.map((d) => d.operationId)).size).toBe(declared.length);
    const keys = routeKeys(declared);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("requires only real modules and privileges of the catalogue", () => {
    for (const { access, operationId } of declared) {
      if (typeof access !== "object") continue;
      for (const module of modulesOf(access))
        expect(isModuleName(module), `${operationId}: ${module}`).toBe(true);
      for (const privilege of privilegesOf(access)) expect(PRIVILEGES).toContain(privilege);
    }
  });

  it("has a Spanish and an English server text for every error code a call may answer", () => {
    const codes = new Set(declared.flatMap(errorsOf));
    for (const code of codes) {
      expect(MESSAGES.es[code], code).toBeTruthy();
      expect(MESSAGES.en[code], code).toBeTruthy();
    }
    expect(ERROR_CODES.filter((code) => !codes.has(code) && code !== "not_found")).toEqual([]);
  });
});
