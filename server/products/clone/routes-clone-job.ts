import { productCloneJobCalls } from "../../../src/contract/products/clone-job.ts";
import { implement } from "../../platform/route.ts";
import { actorOf } from "../domain/actor.ts";
import { startCloneJob } from "./clone-job.ts";

/** services/products clone as a job: many rates, one per transaction, followed in the jobs tray. */
export const productCloneJobRoutes = implement(productCloneJobCalls, (deps) => ({
  startCloneJob: async ({ body }, c) => startCloneJob(deps, actorOf(c), c.var.user.user_id, body.data),
}));
