import { expect } from "vitest";
import type { Privilege } from "../../src/permissions/catalog.ts";
import type { TestApp } from "./helpers.ts";

// Non-root administrators made for the escalation tests: each gets a role, a group granting that role on
// some modules, and a user holding the group/role (plus any extra rows), signed in.

export const DELEGATE_PASSWORD = "Delegado-2026";

export type Delegate = { token: string; userId: number; groupId: number; roleId: number };

export type DelegateSpec = {
  email: string;
  modules: string[];
  privileges: Privilege[];
  /** Region ids of the group (default México). */
  regions?: number[];
  /** Tenant ids of the group (default video). */
  tenants?: number[];
  /** More "group,profile" rows of the user. */
  extraRows?: string;
};

export async function moduleIds(t: TestApp, admin: string): Promise<Record<string, number>> {
  const reply = await t.call("GET", "/services/system/module", { token: admin, query: { all: 1 } });
  return Object.fromEntries(
    reply.body.result.map((m: { name: string; module_id: number }) => [m.name, m.module_id]),
  );
}

export async function createDelegate(t: TestApp, admin: string, spec: DelegateSpec): Promise<Delegate> {
  const ids = await moduleIds(t, admin);
  const name = spec.email.split("@")[0].replace(/\W/g, "_");
  const role = await t.call("POST", "/services/system/profile", {
    token: admin,
    body: {
      name: `rol_${name}`,
      title: `Rol ${name}`,
      ...Object.fromEntries(spec.privileges.map((p) => [p, 1])),
    },
  });
  expect(role.http).toBe(201);
  const roleId = role.body.result.profile_id;
  const group = await t.call("POST", "/services/system/group", {
    token: admin,
    body: {
      name: `grupo_${name}`,
      title: `Grupo ${name}`,
      regions: spec.regions ?? [441],
      tenants: spec.tenants ?? [1],
      profiles: [roleId],
      modules: spec.modules.map((m) => ids[m]),
    },
  });
  expect(group.http).toBe(201);
  const groupId = group.body.result.group_id;
  const rows = [`${groupId},${roleId}`, ...(spec.extraRows ? [spec.extraRows] : [])].join("|");
  const user = await t.call("POST", "/services/user", {
    token: admin,
    body: { name, email: spec.email, region_id: 441, tz_id: 2, plain: DELEGATE_PASSWORD, profiles: rows },
  });
  expect(user.http).toBe(201);
  return {
    token: await t.login(spec.email, DELEGATE_PASSWORD),
    userId: user.body.result.user_id,
    groupId,
    roleId,
  };
}

/** A user editor: view, edit, new and delete on the users module, nothing else. */
export const createUserEditor = (t: TestApp, admin: string, email: string) =>
  createDelegate(t, admin, { email, modules: ["user"], privileges: ["view", "edit", "new", "delete"] });

/** Creates, as the administrator, a user in México with these "group,profile" rows; returns their id. */
export async function createAccount(
  t: TestApp,
  admin: string,
  name: string,
  profiles: string,
): Promise<number> {
  const created = await t.call("POST", "/services/user", {
    token: admin,
    body: { name, email: `${name}@adm.test`, region_id: 441, tz_id: 2, plain: DELEGATE_PASSWORD, profiles },
  });
  expect(created.http).toBe(201);
  return created.body.result.user_id;
}
