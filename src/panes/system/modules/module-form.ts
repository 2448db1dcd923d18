import type { ModulePayload, ModuleRow } from "../../../api/modules";
import type { FormMode } from "../shared/dialogs";

export type ModuleForm = {
  name: string;
  title: string;
  active: boolean;
  visible: boolean;
  verify_region: boolean;
};

/** Module names are the keys of the permission rules: lowercase letters, digits and '_' (as the server). */
export const MODULE_NAME = /^[a-z0-9_]{1,50}$/;

export function initialModuleForm(mode: FormMode, row?: ModuleRow): ModuleForm {
  if (!row || mode === "create")
    return { name: "", title: "", active: true, visible: true, verify_region: false };
  const copy = mode === "duplicate";
  return {
    name: copy ? `${row.name}_copia` : row.name,
    title: copy ? `${row.title} (copia)` : row.title,
    active: row.active === 1,
    visible: row.visible === 1,
    verify_region: row.verify_region,
  };
}

export function canSaveModule(form: ModuleForm): boolean {
  return MODULE_NAME.test(form.name.trim()) && form.title.trim() !== "";
}

export function modulePayload(form: ModuleForm): ModulePayload {
  return {
    name: form.name.trim(),
    title: form.title.trim(),
    active: form.active ? 1 : 0,
    visible: form.visible ? 1 : 0,
    verify_region: form.verify_region ? 1 : 0,
  };
}
