import { jobCalls } from "../../../src/contract/jobs.ts";
import { can } from "../../../src/permissions/catalog.ts";
import { ApiError } from "../../envelope.ts";
import { implement } from "../../platform/route.ts";
import {
  bulkJobDetail,
  bulkJobSummary,
  cancelBulkJob,
  findBulkJob,
  listBulkJobs,
  NothingToRetry,
  retryBulkJob,
} from "./store.ts";

/** /services/jobs: the caller's bulk jobs of any kind. Another user's job does not exist for them. */
export const jobRoutes = implement(jobCalls, (deps) => {
  const { db, clock } = deps;
  const owned = async (id: number, userId: number) => {
    const job = await findBulkJob(db, id);
    if (!job || job.owner_id !== userId) throw new ApiError("job_not_found", { datafield: "job_id" });
    return job;
  };
  const summary = async (id: number) => {
    const found = await bulkJobSummary(db, id);
    if (!found) throw new ApiError("job_not_found", { datafield: "job_id" });
    return found;
  };
  return {
    listJobs: async (_input, c) => listBulkJobs(db, c.var.user.user_id),
    getJob: async ({ params }, c) => {
      await owned(params.job_id, c.var.user.user_id);
      const detail = await bulkJobDetail(db, params.job_id);
      if (!detail) throw new ApiError("job_not_found", { datafield: "job_id" });
      return detail;
    },
    cancelJob: async ({ params }, c) => {
      await owned(params.job_id, c.var.user.user_id);
      if (!(await cancelBulkJob(db, params.job_id, clock()))) throw new ApiError("job_not_running");
      return summary(params.job_id);
    },
    retryJob: async ({ params }, c) => {
      const job = await owned(params.job_id, c.var.user.user_id);
      // A retry runs again what the job does: only while the owner still may.
      const modules = JSON.parse(job.access) as string[];
      if (!modules.some((module) => can(c.var.user, module, "view"))) {
        throw new ApiError("user_without_permission");
      }
      try {
        if (!(await retryBulkJob(db, params.job_id, clock()))) throw new ApiError("job_nothing_to_retry");
      } catch (error) {
        if (error instanceof NothingToRetry) throw new ApiError("job_nothing_to_retry");
        throw error;
      }
      await deps.jobs.wake();
      return summary(params.job_id);
    },
  };
});
