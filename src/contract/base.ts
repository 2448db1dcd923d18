import { z } from "zod";
import { PRIVILEGES, type Privilege } from "../permissions/catalog.ts";
import { defineCalls } from "./define.ts";
import { flagValue, idParams, positiveId } from "./fields.ts";
import { TRANSLATIONS_ROUTE } from "./translations-route.ts";

// /services/base (spec 1 §7): reference lists, the legacy menu, and what the login page needs before anyone
// is signed in (translations, user lookup, password recovery).

export const region = z.object({ region_id: z.int(), name: z.string(), title: z.string() });
export type Region = z.output<typeof region>;
export const tenant = z.object({ tenant_id: z.int(), code: z.string(), title: z.string() });
export type Tenant = z.output<typeof tenant>;
export const timezone = z.object({
  tz_id: z.int(),
  name: z.string(),
  title: z.string(),
  utc_offset: z.string(),
});
export type Timezone = z.output<typeof timezone>;

/** A role's row (spec 1 §3): privileges as 0/1 flags. */
export const profileRecord = z.object({
  profile_id: z.int(),
  name: z.string(),
  title: z.string(),
  active: flagValue,
  ...(Object.fromEntries(PRIVILEGES.map((p) => [p, flagValue])) as Record<Privilege, typeof flagValue>),
});
export type ProfileRecord = z.output<typeof profileRecord>;

export const groupRecord = z.object({
  group_id: z.int(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  active: flagValue,
});
export type GroupRecord = z.output<typeof groupRecord>;

/** Legacy admin menu entry in the old admin's own shape (upper-case keys, spec 1 §3). */
export const legacyMenuItem = z.object({
  NAME: z.string(),
  /** "1" for a section holding ITEMS, "0" for a direct link. */
  PADRE: z.enum(["0", "1"]),
  URL: z.string(),
  ICON: z.string(),
  ITEMS: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type LegacyMenuItem = z.output<typeof legacyMenuItem>;

const signedIn = "signed-in" as const;
// The recovery calls name an account by its recovery reference, the keyed pseudonym findUser answers (never
// the user_id), so an anonymous caller learns nothing about which accounts exist.
const recoveryRef = positiveId;
const recoveryParams = z.object({ user_id: recoveryRef });

export const baseCalls = defineCalls("base", {
  getTranslations: {
    summary: "Server texts by language, one per error code (loaded at start)",
    ...TRANSLATIONS_ROUTE,
    result: z.record(z.string(), z.record(z.string(), z.string())),
    access: "public",
  },
  findUser: {
    summary:
      "Recovery reference of the staff user with that e-mail or name (a value with '@' is an e-mail); " +
      "a value without an account gets one too, alike, so the answer reveals nothing",
    method: "GET",
    path: "/base/user/find",
    query: z
      .object({
        email: z.string().trim().min(1).max(320).optional(),
        name: z.string().trim().min(1).max(200).optional(),
      })
      .refine((q) => q.email !== undefined || q.name !== undefined, { path: ["email"] }),
    result: z.object({ user_id: z.int().positive() }),
    errors: ["too_many_requests"],
    access: "public",
  },
  requestPasswordRecovery: {
    summary: "Sends the password recovery e-mail when the reference is an account's (answered alike if not)",
    method: "GET",
    path: "/base/password/recover/:user_id",
    params: recoveryParams,
    result: z.object({ sent: z.literal(true) }),
    errors: ["too_many_requests"],
    access: "public",
  },
  updatePassword: {
    summary: "Sets a new password with the token of the recovery e-mail",
    method: "POST",
    path: "/base/password/update/:user_id",
    params: recoveryParams,
    body: z.object({ user_id: recoveryRef, token: z.string().min(1).max(200), plain: z.string().max(256) }),
    result: z.object({ updated: z.literal(true) }),
    errors: ["password_token_invalid", "password_weak"],
    access: "public",
  },
  listRegions: {
    summary: "Regions",
    method: "GET",
    path: "/base/region",
    result: z.array(region),
    access: signedIn,
  },
  listTimezones: {
    summary: "Time zones",
    method: "GET",
    path: "/base/timezone",
    result: z.array(timezone),
    access: signedIn,
  },
  listTenants: {
    summary: "Tenants",
    method: "GET",
    path: "/base/tenant_code",
    result: z.array(tenant),
    access: signedIn,
  },
  listMetadata: {
    summary: "Metadata settings (e.g. adm_payment_null_constrain)",
    method: "GET",
    path: "/base/metadata",
    result: z.array(z.object({ key: z.string(), value: z.string(), description: z.string() })),
    access: signedIn,
  },
  listActiveGroups: {
    summary: "Active groups, by title (the pickers of the system forms)",
    method: "GET",
    path: "/base/group",
    result: z.array(groupRecord),
    access: signedIn,
  },
  listActiveProfiles: {
    summary: "Active roles, by title",
    method: "GET",
    path: "/base/profile",
    result: z.array(profileRecord),
    access: signedIn,
  },
  listGroupProfiles: {
    summary: "Active roles an active group offers",
    method: "GET",
    path: "/base/profile/group/:group_id",
    params: idParams("group_id"),
    result: z.array(profileRecord),
    errors: ["group_not_found"],
    access: signedIn,
  },
  getLegacyMenu: {
    summary: "The legacy admin's menu (result.menu with URL and ITEMS)",
    method: "GET",
    path: "/base/menuadminv",
    query: z.object({ username: z.string().max(320).optional() }),
    result: z.object({ menu: z.array(legacyMenuItem) }),
    access: { module: "adminv9", privilege: "view" },
  },
});
