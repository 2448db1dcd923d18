import type { TFunction } from "i18next";
import type { Content, Device, EdgeArea, EdgeEvent } from "../../contract/dashboard";
import { dateColumn } from "../../kit/date-column";
import { PersonalValue } from "../../kit/personal-data-note";
import type { Column } from "../../ui/data-table";
import { countColumns } from "./counts";
import { EventStatusBadge } from "./event-status";
import { formatDateTime } from "./format";
import { deviceTarget } from "./personal";

// Columns of the drill-down tables (spec 2 §3): devices, contents, events.

/** A device's IP shows as the server sent it, or whole once revealed in the pane. */
export const deviceColumns = (t: TFunction, area: EdgeArea, paneId: string): Column<Device>[] => [
  { id: "id", header: t("edges.devices.columns.id"), value: (d) => d.id, width: 180 },
  {
    id: "category",
    header: t("edges.devices.columns.category"),
    value: (d) => t(`edges.categories.${d.category}`, { defaultValue: d.category }),
    width: 130,
  },
  {
    id: "ip",
    header: t("edges.devices.columns.ip"),
    value: (d) => d.ip,
    cell: (d) => <PersonalValue paneId={paneId} target={deviceTarget(d)} value={d.ip} />,
    width: 130,
  },
  ...countColumns<Device>(t, area),
];

export const contentColumns = (t: TFunction, area: EdgeArea): Column<Content>[] => [
  { id: "content_id", header: t("edges.contents.columns.id"), value: (c) => c.content_id, width: 100 },
  { id: "title", header: t("edges.contents.columns.title"), value: (c) => c.title, width: 260 },
  {
    id: "group",
    header: t("edges.contents.columns.group"),
    value: (c) => (c.group.id === null ? t("edges.na") : c.group.id),
    width: 100,
  },
  ...countColumns<Content>(t, area),
];

export const eventColumns = (t: TFunction, area: EdgeArea, language: string): Column<EdgeEvent>[] => {
  const columns: Column<EdgeEvent>[] = [
    { id: "id", header: t("edges.events.columns.id"), value: (e) => e.id, width: 100 },
    { id: "event", header: t("edges.events.columns.event"), value: (e) => e.event, width: 190 },
    {
      id: "status",
      header: t("edges.events.columns.status"),
      value: (e) => t(`edges.status.${e.status}`),
      cell: (e) => <EventStatusBadge status={e.status} />,
      width: 110,
    },
    dateColumn<EdgeEvent>({
      id: "time",
      header: t("edges.events.columns.time"),
      at: (e) => e.time,
      format: (time) => (time ? formatDateTime(time, language, true) : ""),
      width: 170,
      sortable: false,
    }),
    { id: "server", header: t("edges.events.columns.server"), value: (e) => e.server, width: 230 },
    {
      id: "url",
      header: t("edges.events.columns.url"),
      value: (e) => e.url ?? t("edges.na"),
      width: 320,
    },
  ];
  if (area === "buffer")
    columns.push({
      id: "buffer_duration",
      header: t("edges.events.columns.bufferDuration"),
      value: (e) => e.buffer_duration ?? "",
      width: 130,
      align: "right",
    });
  return columns;
};
