import { z } from "zod";
import { groupGrant, rule } from "./auth.ts";
import { region, tenant } from "./base.ts";
import { defineCalls } from "./define.ts";
import { flag, flagValue, positiveId, reasonQuery } from "./fields.ts";

// Staff users administration (spec 1 §7 /services/user, module `user`).

/** One group/role row of a user (spec 1 §3). */
export const groupProfileRow = z.object({
  group_id: z.int(),
  group_name: z.string(),
  group_title: z.string(),
  profile_id: z.int(),
  profile_title: z.string(),
  active: z.literal("1"),
});
export type GroupProfileRow = z.output<typeof groupProfileRow>;

/** A row of the users list. */
export const userRow = z.object({
  user_id: z.int(),
  name: z.string(),
  fullname: z.string(),
  email: z.string(),
  region_id: z.int(),
  tz_id: z.int(),
  active: flagValue,
  root: flagValue,
  created_at: z.string(),
  last_login: z.string().nullable(),
  /** Distinct role titles, alphabetical, comma-separated. */
  role: z.string(),
  /** The legacy "group_id,profile_id|…" string. */
  profiles: z.string(),
  locked: flagValue,
});
export type UserRow = z.output<typeof userRow>;

/** The user fields and group/role rows the edit form reads. */
export const userDetail = userRow
  .omit({ role: true, locked: true })
  .extend({ group_profiles: z.array(groupProfileRow) });
export type UserDetail = z.output<typeof userDetail>;

/** The own-profile view (GET /services/profile): the detail plus the region name and the time zone. */
export const ownProfile = userDetail.extend({
  region: z.string(),
  timezone: z.object({ tz_id: z.int(), name: z.string(), title: z.string() }),
});
export type OwnProfile = z.output<typeof ownProfile>;

/** GET /user/{id}: the own-profile shape plus role titles, lock state and what the user's rows grant. */
export const userRecord = ownProfile.extend({
  role: z.string(),
  locked: flagValue,
  rules: z.array(rule),
  groups: z.array(groupGrant),
  regions: z.array(region),
  tenants: z.array(tenant),
});

export const USER_SORT_FIELDS = [
  "user_id",
  "name",
  "fullname",
  "email",
  "role",
  "profiles",
  "created_at",
  "last_login",
  "active",
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

const offset = z.coerce.number<number>().int().min(0).optional();
// DataTables sends length=-1 for "all rows" (exports); otherwise a page size.
const size = z.coerce
  .number<number>()
  .int()
  .min(-1)
  .max(1000)
  .refine((n) => n !== 0)
  .optional();

/** DataTables names (start, length) or the logs names (from, rpp). */
export const userListQuery = z.object({
  draw: z.coerce.number<number>().int().min(0).default(1),
  start: offset,
  from: offset,
  length: size,
  rpp: size,
  sort_field: z.enum(USER_SORT_FIELDS).default("user_id"),
  sort_order: z.enum(["asc", "desc"]).default("asc"),
  search: z.string().trim().max(200).optional(),
});

export type GroupRole = { group_id: number; profile_id: number };
const PAIR = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/;

/** The legacy profiles string: "group_id,profile_id" pairs separated by '|'; empty means no rows. */
export const profilesString = z
  .string()
  .max(20_000)
  .transform((text, ctx) => {
    const rows: GroupRole[] = [];
    for (const part of text.split("|")) {
      if (part.trim() === "") continue;
      const match = PAIR.exec(part);
      if (!match) {
        ctx.addIssue({ code: "custom", message: "expected group_id,profile_id pairs" });
        return z.NEVER;
      }
      rows.push({ group_id: Number(match[1]), profile_id: Number(match[2]) });
    }
    return rows;
  });

/** The same rows as objects; extra keys the console keeps on them (group_title...) are ignored. */
export const groupProfileRows = z.array(z.object({ group_id: positiveId, profile_id: positiveId })).max(1000);

const email = z.string().trim().toLowerCase().pipe(z.email().max(320));
// An empty password field in the edit form means "keep the current one".
const plain = z
  .string()
  .max(256)
  .transform((value) => (value === "" ? undefined : value));

/** Without plain the user is invited (mail with a link to set the password). */
export const createUserBody = z.object({
  name: z.string().trim().min(1).max(100),
  fullname: z.string().trim().min(1).max(200).optional(),
  email,
  region_id: positiveId,
  tz_id: positiveId,
  active: flag.default(1),
  root: flag.default(0),
  profiles: profilesString.optional(),
  group_profiles: groupProfileRows.optional(),
  plain: plain.optional(),
});

/** The same fields, each optional (absent means unchanged). */
export const updateUserBody = createUserBody
  .partial()
  .extend({ active: flag.optional(), root: flag.optional() });

const userParams = z.object({ user_id: positiveId });
const access = (privilege: "view" | "new" | "edit" | "delete") => ({ module: "user", privilege }) as const;
const rowErrors = [
  "user_profiles_required",
  "user_group_duplicated",
  "user_group_invalid",
  "user_profile_invalid",
  "user_group_forbidden",
] as const;

export const userCalls = defineCalls("system", {
  listUsers: {
    summary: "Staff users, paged, sorted and searched on the server ('@' searches e-mails, else names)",
    method: "GET",
    path: "/user",
    query: userListQuery,
    result: z.object({
      draw: z.int(),
      recordsTotal: z.int(),
      recordsFiltered: z.int(),
      data: z.array(userRow),
    }),
    access: access("view"),
  },
  createUser: {
    summary: "Creates a user with their group/role rows; without a password they get an invitation",
    method: "POST",
    path: "/user",
    body: createUserBody,
    result: userRecord,
    errors: ["user_email_exists", "user_root_required", "password_weak", ...rowErrors],
    access: access("new"),
    status: 201,
  },
  checkUserEmail: {
    summary: "0 when the e-mail is free, 1 when a user has it",
    method: "POST",
    path: "/user/findby",
    body: z.object({ email: z.string().trim().toLowerCase().min(1).max(320) }),
    result: z.union([z.literal(0), z.literal(1)]),
    access: access("view"),
  },
  setUserActive: {
    summary: "Activates (also lifting a lockout) or deactivates (ending the sessions) a user",
    method: "PUT",
    path: "/user/activation/:user_id",
    params: userParams,
    body: z.object({ id: positiveId.optional(), active: flag }),
    result: userRecord,
    errors: ["user_not_found", "user_self_action", "user_root_required"],
    access: access("edit"),
  },
  getUser: {
    summary: "A user with their rows and what they grant",
    method: "GET",
    path: "/user/:user_id",
    params: userParams,
    result: userRecord,
    errors: ["user_not_found"],
    access: access("view"),
  },
  updateUser: {
    summary: "Updates the fields sent; rows, when sent, replace the user's rows",
    method: "PUT",
    path: "/user/:user_id",
    params: userParams,
    body: updateUserBody,
    result: userRecord,
    errors: [
      "user_not_found",
      "user_email_exists",
      "user_root_required",
      "user_self_action",
      "password_weak",
      ...rowErrors,
    ],
    access: access("edit"),
  },
  deleteUser: {
    summary: "Deletes a user; the optional reason goes to the audit row",
    method: "DELETE",
    path: "/user/:user_id",
    params: userParams,
    query: reasonQuery,
    result: z.object({ user_id: z.int() }),
    errors: ["user_not_found", "user_self_action", "user_root_required"],
    access: access("delete"),
  },
});
