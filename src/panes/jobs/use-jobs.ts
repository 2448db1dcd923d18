import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { applyJobProgress, fetchJob, fetchJobs, jobKeys } from "../../api/jobs";
import { isJobStreamUp, onJobProgress, onJobStreamChange } from "../../session/job-progress";

/** Polling pace while a job runs and the notification stream is down (the one fallback). */
const POLL_MS = 1_500;

const useJobStreamUp = () => useSyncExternalStore(onJobStreamChange, isJobStreamUp);

/**
 * The user's jobs. Their progress is the notification stream's, written into the cache as pushed; only while
 * the stream is down are running jobs polled, and they are read once more when it is back.
 */
export function useJobs() {
  const client = useQueryClient();
  const streamUp = useJobStreamUp();
  useEffect(() => onJobProgress((progress) => applyJobProgress(client, progress)), [client]);
  useEffect(
    () =>
      onJobStreamChange((up) => {
        if (up) void client.invalidateQueries({ queryKey: jobKeys.all() });
      }),
    [client],
  );
  return useQuery({
    queryKey: jobKeys.lists(),
    queryFn: fetchJobs,
    refetchInterval: (query) =>
      !streamUp && query.state.data?.some((job) => job.status === "running") ? POLL_MS : false,
  });
}

export function useJob(id: number | null) {
  const streamUp = useJobStreamUp();
  return useQuery({
    queryKey: jobKeys.detail(id),
    queryFn: () => fetchJob(id as number),
    enabled: id !== null,
    refetchInterval: (query) => (!streamUp && query.state.data?.status === "running" ? POLL_MS : false),
  });
}
