import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ModuleRow } from "../../../api/modules";
import type { Column } from "../../../ui/data-table";
import { SwitchCell } from "../shared/switch-cell";

export function useModuleColumns(paneId: string): Column<ModuleRow>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const yesNo = (value: boolean) => (value ? t("common.yes") : t("common.no"));
    return [
      {
        id: "module_id",
        header: t("system.columns.id"),
        value: (r) => r.module_id,
        width: 70,
        align: "right",
        sortable: true,
      },
      { id: "name", header: t("system.columns.name"), value: (r) => r.name, width: 180, sortable: true },
      { id: "title", header: t("system.columns.title"), value: (r) => r.title, width: 220, sortable: true },
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
      {
        id: "groups",
        header: t("system.columns.groups"),
        value: (r) => r.groups,
        width: 90,
        align: "right",
        sortable: true,
      },
      {
        id: "visible",
        header: t("system.columns.visible"),
        value: (r) => yesNo(r.visible === 1),
        cell: (r) => (
          <SwitchCell
            paneId={paneId}
            command="system.toggleModuleVisible"
            module="modules"
            checked={r.visible === 1}
            label={t("system.modules.visibleOf", { name: r.name })}
            row={r}
          />
        ),
        width: 90,
        sortable: true,
        exportable: false,
      },
    ];
  }, [t, paneId]);
}
