import type { GroupPayload, GroupRow } from "../../../api/groups";
import type { FormMode } from "../shared/dialogs";
import { parseIds, regionsPayload } from "../shared/id-list";

export type GroupForm = {
  name: string;
  title: string;
  description: string;
  active: boolean;
  regions: number[];
  tenants: number[];
  profiles: number[];
  modules: number[];
};

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

export function canSaveGroup(form: GroupForm): boolean {
  return form.name.trim() !== "" && form.title.trim() !== "";
}

export function groupPayload(
  form: GroupForm,
  allRegionIds: readonly number[],
  globalId?: number,
): GroupPayload {
  return {
    name: form.name.trim(),
    title: form.title.trim(),
    description: form.description.trim(),
    active: form.active ? 1 : 0,
    regions: regionsPayload(form.regions, allRegionIds, globalId),
    tenants: form.tenants,
    profiles: form.profiles,
    modules: form.modules,
  };
}
