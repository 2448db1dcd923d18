import { z } from "zod";
import { PRIVILEGES } from "../permissions/catalog.ts";
import { groupRecord } from "./base.ts";
import { defineCalls, privilegeOn } from "./define.ts";
import { allQuery, flag, flagValue, idParams, positiveId } from "./fields.ts";
import { recordCalls } from "./system-record.ts";

// Roles administration (spec 1 §7 /services/system/profile, module `roles`).

/** A role with its privileges as booleans, its user count, their latest login and the groups offering it. */
export const roleRow = z.object({
  profile_id: z.int(),
  name: z.string(),
  title: z.string(),
  active: flagValue,
  ...(Object.fromEntries(PRIVILEGES.map((p) => [p, z.boolean()])) as Record<
    (typeof PRIVILEGES)[number],
    z.ZodBoolean
  >),
  users: z.int(),
  last_login: z.string().nullable(),
  groups: z.array(groupRecord.pick({ group_id: true, name: true, title: true, active: true })),
});
export type RoleRow = z.output<typeof roleRow>;

const privilegeFlags = <T extends z.ZodType>(value: T) =>
  Object.fromEntries(PRIVILEGES.map((p) => [p, value])) as Record<(typeof PRIVILEGES)[number], T>;

const fields = {
  name: z.string().trim().min(1).max(100),
  title: z.string().trim().min(1).max(200),
  active: flag,
  ...privilegeFlags(flag),
};
/** Every field optional (absent means unchanged: a client that predates a privilege leaves it as it is). */
export const updateProfileBody = z.object(fields).partial();
/** Name and title required; privileges default to 0 (one not sent is not granted) but one must be ticked. */
export const createProfileBody = z.object({
  ...fields,
  active: flag.default(1),
  ...privilegeFlags(flag.default(0)),
});

const access = privilegeOn("roles");
const record = recordCalls({
  base: "/system/profile",
  id: "profile_id",
  row: roleRow,
  notFound: "profile_not_found",
  access,
});
// A non-root editor edits only roles they hold, and raises only privileges they have (issue 12).
const grantErrors = ["system_profile_not_held", "system_profile_privilege_forbidden"] as const;

export const roleCalls = defineCalls("system", {
  listRoles: {
    summary: "Every role",
    method: "GET",
    path: "/system/profile",
    result: z.array(roleRow),
    access: access("view"),
  },
  createRole: {
    summary: "Creates a role (at least one privilege)",
    method: "POST",
    path: "/system/profile",
    body: createProfileBody,
    result: roleRow,
    errors: ["system_profile_name_exists", "system_profile_privilege_required"],
    access: access("new"),
    status: 201,
  },
  checkRoleName: {
    summary: "0 when the name is free, 1 when another role has it (case-insensitive)",
    method: "GET",
    path: "/system/profile/name/:name",
    params: z.object({ name: z.string().trim().min(1).max(100) }),
    // While editing a role its own name is not "taken": the form passes its id.
    query: z.object({ profile_id: positiveId.optional() }),
    result: z.union([z.literal(0), z.literal(1)]),
    access: access("view"),
  },
  listGroupRoles: {
    summary: "The roles a group offers; active ones only unless all=1",
    method: "GET",
    path: "/system/profile/group/:group_id",
    params: idParams("group_id"),
    query: allQuery,
    result: z.array(roleRow),
    errors: ["group_not_found"],
    access: access("view"),
  },
  setRoleActive: record.toggle("Activates or deactivates a role", "active", grantErrors),
  getRole: record.get("A role"),
  updateRole: record.update("Updates the fields sent", updateProfileBody, [
    "system_profile_name_exists",
    "system_profile_privilege_required",
    ...grantErrors,
  ]),
  deleteRole: record.remove(
    "Deletes a role no user holds; the optional reason goes to the audit row",
    z.object({ profile_id: z.int() }),
    ["system_profile_existing_users"],
  ),
});
