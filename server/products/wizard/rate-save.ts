import type { z } from "zod";
import type { HandlerResult } from "../../../src/contract/define.ts";
import { step6Environment } from "../../../src/contract/products/states.ts";
import {
  type productWizardCalls,
  ratePublishStep,
  rateStep4,
  rateStep5,
  type rateStepQuery,
} from "../../../src/contract/products/wizard.ts";
import { type Actor, demand } from "../domain/actor.ts";
import { parseStep, refusal, ruleRefusal } from "../domain/failures.ts";
import { replacePayments } from "../domain/payment-store.ts";
import { rateLastStep, uploadRate } from "../domain/publication.ts";
import { createRate, replaceCatalogueIds, replaceTargets, updateRate } from "../domain/rate-store.ts";
import {
  type Conn,
  planOf,
  type Rate,
  rateOf,
  requireDraft,
  requireRateRegion,
  requireStepOrder,
  type Trx,
} from "./load.ts";
import { saveMails } from "./mails.ts";
import { isNameTaken } from "./names.ts";
import { checkPayments } from "./rate-payments.ts";
import { viewOf } from "./rate-view.ts";

// Saves a rate's wizard step (spec 3 §2 steps 4–7, §3 payloads, §4 states and order, §5 rules), in the
// caller's transaction. Answers the step saved and the rate as result.insert.rate or result.updated.rate.

export type RateQuery = z.output<typeof rateStepQuery>;
type Saved = HandlerResult<typeof productWizardCalls.saveRateWizardStep>;
type Configuration = z.output<typeof rateStep4>;

/** The existing rate a step works on: of the plan and region given, in a region the caller edits. */
export async function rateForStep(trx: Trx, actor: Actor, query: RateQuery, step: number): Promise<Rate> {
  if (!query.rate_id) throw refusal("product_rate_not_found");
  const { rate } = await rateOf(trx, actor, query.rate_id);
  if (rate.product_id !== query.product_id || rate.region_id !== query.region_id)
    throw refusal("product_rate_not_found");
  await requireRateRegion(trx, actor, rate.region_id);
  requireStepOrder(step, rateLastStep(rate));
  return rate;
}

export async function saveRateStep(trx: Trx, actor: Actor, step: number, query: RateQuery, payload: unknown) {
  if (step === 4) return saveConfiguration(trx, actor, query, parseStep(rateStep4, payload));
  if (step === 5) {
    demand(actor, "edit");
    const rate = await rateForStep(trx, actor, query, 5);
    requireDraft("rate", rate.state);
    await saveMails(trx, actor, rate, parseStep(rateStep5, payload).payments);
    return answer(trx, actor, rate.rate_id, 5, "updated");
  }
  parseStep(ratePublishStep, payload);
  demand(actor, "publish");
  const rate = await rateForStep(trx, actor, query, step);
  await uploadRate(trx, actor, rate.rate_id, step === 6 ? step6Environment(rate) : "prod");
  return answer(trx, actor, rate.rate_id, step, "updated");
}

export async function answer(
  trx: Trx,
  actor: Actor,
  rateId: number,
  step: number,
  how: "insert" | "updated",
): Promise<Saved> {
  const { rate } = await rateOf(trx, actor, rateId);
  return { step, rate_id: rateId, [how]: { rate: await viewOf(trx, actor, rate) } };
}

/** The hub flag comes from the channel (validate corporate hub); each channel must exist and be active. */
async function hubcorpOf(trx: Trx, targets: readonly number[]): Promise<0 | 1> {
  const rows = await trx
    .selectFrom("product_targets")
    .select(["target_id", "is_hubcorp"])
    .where("target_id", "in", [...targets])
    .where("active", "=", 1)
    .execute();
  if (rows.length !== targets.length) throw ruleRefusal([{ field: "target_id", message: "targetRequired" }]);
  return rows.some((row) => row.is_hubcorp === 1) ? 1 : 0;
}

/** An eligibility rate is one per plan and region (validate eligibility). */
export async function hasEligibilityRate(trx: Conn, productId: number, regionId: number, except = 0) {
  const other = await trx
    .selectFrom("product_rates")
    .select("rate_id")
    .where("product_id", "=", productId)
    .where("region_id", "=", regionId)
    .where("eligibility_rate", "=", 1)
    .where("deleted_date", "is", null)
    .where("rate_id", "!=", except)
    .executeTakeFirst();
  return other !== undefined;
}

async function saveConfiguration(trx: Trx, actor: Actor, query: RateQuery, rate: Configuration) {
  const plan = await planOf(trx, actor, query.product_id);
  if (plan.state !== "published") throw refusal("product_plan_not_published");
  const existing = query.rate_id ? await rateForStep(trx, actor, query, 4) : undefined;
  demand(actor, existing ? "edit" : "new");
  if (existing) requireDraft("rate", existing.state);
  else await requireRateRegion(trx, actor, query.region_id);
  const hubcorp = await hubcorpOf(trx, rate.target_id);
  if (
    rate.eligibility_rate === 1 &&
    (await hasEligibilityRate(trx, plan.product_id, query.region_id, existing?.rate_id))
  )
    throw ruleRefusal([{ field: "eligibility_rate", message: "eligibilityExists" }]);
  const name = rate.name || existing?.name || `${plan.name} ${query.region_id}`;
  const nameScope = { productId: plan.product_id, excludeId: existing?.rate_id };
  if (rate.name && (await isNameTaken(trx, actor, "rate", rate.name, nameScope)))
    throw refusal("wizard_name_exists", undefined, { datafield: "name" });
  await checkPayments(
    trx,
    actor,
    { regionId: query.region_id, hubcorp: hubcorp === 1, catalogueIds: rate.catalogue_ids },
    rate.payments,
  );
  const columns = {
    name,
    description: rate.description ?? existing?.description ?? "",
    active: rate.active,
    trial: rate.trial_period > 0 ? (1 as const) : (0 as const),
    trial_period: rate.trial_period,
    trial_unit: rate.trial_period > 0 ? rate.trial_unit : null,
    initials: rate.initials,
    eligibility_rate: rate.eligibility_rate,
    is_hubcorp: hubcorp,
    last_step_saved: Math.max(existing?.last_step_saved ?? 0, 4),
  };
  let rateId = existing?.rate_id;
  if (rateId) await updateRate(trx, actor, rateId, columns);
  else
    rateId = await createRate(trx, actor, {
      ...columns,
      product_id: plan.product_id,
      region_id: query.region_id,
    });
  await replaceTargets(trx, rateId, rate.target_id);
  await replaceCatalogueIds(trx, rateId, [...new Set(rate.catalogue_ids)]);
  await replacePayments(trx, actor, rateId, rate.payments);
  await actor.record(trx, existing ? "update" : "insert", `Tarifa ${rateId} paso 4`);
  return answer(trx, actor, rateId, 4, existing ? "updated" : "insert");
}
