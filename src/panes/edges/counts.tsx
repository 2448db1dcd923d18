import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { EdgeArea, ErrorCounts } from "../../contract/dashboard";
import { cn } from "../../ui/cn";
import type { Column } from "../../ui/data-table";
import { formatNumber } from "./format";

/** The area's count beside events.error: failed chunks (video), failed visualizations (buffer). */
export function extraCount(area: EdgeArea, counts: ErrorCounts): number | null {
  if (area === "video") return counts.chunks?.error ?? 0;
  if (area === "buffer") return counts.visualizations?.error ?? 0;
  return null;
}

/** The error-count badge of spec 2 §2: red when there are errors. */
export function ErrorBadge({ count }: { count: number }) {
  const { t, i18n } = useTranslation();
  return (
    <span
      title={t("edges.counts.errors", { count })}
      className={cn(
        "inline-block min-w-10 rounded-full px-2 py-0.5 text-center text-xs font-semibold tabular-nums",
        count > 0 ? "bg-destructive text-destructive-foreground" : "bg-muted text-muted-foreground",
      )}
    >
      {formatNumber(count, i18n.language)}
    </span>
  );
}

/** The error count column, and the area's extra count beside it (not for the API area). */
export function countColumns<Row extends ErrorCounts>(t: TFunction, area: EdgeArea): Column<Row>[] {
  const columns: Column<Row>[] = [
    {
      id: "errors",
      header: t("edges.edges.columns.errors"),
      value: (row) => row.events.error,
      cell: (row) => <ErrorBadge count={row.events.error} />,
      width: 90,
      align: "right",
    },
  ];
  if (area !== "api")
    columns.push({
      id: "extra",
      header: t(`edges.counts.${area === "video" ? "chunks" : "visualizations"}`),
      value: (row) => extraCount(area, row) ?? 0,
      width: 120,
      align: "right",
    });
  return columns;
}
