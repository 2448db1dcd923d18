import { z } from "zod";
import { SPEC_PRIVILEGES, type SpecPrivilege } from "../permissions/catalog.ts";
import { defineCalls, privilegeOn } from "./define.ts";
import { flag, flagValue, positiveId, reasonQuery } from "./fields.ts";

// The role demo area (spec 2 §2, §7 "Roles demo", module `dummy`): a template list of demo roles, kept apart
// from the real roles of system administration so that trying the flows grants nobody anything. Its roles keep
// the specification's five privileges (SPEC_PRIVILEGES), not the real roles' "personal".

export const demoRole = z.object({
  role_id: z.int(),
  name: z.string(),
  title: z.string(),
  active: flagValue,
  ...(Object.fromEntries(SPEC_PRIVILEGES.map((p) => [p, flagValue])) as Record<
    SpecPrivilege,
    typeof flagValue
  >),
  groups: z.array(z.string()),
  last_login: z.string().nullable(),
});
export type DemoRole = z.output<typeof demoRole>;

/** Spec 2 §5: name (at least 2 characters) and title, and at least one privilege ticked. */
export const demoRoleBody = z
  .object({
    name: z.string().trim().min(2).max(100),
    title: z.string().trim().min(1).max(200),
    active: flag.default(1),
    ...(Object.fromEntries(SPEC_PRIVILEGES.map((p) => [p, flag.default(0)])) as Record<
      SpecPrivilege,
      z.ZodDefault<typeof flag>
    >),
    groups: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  })
  .refine((role) => SPEC_PRIVILEGES.some((p) => role[p] === 1), {
    message: "At least one privilege",
    path: ["view"],
  });
export type DemoRoleBody = z.input<typeof demoRoleBody>;

const params = z.object({ role_id: positiveId });
const access = privilegeOn("dummy");

export const dummyCalls = defineCalls("dummy", {
  listDemoRoles: {
    summary: "Every demo role (GET services/dummy)",
    method: "GET",
    path: "/dummy",
    result: z.array(demoRole),
    access: access("view"),
  },
  getDemoRole: {
    summary: "A demo role, as the spec's one-element result array",
    method: "GET",
    path: "/dummy/role/:role_id",
    params,
    result: z.array(demoRole).length(1),
    errors: ["not_found"],
    access: access("view"),
  },
  createDemoRole: {
    summary: "Creates a demo role; a taken name is 409 duplicated_entry on name",
    method: "POST",
    path: "/dummy/role",
    body: demoRoleBody,
    result: demoRole,
    errors: ["duplicated_entry"],
    access: access("new"),
    status: 201,
  },
  updateDemoRole: {
    summary: "Replaces a demo role's fields (status changes load the role, then send it back changed)",
    method: "PUT",
    path: "/dummy/role/:role_id",
    params,
    body: demoRoleBody,
    result: demoRole,
    errors: ["not_found", "duplicated_entry"],
    access: access("edit"),
  },
  deleteDemoRole: {
    summary: "Deletes a demo role; the optional reason goes to the audit row",
    method: "DELETE",
    path: "/dummy/role/:role_id",
    params,
    query: reasonQuery,
    result: z.object({ role_id: z.int() }),
    errors: ["not_found"],
    access: access("delete"),
  },
});
