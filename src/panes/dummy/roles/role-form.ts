import { z } from "zod";
import type { DemoRole, DemoRoleBody } from "../../../api/dummy";
import { privilegeChecksOf, privilegeFlagsOf, roleFormSchema } from "../../../kit/role-form";
import { SPEC_PRIVILEGES } from "../../../permissions/catalog";

export type RoleFormMode = "create" | "edit" | "duplicate";

/** Spec 2 §5: name (the sample schema's string of at least 2), title, and one privilege ticked; i18n keys. */
export const demoRoleForm = roleFormSchema(
  {
    name: z.string().trim().min(2, "dummy.form.nameMin"),
    title: z.string().trim().min(1, "dummy.form.required"),
    groups: z.string(),
  },
  "dummy.form.privilegeRequired",
  SPEC_PRIVILEGES,
);

export type DemoRoleForm = z.input<typeof demoRoleForm>;

/** A duplicate starts from the role with the copy suffix of spec 2 §9 ('_copy'), so the name is new. */
export function initialForm(mode: RoleFormMode, row?: DemoRole): DemoRoleForm {
  const flags = privilegeChecksOf(row, SPEC_PRIVILEGES);
  if (!row || mode === "create") return { name: "", title: "", groups: "", active: true, ...flags };
  return {
    name: mode === "duplicate" ? `${row.name}_copy` : row.name,
    title: row.title,
    groups: row.groups.join(", "),
    active: row.active === 1,
    ...flags,
  };
}

export function rolePayload(form: z.output<typeof demoRoleForm>): DemoRoleBody {
  const groups = form.groups
    .split(",")
    .map((g) => g.trim())
    .filter(Boolean);
  return {
    name: form.name,
    title: form.title,
    active: form.active ? 1 : 0,
    groups,
    ...privilegeFlagsOf(form, SPEC_PRIVILEGES),
  };
}

/** The body that sends a role back unchanged but for its status (spec 2 §4: load, set active, update). */
export function withActive(role: DemoRole, active: 0 | 1): DemoRoleBody {
  return {
    name: role.name,
    title: role.title,
    groups: role.groups,
    active,
    ...privilegeFlagsOf(role, SPEC_PRIVILEGES),
  };
}
