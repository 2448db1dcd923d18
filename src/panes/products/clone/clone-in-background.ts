import type { TFunction } from "i18next";
import { toast } from "sonner";
import { executeCommand } from "../../../commands/execute";
import { startCloneJob } from "../domain/api";
import { refreshProducts } from "../domain/messages";
import { followJob } from "./follow-job";

/**
 * Queues the clone as a job, says so with a way to the jobs tray (also Alt+Shift+J), and reloads the
 * product list when the job ends, saying how many rates were cloned.
 */
export async function cloneInBackground(t: TFunction, ids: number[]): Promise<void> {
  const { jobId, valid } = await startCloneJob(ids);
  const action = {
    label: t("products.clone.openTray"),
    onClick: () => void executeCommand("jobs.openTray", "palette", jobId),
  };
  toast.info(t("products.clone.jobStarted", { count: valid, id: jobId }), {
    description: t("products.clone.jobFollow"),
    action,
  });
  followJob(jobId, (job) => {
    void refreshProducts();
    const text = t("products.clone.jobDone", { id: jobId, count: job.done, failed: job.failed });
    if (job.failed > 0) toast.warning(text, { action });
    else toast.success(text, { action });
  });
}
