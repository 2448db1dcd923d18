import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ModuleRow } from "../../../api/modules";
import type { Column } from "../../../ui/data-table";
import { fieldColumn, idColumn, switchColumn } from "../shared/columns";
import { moduleActions } from "./module-actions";

export function useModuleColumns(paneId: string): Column<ModuleRow>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const yesNo = (value: boolean) => (value ? t("common.yes") : t("common.no"));
    return [
      idColumn<ModuleRow>(t, "module_id"),
      fieldColumn<ModuleRow>(t, "name", 180),
      fieldColumn<ModuleRow>(t, "title", 220),
      {
        id: "active",
        header: t("system.columns.active"),
        value: (r) => yesNo(r.active === 1),
        width: 90,
        sortable: true,
      },
      {
        id: "verify_region",
        header: t("system.columns.verifyRegion"),
        value: (r) => yesNo(r.verify_region),
        width: 130,
        sortable: true,
      },
      fieldColumn<ModuleRow>(t, "groups", 90, { align: "right" }),
      switchColumn<ModuleRow>(paneId, moduleActions, {
        id: "visible",
        header: t("system.columns.visible"),
        value: (r) => yesNo(r.visible === 1),
        checked: (r) => r.visible === 1,
        label: (r) => t("system.modules.visibleOf", { name: r.name }),
      }),
    ];
  }, [t, paneId]);
}
