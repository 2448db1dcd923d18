import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Signal } from "../../api/signals";
import type { Column } from "../../ui/data-table";
import { STATE_KEYS, signalDate } from "./format";
import { StateBadge } from "./state-badge";

export function useSignalColumns(): Column<Signal>[] {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const date = signalDate(i18n.language);
    const text = (id: keyof Signal & string, width: number): Column<Signal> => ({
      id,
      header: t(`signals.columns.${id}`),
      value: (row) => String(row[id]),
      width,
      sortable: true,
    });
    return [
      text("title", 260),
      text("bss_code", 130),
      text("type", 90),
      text("node_name", 160),
      { ...text("start_date", 180), value: (row) => date(row.start_date) },
      { ...text("end_date", 180), value: (row) => date(row.end_date) },
      {
        id: "status",
        header: t("signals.columns.status"),
        value: (row) => t(`signals.states.${STATE_KEYS[row.status]}`),
        cell: (row) => <StateBadge status={row.status} />,
        width: 120,
      },
      { ...text("user_name", 200), sortable: false },
    ];
  }, [t, i18n.language]);
}
