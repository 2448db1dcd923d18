import { ListChecks } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import type { BulkJobSummary } from "../../api/jobs";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog";
import { Progress } from "../../ui/progress";
import { JobDetail } from "./job-detail";
import { jobTitle } from "./job-texts";
import { closeTray, openTray, tray } from "./tray-state";
import { useJobs } from "./use-jobs";

export const progressOf = (job: BulkJobSummary) =>
  job.total === 0 ? 100 : Math.round(((job.total - job.pending) / job.total) * 100);

/** The jobs tray (issue 17): a button on every screen while there are jobs, and the tray it opens. */
export function JobsTray() {
  const { t } = useTranslation();
  const { open, jobId } = useSnapshot(tray);
  const jobs = useJobs().data ?? [];
  const running = jobs.filter((job) => job.status === "running").length;
  const shown = jobId ?? jobs[0]?.job_id ?? null;
  return (
    <>
      {jobs.length > 0 && (
        <Button variant={running > 0 ? "default" : "outline"} size="sm" onClick={() => openTray()}>
          <ListChecks /> {running > 0 ? t("jobs.tray.running", { count: running }) : t("jobs.tray.button")}
        </Button>
      )}
      <Dialog open={open} onOpenChange={(next) => (next ? openTray() : closeTray())}>
        <DialogContent size="lg" className="grid-rows-[auto_minmax(0,1fr)]">
          <DialogHeader>
            <DialogTitle>{t("jobs.tray.title")}</DialogTitle>
            <DialogDescription>{t("jobs.tray.description")}</DialogDescription>
          </DialogHeader>
          {jobs.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("jobs.tray.empty")}</p>
          ) : (
            <div className="grid min-h-0 gap-3 md:grid-cols-[14rem_minmax(0,1fr)]">
              <ul aria-label={t("jobs.tray.list")} className="flex max-h-[60vh] flex-col gap-1 overflow-auto">
                {jobs.map((job) => (
                  <li key={job.job_id}>
                    <button
                      type="button"
                      aria-current={job.job_id === shown}
                      onClick={() => {
                        tray.jobId = job.job_id;
                      }}
                      className={cn(
                        "w-full rounded-md border p-2 text-left text-xs hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                        job.job_id === shown && "border-primary bg-muted",
                      )}
                    >
                      <span className="block font-medium">
                        #{job.job_id} · {jobTitle(t, job)}
                      </span>
                      <span className="block text-muted-foreground">
                        {t(`jobs.status.${job.status}`)} · {job.total - job.pending}/{job.total}
                      </span>
                      <Progress
                        value={progressOf(job)}
                        className="mt-1"
                        aria-label={t("jobs.tray.progress")}
                      />
                    </button>
                  </li>
                ))}
              </ul>
              {shown !== null && <JobDetail jobId={shown} />}
            </div>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
