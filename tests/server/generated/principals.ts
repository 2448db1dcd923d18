import { sqliteHandle } from "../../../server/db/database.ts";
import { invalidateAuthCache, loadAuthUser } from "../../../server/permissions.ts";
import { homeRegionOf } from "../../../server/platform/auth/middleware.ts";
import { hashPassword } from "../../../server/platform/auth/password.ts";
import { DEMO_PASSWORD, DEMO_USERS } from "../../../server/seed/demo-users.ts";
import type { TestApp } from "../helpers.ts";

// Who calls in the generated tests: every seeded demo user (the inactive one included, with a token it got
// while still active), a signed-in user holding nothing, one whose home region lies outside their groups and
// one whose grants are all dormant (issue 28), each with a live token and a revoked one.

export type Principal = {
  email: string;
  userId: number;
  token: string;
  revokedToken: string;
  /**
   * A region and a tenant the user does not hold (real ones when there are such, else unknown names); the
   * stored home region when the groups do not grant it: asking for it must be refused too.
   */
  foreignRegion: string;
  foreignTenant: string;
  /** The region the user acts in: what a call naming a region in its input (mails' mail_region) is given. */
  homeRegion: string;
};

export const NOBODY = "nadie@adm.test";
/** Home region argentina; their one group grants México and Chile only. */
export const HOMELESS = "fuera@adm.test";
/** An administrator row in an archived group and a row of a retired role: nothing active. */
export const DORMANT = "dormida@adm.test";

type ExtraPrincipal = { email: string; region: string; rows: [group: string, role: string][] };

const EXTRA_PRINCIPALS: readonly ExtraPrincipal[] = [
  { email: NOBODY, region: "mexico", rows: [] },
  { email: HOMELESS, region: "argentina", rows: [["consulta_general", "consulta"]] },
  {
    email: DORMANT,
    region: "mexico",
    rows: [
      ["auditoria_archivada", "administrador"],
      ["consulta_general", "auditor_retirado"],
    ],
  },
];

async function addPrincipal(t: TestApp, spec: ExtraPrincipal): Promise<void> {
  const name = spec.email.split("@")[0];
  const region = await t.db
    .selectFrom("regions")
    .select("region_id")
    .where("name", "=", spec.region)
    .executeTakeFirstOrThrow();
  const { user_id } = await t.db
    .insertInto("users")
    .values({
      name,
      fullname: name,
      email: spec.email,
      password_hash: await hashPassword(DEMO_PASSWORD),
      root: 0,
      active: 1,
      region_id: region.region_id,
      tz_id: 1,
      locked_at: null,
      last_login: null,
      created_at: new Date(t.clock.now).toISOString(),
    })
    .returning("user_id")
    .executeTakeFirstOrThrow();
  for (const [group, role] of spec.rows) {
    const { group_id } = await t.db
      .selectFrom("groups")
      .select("group_id")
      .where("name", "=", group)
      .executeTakeFirstOrThrow();
    const { profile_id } = await t.db
      .selectFrom("profiles")
      .select("profile_id")
      .where("name", "=", role)
      .executeTakeFirstOrThrow();
    await t.db.insertInto("user_group_profiles").values({ user_id, group_id, profile_id }).execute();
  }
}

const setActive = (t: TestApp, email: string, active: 0 | 1) =>
  t.db.updateTable("users").set({ active }).where("email", "=", email).execute();

async function foreignScope(t: TestApp, userId: number) {
  const user = await loadAuthUser(t.db, userId);
  const regions = await t.db.selectFrom("regions").select("name").execute();
  const tenants = await t.db.selectFrom("tenants").select("code").execute();
  const held = (name: string) => user?.regions.some((region) => region.name === name) === true;
  const home = user && !held(user.region) ? user.region : undefined;
  const region = home ?? regions.find((r) => !held(r.name))?.name;
  const tenant = tenants.find((r) => !user?.tenants.some((own) => own.code === r.code));
  return {
    foreignRegion: region ?? "atlantida",
    foreignTenant: tenant?.code ?? "ninguno",
    homeRegion: (user && homeRegionOf(user)) ?? regions[0].name,
  };
}

/**
 * Signs every principal in twice, signing the first session out before the second (a sign-in ends the user's
 * open session: spec 1 §8); inactive users are made so again.
 */
export async function signInPrincipals(t: TestApp): Promise<Principal[]> {
  for (const principal of EXTRA_PRINCIPALS) await addPrincipal(t, principal);
  const emails = [...DEMO_USERS.map((user) => user.email), ...EXTRA_PRINCIPALS.map((p) => p.email)];
  const inactive = DEMO_USERS.filter((user) => user.active === 0).map((user) => user.email);
  for (const email of inactive) await setActive(t, email, 1);
  const principals: Principal[] = [];
  for (const email of emails) {
    const revokedToken = await t.login(email);
    const out = await t.call("POST", "/services/auth/logout", { token: revokedToken });
    if (out.http !== 200) throw new Error(`logout of ${email} failed: ${JSON.stringify(out.body)}`);
    const token = await t.login(email);
    const { user_id } = await t.db
      .selectFrom("users")
      .select("user_id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    principals.push({ email, userId: user_id, token, revokedToken, ...(await foreignScope(t, user_id)) });
  }
  for (const email of inactive) await setActive(t, email, 0);
  await invalidateAuthCache(t.db);
  return principals;
}

/**
 * Spec 1 §3 written as one query, apart from the server's code: a user may use a privilege on a module when
 * root, or when some active group of theirs grants the active module and their role in it (active) has the
 * privilege.
 */
export function holdsPrivilege(t: TestApp, userId: number, module: string, privilege: string): boolean {
  if (!["view", "edit", "new", "delete", "publish"].includes(privilege)) throw new Error(privilege);
  const row = sqliteHandle(t.db)
    .prepare(
      `select u.root = 1 or exists (
         select 1 from user_group_profiles ugp
         join groups g on g.group_id = ugp.group_id and g.active = 1
         join profiles p on p.profile_id = ugp.profile_id and p.active = 1 and p."${privilege}" = 1
         join group_modules gm on gm.group_id = g.group_id
         join modules m on m.module_id = gm.module_id and m.active = 1 and m.name = ?
         where ugp.user_id = u.user_id) as allowed
       from users u where u.user_id = ?`,
    )
    .get(module, userId) as { allowed: number } | undefined;
  return row?.allowed === 1;
}

export function userFlags(t: TestApp, userId: number): { root: boolean; active: boolean } {
  const row = sqliteHandle(t.db).prepare("select root, active from users where user_id = ?").get(userId) as {
    root: number;
    active: number;
  };
  return { root: row.root === 1, active: row.active === 1 };
}
