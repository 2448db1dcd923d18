import { jobCalls } from "../contract/jobs";
import { callService } from "./call";
import { queryKeysFactory } from "./query-keys";

export type { BulkJobDetail, BulkJobItem, BulkJobSummary } from "../contract/jobs";

export const jobKeys = queryKeysFactory("jobs", "job");

export const fetchJobs = () => callService(jobCalls.listJobs);
export const fetchJob = (id: number) => callService(jobCalls.getJob, { params: { job_id: id } });
export const cancelJob = (id: number) => callService(jobCalls.cancelJob, { params: { job_id: id } });
export const retryJob = (id: number) => callService(jobCalls.retryJob, { params: { job_id: id } });
