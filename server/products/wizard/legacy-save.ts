import type { z } from "zod";
import { legacyStepNeedsRate, nextLegacyStep, ruleValueOn } from "../../../src/contract/products/rules.ts";
import {
  legacyStep0,
  legacyStep1,
  legacyStep2,
  legacyStep3,
  legacyStep4,
} from "../../../src/contract/products/wizard.ts";
import { type Actor, demand, modifiedBy } from "../domain/actor.ts";
import { parseStep, type RuleIssue, refusal, ruleRefusal } from "../domain/failures.ts";
import { createRate, replaceTargets, updateRate } from "../domain/rate-store.ts";
import { savePrice } from "./legacy-price.ts";
import { planOf, type Rate, rateOf, requireDraft, requireRateRegion, type Trx } from "./load.ts";
import { answer, type RateQuery } from "./rate-save.ts";

// The legacy rate wizard (spec 3 §2, steps 0–4): name, channels, the payment line (user type, method, trial,
// rules, incoming codes; kept in product_wizard_legacy_lines until step 3 prices it), prices, activation. A
// step above 1 without a rate is 'No existe rate para el paso {n}'; the next step is capped at 5.

async function legacyRate(trx: Trx, actor: Actor, query: RateQuery, step: number): Promise<Rate | undefined> {
  if (!query.rate_id) {
    if (legacyStepNeedsRate(step)) throw refusal("wizard_rate_step_missing", String(step));
    return undefined;
  }
  const { rate } = await rateOf(trx, actor, query.rate_id).catch(() => {
    throw refusal("wizard_rate_step_missing", String(step));
  });
  if (rate.product_id !== query.product_id || rate.region_id !== query.region_id)
    throw refusal("wizard_rate_step_missing", String(step));
  await requireRateRegion(trx, actor, rate.region_id);
  requireDraft("rate", rate.state);
  return rate;
}

async function newRate(trx: Trx, actor: Actor, query: RateQuery, name?: string, description?: string) {
  demand(actor, "new");
  const plan = await planOf(trx, actor, query.product_id);
  if (plan.state !== "published") throw refusal("product_plan_not_published");
  await requireRateRegion(trx, actor, query.region_id);
  const rate_id = await createRate(trx, actor, {
    product_id: plan.product_id,
    region_id: query.region_id,
    name: name || `${plan.name} ${query.region_id}`,
    description: description ?? "",
    active: 1,
    trial: 0,
    trial_period: 0,
    initials: "",
    eligibility_rate: 0,
    is_hubcorp: 0,
    last_step_saved: 0,
  });
  await actor.record(trx, "insert", `Tarifa ${rate_id} (asistente de tarifas)`);
  return rate_id;
}

export async function saveLegacyStep(
  trx: Trx,
  actor: Actor,
  step: number,
  query: RateQuery,
  payload: unknown,
) {
  const rate = await legacyRate(trx, actor, query, step);
  if (rate) demand(actor, "edit");
  const rateId = rate?.rate_id ?? (await newRate(trx, actor, query));
  if (step === 0) {
    const { name, description } = parseStep(legacyStep0, payload);
    const set = { ...(name ? { name } : {}), ...(description !== undefined ? { description } : {}) };
    await updateRate(trx, actor, rateId, set);
  } else if (step === 1) await saveChannels(trx, actor, rateId, parseStep(legacyStep1, payload));
  else if (step === 2) await saveLine(trx, actor, rateId, parseStep(legacyStep2, payload));
  else if (step === 3) await savePrice(trx, actor, rate as Rate, parseStep(legacyStep3, payload));
  else {
    const { active } = parseStep(legacyStep4, payload);
    await updateRate(trx, actor, rateId, { active });
  }
  return answer(trx, actor, rateId, nextLegacyStep(step), rate ? "updated" : "insert");
}

async function saveChannels(trx: Trx, actor: Actor, rateId: number, body: z.output<typeof legacyStep1>) {
  const targets = await trx
    .selectFrom("product_targets")
    .select(["target_id", "is_hubcorp"])
    .where("target_id", "in", body.target_id)
    .where("active", "=", 1)
    .execute();
  if (targets.length !== body.target_id.length)
    throw ruleRefusal([{ field: "target_id", message: "targetRequired" }]);
  await replaceTargets(
    trx,
    rateId,
    targets.map((t) => t.target_id),
  );
  const is_hubcorp = targets.some((t) => t.is_hubcorp === 1) ? (1 as const) : (0 as const);
  await updateRate(trx, actor, rateId, {
    initials: body.initials,
    eligibility_rate: body.eligibility_rate,
    is_hubcorp,
  });
}

/** Step 2 needs a user type and a method, a period with trial on, an incoming code with the service switch. */
async function saveLine(trx: Trx, actor: Actor, rateId: number, body: z.output<typeof legacyStep2>) {
  const issues: RuleIssue[] = [];
  if (!body.user_type_id) issues.push({ field: "user_type_id", message: "userTypeRequired" });
  if (!body.payment_method_id) issues.push({ field: "payment_method_id", message: "paymentMethodRequired" });
  if (body.trial && body.trial_period < 1) issues.push({ field: "trial_period", message: "trialRange" });
  if (body.service && body.external_service_id_in.length === 0)
    issues.push({ field: "external_service_id_in", message: "serviceInListRequired" });
  if (issues.length > 0 || !body.user_type_id || !body.payment_method_id) throw ruleRefusal(issues);
  const rules = body.rules.map((rule) => ({ type: "rule", name: rule.name, value: rule.value }));
  await updateRate(trx, actor, rateId, {
    trial: body.trial ? 1 : 0,
    trial_period: body.trial ? body.trial_period : 0,
    rules: JSON.stringify([{ id: rateId, rule_params: rules.filter((r) => ruleValueOn(r.value)) }]),
  });
  const line = {
    user_type_id: body.user_type_id,
    payment_method_id: body.payment_method_id,
    external_service_id_in: JSON.stringify(body.service ? body.external_service_id_in : []),
    ...modifiedBy(actor),
  };
  await trx.deleteFrom("product_wizard_legacy_lines").where("rate_id", "=", rateId).execute();
  await trx
    .insertInto("product_wizard_legacy_lines")
    .values({ rate_id: rateId, ...line })
    .execute();
}
