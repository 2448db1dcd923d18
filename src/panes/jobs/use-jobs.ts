import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { fetchJob, fetchJobs, jobKeys } from "../../api/jobs";
import { queryClient } from "../../api/query-client";
import { onJobProgress } from "../../session/job-progress";

/** Polling pace while a job runs; the notification stream's progress refreshes sooner. */
const POLL_MS = 1_500;

/** The user's jobs; polled while one runs, refreshed on every pushed progress. */
export function useJobs() {
  useEffect(() => onJobProgress(() => void queryClient.invalidateQueries({ queryKey: jobKeys.all() })), []);
  return useQuery({
    queryKey: jobKeys.lists(),
    queryFn: fetchJobs,
    refetchInterval: (query) => (query.state.data?.some((job) => job.status === "running") ? POLL_MS : false),
  });
}

export function useJob(id: number | null) {
  return useQuery({
    queryKey: jobKeys.detail(id),
    queryFn: () => fetchJob(id as number),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === "running" ? POLL_MS : false),
  });
}
