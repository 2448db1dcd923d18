import { CLONE_JOB_THRESHOLD } from "../../../contract/products/clone-job";

/** Whether this many valid rates are cloned as a background job rather than in one synchronous call. */
export const clonesAsJob = (validCount: number): boolean => validCount > CLONE_JOB_THRESHOLD;
