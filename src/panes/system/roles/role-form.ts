import { z } from "zod";
import type { RolePayload, RoleRow } from "../../../api/roles";
import { availabilityBlocks } from "../../../kit/availability";
import { privilegeChecksOf, privilegeFlagsOf, roleFormSchema as roleSchema } from "../../../kit/role-form";
import type { FormMode } from "../shared/dialogs";

/** Spec 1 §5: name and title, and at least one privilege (reported on `privileges`); messages are i18n keys. */
export const roleFormSchema = roleSchema(
  {
    name: z.string().trim().min(1, "system.form.required"),
    title: z.string().trim().min(1, "system.form.required"),
  },
  "system.errors.system_profile_privilege_required",
);

export type RoleForm = z.input<typeof roleFormSchema>;

export function initialRoleForm(mode: FormMode, row?: RoleRow): RoleForm {
  const flags = privilegeChecksOf(row);
  if (!row || mode === "create") return { name: "", title: "", active: true, ...flags };
  const copy = mode === "duplicate";
  return {
    name: copy ? `${row.name}_copia` : row.name,
    title: copy ? `${row.title} (copia)` : row.title,
    active: row.active === 1,
    ...flags,
  };
}

/** Besides the schema, the name must not be taken nor still being checked. */
export const nameBlocks = availabilityBlocks;

export function rolePayload(form: z.output<typeof roleFormSchema>): RolePayload {
  return { name: form.name, title: form.title, active: form.active ? 1 : 0, ...privilegeFlagsOf(form) };
}
