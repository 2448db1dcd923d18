import type { EdgeArea, EventDetail } from "../../contract/dashboard";

// The incident report's HTML body (spec 2 §7: the mail carries an HTML body). Every value comes from the
// server or the operator, so every one is escaped: the report shows them, it never runs them.

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

export type ReportLabels = {
  title: string;
  rows: [label: string, value: string][];
  operator: [label: string, value: unknown][];
  note?: { label: string; text: string };
};

/** The report's labels in the operator's language, from the event detail. */
export function reportLabels(
  t: (key: string, options?: Record<string, unknown>) => string,
  area: EdgeArea,
  event: EventDetail,
  note: string,
): ReportLabels {
  const na = t("edges.na");
  return {
    title: t("edges.report.heading", { area: t(`edges.areas.${area}`), id: event.id }),
    rows: [
      [t("edges.events.columns.event"), event.event],
      [t("edges.events.columns.status"), t(`edges.status.${event.status}`)],
      [t("edges.events.columns.time"), event.time],
      [t("edges.detail.edge"), event.edge_id],
      [t("edges.events.columns.server"), event.server],
      [t("edges.events.columns.url"), event.url ?? na],
      [t("edges.detail.userEmail"), event.user.email],
      [t("edges.detail.hks"), event.user.hks],
      [t("edges.detail.userhash"), event.user.userhash],
      [
        t("edges.detail.device"),
        `${event.device.brand} ${event.device.model} (${event.device.kind}, ${event.device.os})`,
      ],
      [t("edges.detail.deviceid"), event.device.deviceid],
      [t("edges.detail.appVersion"), event.application.version],
    ],
    operator: [
      [t("edges.detail.request"), event.operator.request],
      [t("edges.detail.response"), event.operator.response],
      [t("edges.detail.faildata"), event.operator.faildata],
    ],
    note: note.trim() ? { label: t("edges.report.note"), text: note.trim() } : undefined,
  };
}

export function reportHtml(labels: ReportLabels): string {
  const cell = "border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top";
  const rows = labels.rows
    .map(
      ([label, value]) =>
        `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const operator = labels.operator
    .map(
      ([label, value]) =>
        `<h3>${escapeHtml(label)}</h3><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`,
    )
    .join("");
  const note = labels.note
    ? `<h3>${escapeHtml(labels.note.label)}</h3><p>${escapeHtml(labels.note.text)}</p>`
    : "";
  return `<h2>${escapeHtml(labels.title)}</h2>${note}<table style="border-collapse:collapse">${rows}</table>${operator}`;
}
