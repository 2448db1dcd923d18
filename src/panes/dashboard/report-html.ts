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
  const na = t("dashboard.na");
  return {
    title: t("dashboard.report.heading", { area: t(`dashboard.areas.${area}`), id: event.id }),
    rows: [
      [t("dashboard.events.columns.event"), event.event],
      [t("dashboard.events.columns.status"), t(`dashboard.status.${event.status}`)],
      [t("dashboard.events.columns.time"), event.time],
      [t("dashboard.detail.edge"), event.edge_id],
      [t("dashboard.events.columns.server"), event.server],
      [t("dashboard.events.columns.url"), event.url ?? na],
      [t("dashboard.detail.userEmail"), event.user.email],
      [t("dashboard.detail.hks"), event.user.hks],
      [t("dashboard.detail.userhash"), event.user.userhash],
      [
        t("dashboard.detail.device"),
        `${event.device.brand} ${event.device.model} (${event.device.kind}, ${event.device.os})`,
      ],
      [t("dashboard.detail.deviceid"), event.device.deviceid],
      [t("dashboard.detail.appVersion"), event.application.version],
    ],
    operator: [
      [t("dashboard.detail.request"), event.operator.request],
      [t("dashboard.detail.response"), event.operator.response],
      [t("dashboard.detail.faildata"), event.operator.faildata],
    ],
    note: note.trim() ? { label: t("dashboard.report.note"), text: note.trim() } : undefined,
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
