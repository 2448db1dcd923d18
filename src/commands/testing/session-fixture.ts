import type { Privilege, Rule } from "../../permissions/catalog";
import { type SessionUser, session } from "../../session/store";

/** Signs a user in for a test: root, or a non-root user with view on the given modules. */
export function signIn(modules: string[] | "root"): SessionUser {
  const rules: Rule[] =
    modules === "root" ? [] : modules.map((name) => ({ name, privileges: { view: true } }));
  const user: SessionUser = {
    user_id: 1,
    name: "ana",
    fullname: "Ana Operadora",
    email: "ana@example.com",
    root: modules === "root" ? 1 : 0,
    region: "mexico",
    rules,
    groups: [],
    regions: [],
    tenants: [],
  };
  session.token = "test-token";
  session.user = user;
  return user;
}

/** Signs in a non-root user holding these privileges on one permission module, in a tenant. */
export function signInWithPrivileges(module: string, privileges: Privilege[], tenant = "video"): SessionUser {
  const user = signIn([]);
  user.rules = [{ name: module, privileges: Object.fromEntries(privileges.map((p) => [p, true])) }];
  session.tenant = tenant;
  return user;
}

export function signOut(): void {
  session.token = null;
  session.user = null;
}
