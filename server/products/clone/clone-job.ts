import type { ErrorCode } from "../../../src/contract/errors.ts";
import {
  CLONE_JOB_PART,
  CLONE_RATES_JOB,
  productCloneJobCalls,
} from "../../../src/contract/products/clone-job.ts";
import { appendAuditRow } from "../../audit.ts";
import { type AppDeps, type AuthUser, isoAt } from "../../context.ts";
import {
  bulkJobHandler,
  createBulkJob,
  type ItemPart,
  type ItemProcessor,
  type OwnerRule,
} from "../../jobs/bulk/exports.ts";
import { type Actor, PRODUCTS_MODULE, userActor } from "../domain/actor.ts";
import { copyRate, validateClone } from "../domain/clone.ts";
import { productError } from "../domain/errors.ts";
import { type ProductTables, productsDb } from "../domain/tables.ts";

// Clone rates as a bulk job: one rate per item, each in its own transaction with the item's outcome. The
// checks of the synchronous clone run again when an item runs, as the user who queued the job is THEN (still
// active and with edit privilege on products, which the bulk runner checks; the job's tenant, the rate's
// region among theirs, not frozen, active).

/** The tenant the job was queued in; the acting user is the job's owner. */
export type CloneJobPayload = { tenant: string };

const refused = (code: ErrorCode): ItemPart => ({ status: "1", message: code });

/** Validates the ids as the caller, then queues a job of every id: the invalid ones recorded with the reason. */
export async function startCloneJob(deps: AppDeps, actor: Actor, ownerId: number, ids: readonly number[]) {
  const { rates } = await validateClone(productsDb(deps.db), actor, ids);
  const valid = rates.filter((v) => v.valid).length;
  if (valid === 0) throw productError("product_clone_none_valid");
  const jobId = await deps.db.transaction().execute(async (trx) => {
    const id = await createBulkJob(
      trx,
      {
        kind: CLONE_RATES_JOB,
        title: `Clonar tarifas: ${valid} de ${rates.length}`,
        // The console's title counts the job's items: nothing more to say.
        titleParams: {},
        ownerId,
        access: [PRODUCTS_MODULE],
        payload: { tenant: actor.tenant } satisfies CloneJobPayload,
        items: rates.map((v) => ({
          key: String(v.id),
          invalid: !v.valid,
          parts: v.reason ? { [CLONE_JOB_PART]: refused(v.reason) } : undefined,
        })),
      },
      Date.parse(actor.now),
    );
    await actor.record(
      trx.withTables<ProductTables>(),
      "products.startCloneJob",
      `Clonado de ${valid} tarifas en segundo plano: tarea ${id}`,
    );
    return id;
  });
  await deps.jobs.wake();
  return { job_id: jobId, total: rates.length, valid, rates };
}

/** The owner must still hold the call's edit privilege on products when each rate runs. */
export const CLONE_JOB_OWNER: OwnerRule<CloneJobPayload> = {
  access: productCloneJobCalls.startCloneJob.access,
  part: () => CLONE_JOB_PART,
};

/** The job's owner as an actor of the tenant, or the refusal when they may no longer clone there. */
function ownerActor(user: AuthUser, jobId: number, tenant: string, now: number) {
  if (!user.tenants.some((t) => t.code === tenant)) return refused("wsgu_invalid_tenant");
  return userActor(user, tenant, isoAt(now), (trx, action, message) =>
    appendAuditRow(trx, {
      user: user.email,
      ip: "job",
      url: `/services/jobs/${jobId}`,
      action,
      message,
      now,
    }),
  );
}

/** One rate of the job: its copy's id, or the code of the check it fails now. */
export const cloneItem: ItemProcessor<CloneJobPayload> = async (trx, item, payload, now) => {
  const actor = ownerActor(item.owner, item.jobId, payload.tenant, now);
  if ("status" in actor) return { [CLONE_JOB_PART]: actor };
  const db = trx.withTables<ProductTables>();
  const sourceId = Number(item.key);
  const { rates, found } = await validateClone(db, actor, [sourceId]);
  const source = found.get(sourceId);
  if (!rates[0]?.valid || !source)
    return { [CLONE_JOB_PART]: refused(rates[0]?.reason ?? "product_rate_not_found") };
  const rateId = await copyRate(db, actor, source);
  await actor.record(
    db,
    "products.cloneRates",
    `Tarifa clonada: ${sourceId}→${rateId} (tarea ${item.jobId})`,
  );
  return { [CLONE_JOB_PART]: { status: "0", message: String(rateId) } };
};

export const cloneJobHandler = bulkJobHandler(cloneItem, CLONE_JOB_OWNER);
