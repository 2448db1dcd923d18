import { type ModuleRow, setModuleVisible } from "../../../api/modules";
import { MODULES } from "../kinds";
import { deleteAudited } from "../shared/audited-delete";
import type { EntityActions } from "../shared/entity";
import { toggleStatus } from "../shared/toggle";

const TOGGLE = "system.toggleModuleVisible";

export const moduleActions: EntityActions<ModuleRow> = {
  noun: "Module",
  plural: "modules",
  pane: MODULES,
  module: "modules",
  dialog: "module",
  duplicable: false,
  toggleId: TOGGLE,
  id: (row) => row.module_id,
  label: (row) => `${row.title} (${row.name})`,
  remove: (row, reason) => deleteAudited(`/system/module/${row.module_id}`, reason),
  warn: (t, row) =>
    row.groups > 0 ? t("system.modules.inGroupsWarning", { name: row.name, count: row.groups }) : undefined,
  // Spec 1 §4: for modules the switch changes visibility.
  toggle: (t, row) =>
    toggleStatus({
      t,
      command: TOGGLE,
      id: row.module_id,
      next: row.visible === 1 ? 0 : 1,
      name: row.name,
      confirm: { on: "system.modules.confirmShow", off: "system.modules.confirmHide" },
      buttons: { on: "system.actions.show", off: "system.actions.hide" },
      lines: [t(row.visible === 1 ? "system.modules.hideImpact" : "system.modules.showImpact")],
      call: (value) => setModuleVisible(row.module_id, value),
      failure: t("system.modules.notUpdated", { name: row.name }),
    }),
};
