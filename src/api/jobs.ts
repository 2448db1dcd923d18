import type { QueryClient } from "@tanstack/react-query";
import { type BulkJobDetail, type BulkJobProgress, type BulkJobSummary, jobCalls } from "../contract/jobs";
import { callService } from "./call";
import { queryKeysFactory } from "./query-keys";

export type { BulkJobDetail, BulkJobItem, BulkJobSummary } from "../contract/jobs";

export const jobKeys = queryKeysFactory("jobs", "job");

export const fetchJobs = () => callService(jobCalls.listJobs);
export const fetchJob = (id: number) => callService(jobCalls.getJob, { params: { job_id: id } });
export const cancelJob = (id: number) => callService(jobCalls.cancelJob, { params: { job_id: id } });
export const retryJob = (id: number) => callService(jobCalls.retryJob, { params: { job_id: id } });

/**
 * Writes a pushed job progress into the cache as it is: the job's summary in the list (a new job first) and,
 * when that job's detail is cached, its summary and the items the push settled. Nothing is fetched.
 */
export function applyJobProgress(client: QueryClient, { items, ...summary }: BulkJobProgress): void {
  client.setQueryData<BulkJobSummary[]>(jobKeys.lists(), (jobs) => {
    if (!jobs) return jobs;
    if (!jobs.some((job) => job.job_id === summary.job_id)) return [summary, ...jobs];
    return jobs.map((job) => (job.job_id === summary.job_id ? summary : job));
  });
  client.setQueryData<BulkJobDetail>(jobKeys.detail(summary.job_id), (job) => {
    if (!job) return job;
    const settled = new Map(items.map((item) => [item.key, item]));
    return { ...job, ...summary, items: job.items.map((item) => settled.get(item.key) ?? item) };
  });
}
