// biome-ignore-all lint/a11y/noNoninteractiveTabindex: scrollable JSON must be reachable by keyboard
import { useTranslation } from "react-i18next";
import type { EventDetail } from "../../contract/dashboard";
import { EventStatusBadge } from "./event-status";
import { formatDateTime } from "./format";

/** Spec 2 §3's event detail: the event, its user, device and application, and the operator's data as JSON. */
export function EventDetailView({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation();
  const na = t("dashboard.na");
  const groups: { title: string; fields: [string, React.ReactNode][] }[] = [
    {
      title: t("dashboard.detail.event"),
      fields: [
        [t("dashboard.events.columns.event"), event.event],
        [t("dashboard.events.columns.status"), <EventStatusBadge key="status" status={event.status} />],
        [t("dashboard.events.columns.time"), formatDateTime(event.time, i18n.language, true)],
        [t("dashboard.detail.edge"), event.edge_id],
        [t("dashboard.events.columns.server"), event.server],
        [t("dashboard.events.columns.url"), event.url ?? na],
        ...(event.buffer_duration === null
          ? []
          : [
              [t("dashboard.events.columns.bufferDuration"), String(event.buffer_duration)] as [
                string,
                string,
              ],
            ]),
      ],
    },
    {
      title: t("dashboard.detail.user"),
      fields: [
        [t("dashboard.detail.userEmail"), event.user.email],
        [t("dashboard.detail.hks"), event.user.hks],
        [t("dashboard.detail.userhash"), event.user.userhash],
      ],
    },
    {
      title: t("dashboard.detail.deviceTitle"),
      fields: [
        [t("dashboard.detail.kind"), event.device.kind],
        [t("dashboard.detail.brand"), event.device.brand],
        [t("dashboard.detail.model"), event.device.model],
        [t("dashboard.detail.os"), event.device.os],
        [t("dashboard.detail.deviceid"), event.device.deviceid],
        [t("dashboard.detail.appVersion"), event.application.version],
      ],
    },
  ];
  const operator: [string, unknown][] = [
    [t("dashboard.detail.request"), event.operator.request],
    [t("dashboard.detail.response"), event.operator.response],
    [t("dashboard.detail.faildata"), event.operator.faildata],
  ];
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-3">
        {groups.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h3 className="mb-1 text-sm font-semibold">{group.title}</h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              {group.fields.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="break-all">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <section aria-label={t("dashboard.detail.operator")} className="grid gap-2 md:grid-cols-3">
        {operator.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <h3 className="mb-1 text-sm font-semibold">{label}</h3>
            <pre
              tabIndex={0}
              className="max-h-64 overflow-auto rounded-md bg-muted p-2 text-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {JSON.stringify(value, null, 2)}
            </pre>
          </div>
        ))}
      </section>
    </div>
  );
}
