import type { TFunction } from "i18next";
import { GripVertical } from "lucide-react";
import type { ContentItem } from "../../../contract/filters";
import type { Column } from "../../../ui/data-table";

/** A content row of the editor's tables; `index` is its place in the current view (keyboard moves). */
export type ContentRow = ContentItem & { index: number; movable: boolean };

function episode(item: ContentItem): string {
  const { season_number, episode_number, track_number } = item.data;
  if (track_number !== null) return `#${track_number}`;
  if (season_number === null) return "";
  return episode_number === null ? `T${season_number}` : `T${season_number} E${episode_number}`;
}

/** Columns of both content tables; the included one adds the order and the drag handle. */
export function contentColumns(t: TFunction, included: boolean): Column<ContentRow>[] {
  const columns: Column<ContentRow>[] = [
    {
      id: "id",
      header: t("filters.columns.id"),
      value: (r) => r.data.id,
      width: 90,
      align: "right",
      sortable: true,
    },
    {
      id: "title",
      header: t("filters.columns.title"),
      value: (r) => r.data.title,
      width: 260,
      sortable: true,
    },
    { id: "episode", header: t("filters.columns.episode"), value: episode, width: 150 },
    {
      id: "proveedor_name",
      header: t("filters.columns.provider"),
      value: (r) => r.data.proveedor_name,
      width: 150,
      sortable: true,
    },
    {
      id: "year",
      header: t("filters.columns.year"),
      value: (r) => r.data.year,
      width: 70,
      align: "right",
      sortable: true,
    },
    {
      id: "rights",
      header: t("filters.columns.rights"),
      value: (r) =>
        r.data.rights
          .filter((right) => right.active)
          .map((right) => right.country)
          .join(" "),
      width: 180,
    },
  ];
  if (!included) return columns;
  return [
    {
      id: "move",
      header: t("filters.columns.move"),
      value: () => "",
      exportable: false,
      width: 70,
      cell: (r) => (
        <span
          draggable={r.movable}
          data-content-id={r.data.id}
          aria-hidden
          className={r.movable ? "cursor-grab text-muted-foreground" : "text-muted-foreground/30"}
        >
          <GripVertical className="size-4" />
        </span>
      ),
    },
    {
      id: "position",
      header: t("filters.columns.position"),
      value: (r) => r.position,
      width: 80,
      align: "right",
      sortable: true,
    },
    ...columns,
  ];
}
