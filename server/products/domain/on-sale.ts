import type { ExpressionBuilder } from "kysely";
import { TRANSACTION_PLAN_TYPE } from "../../../src/contract/products/promotions.ts";
import { ON_SALE } from "../../../src/contract/products/states.ts";
import type { PlanTable, RateTable } from "./tables.ts";

/** A query over a rate as `r` and its plan as `p`. */
type RateAndPlan = { r: RateTable; p: PlanTable };

/** A plan a promotion may bundle from, in SQL: published, never a transaction plan. Over a plan named `p`. */
export const promotablePlan = (eb: ExpressionBuilder<{ p: PlanTable }, "p">) =>
  eb.and([eb("p.state", "=", ON_SALE.planState), eb("p.type", "!=", TRANSACTION_PLAN_TYPE)]);

/**
 * What a promotion may bundle, in SQL (states.ts#rateOnSale, spec 3 §4): a rate on sale — published to
 * production, active, not deleted, of a published plan — and never of a transaction plan. Use as
 * `.where(promotableRate)` on a query that names the rate `r` and its plan `p`.
 */
export const promotableRate = (eb: ExpressionBuilder<RateAndPlan, "r" | "p">) =>
  eb.and([
    eb("r.active", "=", 1),
    eb("r.deleted_date", "is", null),
    eb("r.state", "=", ON_SALE.rateState),
    promotablePlan(eb),
  ]);
