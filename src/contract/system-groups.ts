import { z } from "zod";
import { profileRecord, region, tenant } from "./base.ts";
import { defineCalls, privilegeOn } from "./define.ts";
import { flag, flagValue, idList } from "./fields.ts";
import { recordCalls } from "./system-record.ts";

// Groups administration (spec 1 §7 /services/system/group, module `groups`).

const named = { name: z.string(), title: z.string() };

/** A group with its links both as the spec's comma strings (regions, tenants, profiles, modules) and as lists. */
export const groupRow = z.object({
  group_id: z.int(),
  ...named,
  description: z.string(),
  active: flagValue,
  users: z.int(),
  regions: z.string(),
  tenants: z.string(),
  profiles: z.string(),
  modules: z.string(),
  /** The group holds the generic region, which stands for every region. */
  all_regions: z.boolean(),
  region_list: z.array(region),
  tenant_list: z.array(tenant),
  profile_list: z.array(profileRecord.pick({ profile_id: true, name: true, title: true, active: true })),
  module_list: z.array(z.object({ module_id: z.int(), ...named, active: flagValue, visible: flagValue })),
});
export type GroupRow = z.output<typeof groupRow>;

const fields = {
  name: z.string().trim().min(1).max(100),
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(1000),
  active: flag,
  regions: idList,
  tenants: idList,
  profiles: idList,
  modules: idList,
};
/** Every field optional; a list that is sent replaces that list. */
export const updateGroupBody = z.object(fields).partial();
export const createGroupBody = z.object({
  ...fields,
  description: fields.description.default(""),
  active: flag.default(1),
  regions: idList.default([]),
  tenants: idList.default([]),
  profiles: idList.default([]),
  modules: idList.default([]),
});

const access = privilegeOn("groups");
const record = recordCalls({
  base: "/system/group",
  id: "group_id",
  row: groupRow,
  notFound: "group_not_found",
  access,
});
// Nobody grants what they do not hold (issue 12): a non-root editor's refusals when a group would give more.
const grantErrors = [
  "system_group_own_forbidden",
  "system_group_module_forbidden",
  "system_group_region_forbidden",
  "system_group_tenant_forbidden",
  "system_group_profile_forbidden",
] as const;
const writeErrors = [
  "system_group_name_exists",
  "duplicated_entry",
  "system_group_profile_in_use",
  "invalid_request",
  ...grantErrors,
] as const;

export const groupCalls = defineCalls("system", {
  listGroups: {
    summary: "Every group with its links and user count",
    method: "GET",
    path: "/system/group",
    result: z.array(groupRow),
    access: access("view"),
  },
  createGroup: {
    summary: "Creates a group with its regions, tenants, roles and modules",
    method: "POST",
    path: "/system/group",
    body: createGroupBody,
    result: groupRow,
    errors: writeErrors,
    access: access("new"),
    status: 201,
  },
  setGroupActive: record.toggle("Activates or deactivates a group", "active", grantErrors),
  getGroup: record.get("A group with its links"),
  updateGroup: record.update(
    "Updates the fields sent; a list sent replaces that list",
    updateGroupBody,
    writeErrors,
  ),
  deleteGroup: record.remove(
    "Deletes a group without users; the optional reason goes to the audit row",
    z.object({ group_id: z.int() }),
    ["system_group_existing_users"],
  ),
});
