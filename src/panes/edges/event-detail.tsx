// biome-ignore-all lint/a11y/noNoninteractiveTabindex: scrollable JSON must be reachable by keyboard
import { useTranslation } from "react-i18next";
import type { EventDetail } from "../../contract/dashboard";
import { DefinitionList, type Definitions } from "../../kit/definition-list";
import { EventStatusBadge } from "./event-status";
import { formatDateTime } from "./format";

/** Spec 2 §3's event detail: the event, its user, device and application, and the operator's data as JSON. */
export function EventDetailView({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation();
  const na = t("edges.na");
  const groups: { title: string; fields: Definitions }[] = [
    {
      title: t("edges.detail.event"),
      fields: [
        [t("edges.events.columns.event"), event.event],
        [t("edges.events.columns.status"), <EventStatusBadge key="status" status={event.status} />],
        [t("edges.events.columns.time"), formatDateTime(event.time, i18n.language, true)],
        [t("edges.detail.edge"), event.edge_id],
        [t("edges.events.columns.server"), event.server],
        [t("edges.events.columns.url"), event.url ?? na],
        event.buffer_duration !== null && [
          t("edges.events.columns.bufferDuration"),
          String(event.buffer_duration),
        ],
      ],
    },
    {
      title: t("edges.detail.user"),
      fields: [
        [t("edges.detail.userEmail"), event.user.email],
        [t("edges.detail.hks"), event.user.hks],
        [t("edges.detail.userhash"), event.user.userhash],
      ],
    },
    {
      title: t("edges.detail.deviceTitle"),
      fields: [
        [t("edges.detail.kind"), event.device.kind],
        [t("edges.detail.brand"), event.device.brand],
        [t("edges.detail.model"), event.device.model],
        [t("edges.detail.os"), event.device.os],
        [t("edges.detail.deviceid"), event.device.deviceid],
        [t("edges.detail.appVersion"), event.application.version],
      ],
    },
  ];
  const operator: [string, unknown][] = [
    [t("edges.detail.request"), event.operator.request],
    [t("edges.detail.response"), event.operator.response],
    [t("edges.detail.faildata"), event.operator.faildata],
  ];
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-3">
        {groups.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h3 className="mb-1 text-sm font-semibold">{group.title}</h3>
            <DefinitionList items={group.fields} size="xs" wrap="all" className="gap-x-3" />
          </section>
        ))}
      </div>
      <section aria-label={t("edges.detail.operator")} className="grid gap-2 md:grid-cols-3">
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
