import { z } from "zod";
import { defineCalls, privilegeOn } from "./define.ts";
import { flag, idParams, positiveId } from "./fields.ts";
import { USER_PAGE_MAX } from "./page-limits.ts";
import { dataTablesAnswer, draw, sortedSearch } from "./paging.ts";
import { createUserBody, updateUserBody, userRecord, userRow } from "./staff-user.ts";
import { recordCalls } from "./system-record.ts";

// Staff users administration (spec 1 §7 /services/user, module `user`).

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
  .max(USER_PAGE_MAX)
  .refine((n) => n !== 0)
  .optional();

/** DataTables names (start, length) or the logs names (from, rpp). */
export const userListQuery = z.object({
  draw,
  start: offset,
  from: offset,
  length: size,
  rpp: size,
  ...sortedSearch(USER_SORT_FIELDS, { field: "user_id", order: "asc" }),
});

/**
 * Why an account is locked: five wrong passwords in a row ("attempts"), or a wrong one once the day's budget
 * of failed sign-ins was spent ("budget": then each lock lets one password through).
 */
export const LOCK_REASONS = ["attempts", "budget"] as const;
export const lockedUser = z.object({
  user_id: z.int(),
  email: z.string(),
  fullname: z.string(),
  locked_at: z.string(),
  unlocks_at: z.string(),
  failed_today: z.int(),
  reason: z.enum(LOCK_REASONS),
  /** The address of the attempt that locked it (the audit row's). */
  address: z.string().nullable(),
});
export type LockedUser = z.output<typeof lockedUser>;

const userParams = idParams("user_id");
const access = privilegeOn("user");
const record = recordCalls({
  base: "/user",
  id: "user_id",
  row: userRecord,
  notFound: "user_not_found",
  access,
});
const rowErrors = [
  "user_profiles_required",
  "user_group_duplicated",
  "user_group_invalid",
  "user_profile_invalid",
  "user_group_forbidden",
  "user_profile_forbidden",
  // The home region must be one the user's rows grant (issue 28 item 1).
  "user_region_not_granted",
] as const;
// A non-root editor changes only users within their own grants; the last active root stays (issue 12).
const targetErrors = ["user_target_forbidden", "user_last_root"] as const;

export const userCalls = defineCalls("system", {
  listUsers: {
    summary: "Staff users, paged, sorted and searched on the server ('@' searches e-mails, else names)",
    method: "GET",
    path: "/user",
    query: userListQuery,
    result: dataTablesAnswer(userRow),
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
    errors: ["user_not_found", "user_self_action", "user_root_required", ...targetErrors],
    access: access("edit"),
  },
  listLockedUsers: {
    summary: "Accounts locked now by failed sign-ins: since and until when, why, and from which address",
    method: "GET",
    path: "/user/locked",
    result: z.array(lockedUser),
    access: access("view"),
  },
  getUser: record.get("A user with their rows and what they grant"),
  updateUser: record.update(
    "Updates the fields sent; rows, when sent, replace the user's rows",
    updateUserBody,
    [
      "user_email_exists",
      "user_root_required",
      "user_self_action",
      "user_self_credentials",
      "password_weak",
      ...rowErrors,
      ...targetErrors,
    ],
  ),
  deleteUser: record.remove(
    "Deletes a user; the optional reason goes to the audit row",
    z.object({ user_id: z.int() }),
    ["user_self_action", "user_root_required", ...targetErrors],
  ),
});
