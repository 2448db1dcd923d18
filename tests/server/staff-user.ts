import { hashPassword } from "../../server/platform/auth/password.ts";
import { DEMO_PASSWORD } from "../../server/seed/demo-users.ts";
import { PRIVILEGES, type Privilege } from "../../src/permissions/catalog.ts";
import type { TestApp } from "./helpers.ts";

let hash: string | undefined;

/**
 * Signs in a new staff user whose one group grants exactly these privileges on one module, in these regions
 * and tenants (by name), and returns the token.
 */
export async function signInStaffUser(
  t: TestApp,
  name: string,
  moduleName: string,
  privileges: readonly Privilege[],
  regions: readonly string[] = ["mexico"],
  tenants: readonly string[] = ["video"],
): Promise<string> {
  const db = t.db;
  const flag = (privilege: Privilege) => (privileges.includes(privilege) ? 1 : 0);
  const { profile_id } = await db
    .insertInto("profiles")
    .values({
      name,
      title: name,
      active: 1,
      ...(Object.fromEntries(PRIVILEGES.map((p) => [p, flag(p)])) as Record<Privilege, 0 | 1>),
    })
    .returning("profile_id")
    .executeTakeFirstOrThrow();
  const { group_id } = await db
    .insertInto("groups")
    .values({ name, title: name, description: "", active: 1 })
    .returning("group_id")
    .executeTakeFirstOrThrow();
  const regionRows = await db.selectFrom("regions").selectAll().where("name", "in", regions).execute();
  const tenantRows = await db.selectFrom("tenants").selectAll().where("code", "in", tenants).execute();
  const module = await db
    .selectFrom("modules")
    .select("module_id")
    .where("name", "=", moduleName)
    .executeTakeFirstOrThrow();
  for (const r of regionRows)
    await db.insertInto("group_regions").values({ group_id, region_id: r.region_id }).execute();
  for (const tenant of tenantRows)
    await db.insertInto("group_tenants").values({ group_id, tenant_id: tenant.tenant_id }).execute();
  await db.insertInto("group_modules").values({ group_id, module_id: module.module_id }).execute();
  await db.insertInto("group_profiles").values({ group_id, profile_id }).execute();
  hash ??= await hashPassword(DEMO_PASSWORD);
  const { user_id } = await db
    .insertInto("users")
    .values({
      name,
      fullname: name,
      email: `${name}@adm.test`,
      password_hash: hash,
      root: 0,
      active: 1,
      region_id: regionRows[0].region_id,
      tz_id: 1,
      locked_at: null,
      last_login: null,
      created_at: new Date(t.clock.now).toISOString(),
    })
    .returning("user_id")
    .executeTakeFirstOrThrow();
  await db.insertInto("user_group_profiles").values({ user_id, group_id, profile_id }).execute();
  return t.login(`${name}@adm.test`);
}
