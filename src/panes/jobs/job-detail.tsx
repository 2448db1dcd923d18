import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { errorMessage } from "../../api/error-message";
import { type BulkJobItem, cancelJob, jobKeys, retryJob } from "../../api/jobs";
import { queryClient } from "../../api/query-client";
import { Button } from "../../ui/button";
import { type Column, DataTable } from "../../ui/data-table";
import { ITEM_STATUS_ICON_PX, ItemStatus, PartsCell } from "./item-status";
import { partOutcome, partsHeader } from "./job-texts";
import { useJob } from "./use-jobs";

/** One job: its counts, cancel or retry of the failed items, and every item's status per part. */
export function JobDetail({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const { data: job } = useJob(jobId);
  const kind = job?.kind ?? "";
  const columns = useMemo<Column<BulkJobItem>[]>(
    () => [
      { id: "key", header: t("jobs.columns.key"), value: (r) => r.key, width: 140, sortable: true },
      {
        id: "status",
        header: t("jobs.columns.status"),
        value: (r) => t(`jobs.itemStatus.${r.status}`),
        cell: (r) => <ItemStatus status={r.status} />,
        adornment: ITEM_STATUS_ICON_PX,
        width: 130,
        sortable: true,
      },
      {
        id: "parts",
        header: partsHeader(t, kind || undefined),
        value: (r) =>
          Object.entries(r.parts)
            .map(([name, part]) => {
              const { text, detail } = partOutcome(t, kind, name, part);
              return detail ? `${text} ${detail}` : text;
            })
            .join(" · "),
        cell: (r) => <PartsCell kind={kind} parts={r.parts} />,
        width: 360,
      },
      {
        id: "attempts",
        header: t("jobs.columns.attempts"),
        value: (r) => r.attempts,
        width: 90,
        align: "right",
      },
    ],
    [t, kind],
  );
  if (!job) return <p className="text-sm text-muted-foreground">{t("common.loading")}</p>;
  const act = async (action: (id: number) => Promise<unknown>, done: string) => {
    try {
      await action(jobId);
      toast.success(t(done));
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
    await queryClient.invalidateQueries({ queryKey: jobKeys.all() });
  };
  return (
    <section aria-label={t("jobs.tray.detail", { id: job.job_id })} className="flex min-h-0 flex-col gap-2">
      <p role="status" className="text-sm">
        {t(`jobs.status.${job.status}`)} ·{" "}
        {t("jobs.tray.counts", {
          done: job.done,
          failed: job.failed,
          invalid: job.invalid,
          pending: job.pending,
          cancelled: job.cancelled,
        })}
      </p>
      <div className="flex gap-2">
        {job.status === "running" && (
          <Button variant="outline" size="sm" onClick={() => void act(cancelJob, "jobs.messages.cancelled")}>
            {t("jobs.actions.cancel")}
          </Button>
        )}
        {job.status !== "running" && job.failed > 0 && (
          <Button size="sm" onClick={() => void act(retryJob, "jobs.messages.retried")}>
            {t("jobs.actions.retry", { count: job.failed })}
          </Button>
        )}
      </div>
      <div className="h-[45vh] min-h-0">
        <DataTable
          ariaLabel={t("jobs.tray.items")}
          columns={columns}
          source={{ kind: "client", rows: job.items }}
          rowKey={(row) => row.key}
          exportTitle={`Job_${job.job_id}`}
          emptyText={t("jobs.tray.noItems")}
        />
      </div>
    </section>
  );
}
