import { deleteModule, type ModuleRow, setModuleVisible } from "../../../api/modules";
import { MODULES } from "../kinds";
import type { EntityActions } from "../shared/entity";

export const moduleActions: EntityActions<ModuleRow> = {
  noun: "Module",
  plural: "modules",
  pane: MODULES,
  module: "modules",
  dialog: "module",
  duplicable: false,
  toggleId: "system.toggleModuleVisible",
  id: (row) => row.module_id,
  label: (row) => `${row.title} (${row.name})`,
  remove: (row, reason) => deleteModule(row.module_id, reason),
  warn: (t, row) =>
    row.groups > 0 ? t("system.modules.inGroupsWarning", { name: row.name, count: row.groups }) : undefined,
  // Spec 1 §4: for modules the switch changes visibility.
  switched: {
    flag: (row) => row.visible,
    name: (row) => row.name,
    confirm: { on: "system.modules.confirmShow", off: "system.modules.confirmHide" },
    buttons: { on: "system.actions.show", off: "system.actions.hide" },
    lines: (t, row) => [t(row.visible === 1 ? "system.modules.hideImpact" : "system.modules.showImpact")],
    call: (row, visible) => setModuleVisible(row.module_id, visible),
  },
};
