import { z } from "zod";
import type { ModulePayload, ModuleRow } from "../../../api/modules";
import type { FormMode } from "../shared/dialogs";

/** Module names are the keys of the permission rules: lowercase letters, digits and '_' (as the server). */
export const MODULE_NAME = /^[a-z0-9_]{1,50}$/;

/** The module form's rules (the server's for POST and PUT /services/system/module); messages are i18n keys. */
export const moduleFormSchema = z.object({
  name: z.string().trim().regex(MODULE_NAME, "system.modules.nameRule"),
  title: z.string().trim().min(1, "system.form.required"),
  active: z.boolean(),
  visible: z.boolean(),
  verify_region: z.boolean(),
});

export type ModuleForm = z.input<typeof moduleFormSchema>;

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

export function modulePayload(form: z.output<typeof moduleFormSchema>): ModulePayload {
  return {
    name: form.name,
    title: form.title,
    active: form.active ? 1 : 0,
    visible: form.visible ? 1 : 0,
    verify_region: form.verify_region ? 1 : 0,
  };
}
