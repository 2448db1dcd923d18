import type { RolePayload, RoleRow } from "../../../api/roles";
import { PRIVILEGES, type Privilege } from "../../../permissions/catalog";
import type { FormMode } from "../shared/dialogs";

export type RoleForm = Record<Privilege, boolean> & { name: string; title: string; active: boolean };

export type NameStatus = "unknown" | "checking" | "available" | "taken" | "error";

export function initialRoleForm(mode: FormMode, row?: RoleRow): RoleForm {
  const flags = Object.fromEntries(PRIVILEGES.map((p) => [p, row ? row[p] : false])) as Record<
    Privilege,
    boolean
  >;
  if (!row || mode === "create") return { name: "", title: "", active: true, ...flags };
  const copy = mode === "duplicate";
  return {
    name: copy ? `${row.name}_copia` : row.name,
    title: copy ? `${row.title} (copia)` : row.title,
    active: row.active === 1,
    ...flags,
  };
}

/** Spec 1 §5: name and title, at least one privilege, and a name no other role has. */
export function canSaveRole(form: RoleForm, nameStatus: NameStatus): boolean {
  return (
    form.name.trim() !== "" &&
    form.title.trim() !== "" &&
    PRIVILEGES.some((privilege) => form[privilege]) &&
    nameStatus !== "taken" &&
    nameStatus !== "checking"
  );
}

export function rolePayload(form: RoleForm): RolePayload {
  const flags = Object.fromEntries(PRIVILEGES.map((p) => [p, form[p] ? 1 : 0])) as Record<Privilege, 0 | 1>;
  return { name: form.name.trim(), title: form.title.trim(), active: form.active ? 1 : 0, ...flags };
}
