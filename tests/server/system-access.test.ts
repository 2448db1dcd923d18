import { beforeAll, describe, expect, it } from "vitest";
import { NO_PERMISSION_MESSAGE } from "../../server/envelope.ts";
import { countTables, createTestApp, type TestApp } from "./helpers.ts";

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ["admin", "operador", "consulta"]) tokens[name] = await t.login(`${name}@adm.test`);
});

const TABLES = [
  "users",
  "user_group_profiles",
  "groups",
  "group_profiles",
  "group_modules",
  "profiles",
  "modules",
];
async function snapshot() {
  return { ...(await t.counts()), ...(await countTables(t.db, TABLES)) };
}

type Call = [method: string, path: string, body?: unknown];
const user = {
  name: "x",
  email: "x@adm.test",
  region_id: 441,
  tz_id: 2,
  plain: "Clave-Larga-1",
  profiles: "2,4",
};
const FAMILIES: Record<
  string,
  { module: string; calls: Record<"view" | "new" | "edit" | "delete", Call[]> }
> = {
  users: {
    module: "user",
    calls: {
      view: [
        ["GET", "/services/user"],
        ["GET", "/services/user/3"],
        ["POST", "/services/user/findby", { email: "a@b.c" }],
      ],
      new: [["POST", "/services/user", user]],
      edit: [
        ["PUT", "/services/user/4", { name: "x" }],
        ["PUT", "/services/user/activation/4", { id: 4, active: 0 }],
      ],
      delete: [["DELETE", "/services/user/5"]],
    },
  },
  groups: {
    module: "groups",
    calls: {
      view: [
        ["GET", "/services/system/group"],
        ["GET", "/services/system/group/2"],
      ],
      new: [["POST", "/services/system/group", { name: "g", title: "G" }]],
      edit: [
        ["PUT", "/services/system/group/2", { title: "x" }],
        ["PUT", "/services/system/group/active/2", { active: 0 }],
      ],
      delete: [["DELETE", "/services/system/group/12"]],
    },
  },
  roles: {
    module: "roles",
    calls: {
      view: [
        ["GET", "/services/system/profile"],
        ["GET", "/services/system/profile/3"],
        ["GET", "/services/system/profile/name/x"],
        ["GET", "/services/system/profile/group/2"],
      ],
      new: [["POST", "/services/system/profile", { name: "r", title: "R", view: 1 }]],
      edit: [
        ["PUT", "/services/system/profile/3", { title: "x" }],
        ["PUT", "/services/system/profile/active/3", { active: 0 }],
      ],
      delete: [["DELETE", "/services/system/profile/5"]],
    },
  },
  modules: {
    module: "modules",
    calls: {
      view: [
        ["GET", "/services/system/module"],
        ["GET", "/services/system/module/1"],
      ],
      new: [["POST", "/services/system/module", { name: "m", title: "M" }]],
      edit: [
        ["PUT", "/services/system/module/1", { title: "x" }],
        ["PUT", "/services/system/module/visible/1", { visible: 0 }],
      ],
      delete: [["DELETE", "/services/system/module/19"]],
    },
  },
};
const everyCall = (family: string) => Object.values(FAMILIES[family].calls).flat();

const forbidden = {
  status: 403,
  result: null,
  error: "user_without_permission",
  extra: null,
  message: NO_PERMISSION_MESSAGE,
};

describe("system administration permissions", () => {
  it("refuses every endpoint with 403 to users without the module (operador: all but system; consulta: none)", async () => {
    for (const who of ["operador", "consulta"]) {
      for (const family of Object.keys(FAMILIES)) {
        for (const [method, path, body] of everyCall(family)) {
          const before = await snapshot();
          const reply = await t.call(method, path, { token: tokens[who], body });
          expect(reply.http, `${who} ${method} ${path}`).toBe(403);
          expect(reply.body).toEqual(forbidden);
          expect(await snapshot()).toEqual(before);
        }
      }
    }
  });

  it("refuses every endpoint with 401 without a token", async () => {
    for (const family of Object.keys(FAMILIES)) {
      for (const [method, path, body] of everyCall(family)) {
        const reply = await t.call(method, path, { body });
        expect(reply.http, `${method} ${path}`).toBe(401);
        expect(reply.body.error).toBe("user_invalid_token");
      }
    }
  });

  it("maps view, new, edit and delete to the right endpoints: a view-only holder reads but cannot write", async () => {
    const role = await t.call("POST", "/services/system/profile", {
      token: tokens.admin,
      body: { name: "lector_sistema", title: "Lector de sistema", view: 1 },
    });
    const group = await t.call("POST", "/services/system/group", {
      token: tokens.admin,
      body: {
        name: "lectores",
        title: "Lectores",
        regions: "1",
        tenants: "1",
        profiles: [role.body.result.profile_id],
        modules: "1,3,4,5",
      },
    });
    await t.call("POST", "/services/user", {
      token: tokens.admin,
      body: {
        ...user,
        email: "lector@adm.test",
        profiles: `${group.body.result.group_id},${role.body.result.profile_id}`,
      },
    });
    const reader = await t.login("lector@adm.test", "Clave-Larga-1");
    for (const family of Object.keys(FAMILIES)) {
      for (const [privilege, calls] of Object.entries(FAMILIES[family].calls)) {
        for (const [method, path, body] of calls) {
          const before = await snapshot();
          const reply = await t.call(method, path, { token: reader, body });
          if (privilege === "view") {
            expect(reply.http, `${method} ${path}`).toBe(200);
          } else {
            expect(reply.http, `${method} ${path}`).toBe(403);
            expect(reply.body).toEqual(forbidden);
            expect(await snapshot()).toEqual(before);
          }
        }
      }
    }
  });
});

describe("pickers", () => {
  it("leave out inactive groups and roles, in base and in the role-of-group list alike", async () => {
    const token = tokens.admin;
    const groups = await t.call("GET", "/services/base/group", { token });
    expect(groups.body.result.map((g: { group_id: number }) => g.group_id)).not.toContain(7);
    const roles = await t.call("GET", "/services/base/profile", { token });
    expect(roles.body.result.map((p: { profile_id: number }) => p.profile_id)).not.toContain(6);
    for (const path of ["/services/base/profile/group/4", "/services/system/profile/group/4"]) {
      const ofGroup = await t.call("GET", path, { token });
      expect(
        ofGroup.body.result.map((p: { profile_id: number }) => p.profile_id),
        path,
      ).toEqual([3]);
    }
    // The administration lists keep them, with their switch off.
    const all = await t.call("GET", "/services/system/group", { token });
    expect(all.body.result.find((g: { group_id: number }) => g.group_id === 7).active).toBe(0);
  });
});

describe("error texts", () => {
  it("serves a Spanish and an English text for every system administration error code", async () => {
    const { es, en } = (await t.call("GET", "/services/base/translations")).body.result;
    for (const code of [
      "user_email_exists",
      "user_group_duplicated",
      "user_group_invalid",
      "user_profile_invalid",
      "user_profiles_required",
      "user_root_required",
      "user_self_action",
      "user_not_found",
      "duplicated_entry",
      "group_not_found",
      "system_group_existing_users",
      "system_group_name_exists",
      "system_group_profile_in_use",
      "system_profile_name_exists",
      "system_profile_privilege_required",
      "system_profile_existing_users",
      "profile_not_found",
      "system_module_name_exists",
      "module_not_found",
    ]) {
      expect(es[code], code).toEqual(expect.any(String));
      expect(en[code], code).toEqual(expect.any(String));
    }
    expect(es.system_group_existing_users).toBe("El grupo posee usuarios asignados.");
    expect(es.duplicated_entry).toBe("Duplicado: El registro ya ha sido agregado.");
  });
});
