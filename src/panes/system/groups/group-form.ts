import { z } from "zod";
import type { GroupPayload, GroupRow } from "../../../api/groups";
import type { FormMode } from "../shared/dialogs";
import { parseIds, regionsPayload } from "../shared/id-list";

const ids = z.array(z.number().int().positive());

/** Spec 1 §5: a group needs a name and a title; messages are i18n keys. */
export const groupFormSchema = z.object({
  name: z.string().trim().min(1, "system.form.required"),
  title: z.string().trim().min(1, "system.form.required"),
  description: z.string().trim(),
  active: z.boolean(),
  regions: ids,
  tenants: ids,
  profiles: ids,
  modules: ids,
});

export type GroupForm = z.input<typeof groupFormSchema>;

/** Duplicate starts from the row with a new name (names are unique) and nothing saved until Guardar. */
export function initialGroupForm(mode: FormMode, row?: GroupRow): GroupForm {
  if (!row || mode === "create") {
    return {
      name: "",
      title: "",
      description: "",
      active: true,
      regions: [],
      tenants: [],
      profiles: [],
      modules: [],
    };
  }
  const copy = mode === "duplicate";
  return {
    name: copy ? `${row.name}_copia` : row.name,
    title: copy ? `${row.title} (copia)` : row.title,
    description: row.description,
    active: row.active === 1,
    regions: parseIds(row.regions),
    tenants: parseIds(row.tenants),
    profiles: parseIds(row.profiles),
    modules: parseIds(row.modules),
  };
}

export function groupPayload(
  form: z.output<typeof groupFormSchema>,
  allRegionIds: readonly number[],
  globalId?: number,
): GroupPayload {
  return {
    name: form.name,
    title: form.title,
    description: form.description,
    active: form.active ? 1 : 0,
    regions: regionsPayload(form.regions, allRegionIds, globalId),
    tenants: form.tenants,
    profiles: form.profiles,
    modules: form.modules,
  };
}
