import {
  MAX_PROMOTION_PLANS,
  type PromotionRate,
  planAlreadyChosen,
  promotionLineRefusal,
  SECOND_PLAN_CYCLE,
  samePromotionGroup,
} from "../../../src/contract/products/promotions.ts";
import type { Trx } from "./actor.ts";
import { rateLines } from "./catalogue.ts";
import { promotionError } from "./errors.ts";
import type { PromotionsDb } from "./tables.ts";

// Spec 3 §5 "Promotions": at most two plans, each a rate on sale of a plan that is not a transaction, sharing
// product, region, payment method and user type; the save takes the first plan's payment method, user type and
// currency; the second plan's cycle is 1200. The save and the publish both come here.

export type Choice = { payment_method_id: number; user_type_id: number; currency_id: number };
export type RequestedRate = { rate_id: number; cycle: number };
export type ChosenPlan = { position: number; line: PromotionRate; cycle: number };

/** The plans a save stores, or the refusal: the lines are every payment line of the requested rates. */
export function choosePlans(
  requested: readonly RequestedRate[],
  lines: readonly PromotionRate[],
  choice: Choice,
  regionIds: readonly number[],
): ChosenPlan[] {
  if (requested.length === 0) throw promotionError("promotion_plans_required");
  if (requested.length > MAX_PROMOTION_PLANS) {
    throw promotionError("promotion_too_many_plans", `(${requested.length})`);
  }
  const ids = requested.map((rate) => rate.rate_id);
  if (new Set(ids).size !== ids.length) throw promotionError("promotion_rates_duplicated");
  const linesOf = (rateId: number) => {
    const found = lines.filter((line) => line.rate_id === rateId);
    if (found.length === 0) throw promotionError("promotion_rate_invalid", `(tarifa ${rateId})`);
    if (!regionIds.includes(found[0].region.id)) {
      throw promotionError("promotion_region_forbidden", `(${found[0].region.name})`);
    }
    const refusal = promotionLineRefusal(found[0]);
    if (refusal) throw promotionError(refusal, `(tarifa ${rateId})`);
    return found;
  };
  const firstLine = linesOf(requested[0].rate_id).find(
    (line) =>
      line.payment_method.id === choice.payment_method_id &&
      line.user_type.id === choice.user_type_id &&
      line.currency.id === choice.currency_id,
  );
  if (!firstLine) throw promotionError("promotion_rate_invalid", `(tarifa ${requested[0].rate_id})`);
  const plans: ChosenPlan[] = [{ position: 1, line: firstLine, cycle: requested[0].cycle }];
  if (requested.length === 2) {
    const candidates = linesOf(requested[1].rate_id).filter((line) => samePromotionGroup(firstLine, line));
    const second = candidates.find((line) => line.currency.id === firstLine.currency.id) ?? candidates[0];
    if (!second) throw promotionError("promotion_plans_mismatch", `(tarifa ${requested[1].rate_id})`);
    if (planAlreadyChosen([firstLine], second))
      throw promotionError("promotion_same_plan", `(${second.plan.name})`);
    plans.push({ position: 2, line: second, cycle: SECOND_PLAN_CYCLE });
  }
  return plans;
}

/** Reads every line of the requested rates (any region and state, to say why one is refused) and chooses. */
export async function resolvePlans(
  db: PromotionsDb | Trx,
  scope: { tenant: string; regionIds: readonly number[] },
  requested: readonly RequestedRate[],
  choice: Choice,
): Promise<ChosenPlan[]> {
  const ids = requested.map((rate) => rate.rate_id);
  const lines =
    ids.length === 0 || ids.length > MAX_PROMOTION_PLANS
      ? []
      : await rateLines(db, { tenant: scope.tenant, regionIds: null }, { rate_id: ids, retired: true });
  return choosePlans(requested, lines, choice, scope.regionIds);
}
