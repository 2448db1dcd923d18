import { z } from "zod";
import { defineCalls, ENVELOPE_CREATED } from "../define.ts";
import { cloneBody, cloneVerdict } from "./rates.ts";

// Clone rates as a background job (issue 18, deliverable 3): the same checks as the one-transaction clone
// call, run per rate by the bulk job machinery (/services/jobs reads, cancels and retries it).

/**
 * Above this many valid rates the console clones as a job: the synchronous call copies every rate with its
 * targets, catalogue ids, payments and e-mails in ONE transaction, which at hundreds of rates holds the
 * writers for seconds and gives no progress; the job copies one rate per transaction, with progress.
 */
export const CLONE_JOB_THRESHOLD = 50;

/** The queue's job kind; the jobs tray titles it with the products.jobs.cloneRates text. */
export const CLONE_RATES_JOB = "products.cloneRates";

/** The one part of a clone job's item: its message is the new rate's id, or the refusal's error code. */
export const CLONE_JOB_PART = "clone";

export const productCloneJobCalls = defineCalls("products", {
  startCloneJob: {
    summary:
      "Queues a job cloning the valid ones of up to 500 rate ids, one rate at a time; each is checked again when it runs",
    method: "POST",
    path: "/products/rates/clone/jobs",
    body: cloneBody,
    result: z.object({ job_id: z.int(), total: z.int(), valid: z.int(), rates: z.array(cloneVerdict) }),
    errors: ["product_clone_none_valid"],
    access: { module: "products", privilege: "edit" },
    status: 201,
    ...ENVELOPE_CREATED,
  },
});
