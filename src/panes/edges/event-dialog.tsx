import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useSnapshot } from "valtio";
import { eventQuery } from "../../api/dashboard-queries";
import { dashboardCalls, type EdgeArea } from "../../contract/dashboard";
import { DetailDialog } from "../../kit/detail-dialog";
import { can } from "../../permissions/catalog";
import { session } from "../../session/store";
import { EventDetailView } from "./event-detail";
import { ReportForm } from "./report-form";

type Props = { area: EdgeArea; eventId: number; report: boolean; onClose(): void };

/** The event modal (spec 2 §2): the detail and the e-mail report form. A failed load closes it (spec 2 §8). */
export function EventDialog({ area, eventId, report, onClose }: Props) {
  const { t } = useTranslation();
  const snap = useSnapshot(session);
  const query = useQuery(eventQuery(area, eventId));
  const { module, privilege } = dashboardCalls.sendReport.access;
  const mayReport = can(snap.user, module, privilege);

  useEffect(() => {
    if (!query.error) return;
    toast.error(t("edges.messages.detailFailed"));
    onClose();
  }, [query.error, onClose, t]);

  return (
    <DetailDialog
      size="lg"
      title={t("edges.detail.title", { id: eventId })}
      description={t("edges.detail.description", { area: t(`edges.areas.${area}`) })}
      onClose={onClose}
    >
      {query.data ? (
        <>
          <EventDetailView event={query.data} />
          {mayReport ? (
            <ReportForm area={area} event={query.data} autoFocus={report} />
          ) : (
            <p className="text-sm text-muted-foreground">{t("edges.report.notAllowed")}</p>
          )}
        </>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {t("edges.detail.loading")}
        </p>
      )}
    </DetailDialog>
  );
}
