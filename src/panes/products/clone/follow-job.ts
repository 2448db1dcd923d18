import { type BulkJobSummary, fetchJob, jobKeys } from "../../../api/jobs";
import { queryClient } from "../../../api/query-client";
import { isJobStreamUp, onJobProgress, onJobStreamChange } from "../../../session/job-progress";

/** Polling pace while the job runs and the notification stream is down. */
const POLL_MS = 2_000;

export type JobEnd = Pick<BulkJobSummary, "job_id" | "status" | "done" | "failed">;

/**
 * Calls `onEnd` once, when the job stops running (done or cancelled), on the progress the notification stream
 * pushes. The job is read when following starts and, as the one fallback, again every 2 s while the stream is
 * down and once when it is back (what it pushed meanwhile is lost). A failed read (signed out) stops following.
 */
export function followJob(jobId: number, onEnd: (job: JobEnd) => void): void {
  let following = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    following = false;
    clearTimeout(timer);
    unsubscribe();
    unwatch();
  };
  const end = (job: JobEnd) => {
    if (!following) return;
    stop();
    onEnd(job);
  };
  const unsubscribe = onJobProgress((progress) => {
    if (progress.job_id === jobId && progress.status !== "running") end(progress);
  });
  const read = async () => {
    clearTimeout(timer);
    try {
      const job = await queryClient.fetchQuery({
        queryKey: jobKeys.detail(jobId),
        queryFn: () => fetchJob(jobId),
        staleTime: 0,
      });
      if (job.status !== "running") return end(job);
      if (!following || isJobStreamUp()) return;
      clearTimeout(timer);
      timer = setTimeout(() => void read(), POLL_MS);
    } catch {
      stop();
    }
  };
  const unwatch = onJobStreamChange(() => void read());
  void read();
}
