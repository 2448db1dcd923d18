import { z } from "zod";
import { PRIVILEGES } from "../permissions/catalog.ts";
import { region, tenant } from "./base.ts";
import { defineCalls } from "./define.ts";

// Sign-in, renewal and sign-out (spec 1 §7 /services/auth).

export const rule = z.object({
  name: z.string(),
  privileges: z.partialRecord(z.enum(PRIVILEGES), z.boolean()),
});

export const groupGrant = z.object({
  group_id: z.int(),
  name: z.string(),
  title: z.string(),
  regions: z.array(region),
  tenants: z.array(tenant),
});

/** A signed-in staff user with the rules, regions and tenants derived from their active groups and roles. */
export const authUser = z.object({
  user_id: z.int(),
  name: z.string(),
  fullname: z.string(),
  email: z.string(),
  root: z.union([z.literal(0), z.literal(1)]),
  region_id: z.int(),
  region: z.string(),
  tz_id: z.int(),
  rules: z.array(rule),
  groups: z.array(groupGrant),
  regions: z.array(region),
  tenants: z.array(tenant),
});
export type AuthUser = z.output<typeof authUser>;

const token = z.object({ token: z.string() });

export const authCalls = defineCalls("auth", {
  login: {
    summary: "Signs in; region and tenant_code, when given, must be among the user's",
    method: "POST",
    path: "/auth/login",
    query: z.object({ region: z.string().max(64).optional(), tenant_code: z.string().max(32).optional() }),
    body: z.object({ email: z.string().trim().min(1).max(320), plain: z.string().min(1).max(256) }),
    result: token.extend({ user: authUser, notification: z.object({ message: z.string() }) }),
    errors: [
      "auth_invalid_login",
      "bloqued_account_exception",
      "user_inactive",
      "wsgu_invalid_region",
      "wsgu_invalid_tenant",
      // Failed logins per address and per e-mail are rate-limited (issue 12).
      "too_many_requests",
    ],
    access: "public",
  },
  renewToken: {
    summary: "A fresh token for the session (also every 60 s); an expired token is accepted",
    method: "POST",
    path: "/auth/renew",
    result: token,
    access: "signed-in",
    session: { acceptExpired: true },
  },
  logout: {
    summary: "Ends the session",
    method: "POST",
    path: "/auth/logout",
    result: z.object({ logged_out: z.literal(true) }),
    access: "signed-in",
    session: { acceptExpired: true },
  },
});
