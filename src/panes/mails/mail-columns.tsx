import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { MailRow } from "../../api/mails";
import { dateFormatter } from "../../kit/format";
import { tableColumns } from "../../kit/table-columns";
import { cn } from "../../ui/cn";
import type { Column } from "../../ui/data-table";

/** Spec 2 §2's columns: id, subject, description, region, program, flow, modification, state. */
export function useMailColumns(): Column<MailRow>[] {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const date = dateFormatter(i18n.language);
    const state = (row: MailRow) =>
      row.status === 1
        ? t("mails.states.published", { date: date(row.fecha_publicacion), user: row.usuario_publicacion })
        : t("mails.states.draft");
    const { sorted: column, date: dated } = tableColumns<MailRow>(t, "mails", i18n.language);
    return [
      column("id_mail", "id", (r) => r.id_mail, 220, {
        cell: (r) => <span className="font-mono text-xs">{r.id_mail}</span>,
      }),
      column("subject", "subject", (r) => r.subject, 260),
      column("descripcion", "description", (r) => r.descripcion, 220),
      column("region", "region", (r) => r.desc_region, 120),
      column("desc_programa", "program", (r) => r.desc_programa, 130),
      column("desc_flujo", "flow", (r) => r.desc_flujo, 150),
      dated("fecha_modificacion", "modified", (r) => r.fecha_modificacion, {
        by: (r) => r.usuario_modificacion,
        width: 250,
      }),
      column("status", "state", state, 260, {
        cell: (r) => (
          <span
            className={cn(
              "rounded px-1.5 py-0.5 text-xs",
              r.status === 1 ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900",
            )}
          >
            {state(r)}
          </span>
        ),
      }),
    ];
  }, [t, i18n.language]);
}
