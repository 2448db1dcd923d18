import { type BulkJobSummary, fetchJob, jobKeys } from "../../../api/jobs";
import { queryClient } from "../../../api/query-client";
import { onJobProgress } from "../../../session/job-progress";

/** Polling pace while the job runs; the progress the server pushes ends the wait sooner. */
const POLL_MS = 2_000;

export type JobEnd = Pick<BulkJobSummary, "job_id" | "status" | "done" | "failed">;

/**
 * Calls `onEnd` once, when the job stops running (done or cancelled): on the progress the notification stream
 * pushes, or on a poll (a missed event only delays it). A failed poll (signed out) stops following.
 */
export function followJob(jobId: number, onEnd: (job: JobEnd) => void): void {
  let following = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    following = false;
    clearTimeout(timer);
    unsubscribe();
  };
  const end = (job: JobEnd) => {
    if (!following) return;
    stop();
    onEnd(job);
  };
  const unsubscribe = onJobProgress((progress) => {
    if (progress.job_id === jobId && progress.status !== "running") end(progress);
  });
  const poll = async () => {
    try {
      const job = await queryClient.fetchQuery({
        queryKey: jobKeys.detail(jobId),
        queryFn: () => fetchJob(jobId),
        staleTime: 0,
      });
      if (job.status !== "running") return end(job);
      if (following) timer = setTimeout(() => void poll(), POLL_MS);
    } catch {
      stop();
    }
  };
  void poll();
}
