import { z } from "zod";

// Shapes of promotions (spec 3 §3 Promotion, §9 limits) shared by the server and the console.

/** §9: at most two plans per promotion; the second plan's cycle is forced to 1200 (unlimited renewal). */
export const MAX_PROMOTION_PLANS = 2;
export const SECOND_PLAN_CYCLE = 1200;
/** §5 cycles 1 to 9999999999. */
export const MAX_CYCLE = 9_999_999_999;
/** §9: 5 promotions per page; search from 3 characters (§5 list search). */
export const PROMOTIONS_PAGE_SIZE = 5;
export const PROMOTION_SEARCH_MIN = 3;
/** §2 promotion card truncations. */
export const PROMOTION_NAME_MAX_SHOWN = 14;
export const PLAN_NAME_MAX_SHOWN = 30;

export const PROMOTION_STATES = ["draft", "published"] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** Transaction plans (type M) are sold one by one and never bundled in a promotion. */
export const TRANSACTION_PLAN_TYPE = "M";

const named = z.object({ id: z.int(), name: z.string() });
export const currencyRef = z.object({ id: z.int(), name: z.string(), symbol: z.string() });

/** One payment line of a rate: what a promotion bundles (a plan's rate in a region, for a user type and method). */
export const promotionRate = z.object({
  rate_id: z.int(),
  rate_name: z.string(),
  rate_state: z.string(),
  /** Whether the rate is on sale today (states.ts#rateOnSale): a saved promotion may hold one that is no more. */
  on_sale: z.boolean(),
  plan: z.object({ id: z.int(), name: z.string(), period: z.string(), type: z.string() }),
  product: named,
  region: named,
  user_type: named,
  payment_method: named,
  currency: currencyRef,
  price: z.string(),
});
export type PromotionRate = z.output<typeof promotionRate>;

/** A plan within a promotion (§3): the rate bundled with its cycle. */
export const promotionPlan = promotionRate.extend({ position: z.int(), cycle: z.int() });
export type PromotionPlan = z.output<typeof promotionPlan>;

export const promotion = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  state: z.enum(PROMOTION_STATES),
  active: z.int().min(0).max(1),
  product: named.nullable(),
  region: named.nullable(),
  user_type: named.nullable(),
  payment_method: named.nullable(),
  currency: currencyRef.nullable(),
  plans: z.array(promotionPlan),
  user_data: z.object({
    publish_date: z.string().nullable(),
    modified_date: z.string(),
    publish_user_name: z.string().nullable(),
    modified_user_name: z.string(),
  }),
});
export type Promotion = z.output<typeof promotion>;

export const promotionPage = z.object({ total: z.int(), promotions: z.array(promotion) });
export type PromotionPage = z.output<typeof promotionPage>;

export const regionOption = z.object({ region_id: z.int(), name: z.string(), title: z.string() });
export const productOption = named;
export const planOption = named;
export const userTypeOption = named;
export const paymentMethodOption = named.extend({ colour: z.string() });
export type Option = z.output<typeof named>;

/**
 * §4/§5: the plans of one promotion share product, region, payment method and user type. The form narrows its
 * plan list with this; the server refuses a save that breaks it.
 */
export function samePromotionGroup(a: PromotionRate, b: PromotionRate): boolean {
  return (
    a.product.id === b.product.id &&
    a.region.id === b.region.id &&
    a.payment_method.id === b.payment_method.id &&
    a.user_type.id === b.user_type.id
  );
}

/** A rate payment line's identity: one rate may be offered for several user types and methods. */
export const lineKey = (line: PromotionRate) =>
  `${line.rate_id}:${line.user_type.id}:${line.payment_method.id}:${line.currency.id}`;

/**
 * §4/§5: what a promotion may bundle: a rate on sale of a subscription or package plan (never a transaction plan,
 * type M). The server refuses a save or a publish with this code; the form marks a chosen plan with it.
 */
export function promotionLineRefusal(
  line: Pick<PromotionRate, "on_sale" | "plan">,
): "promotion_plan_transaction" | "promotion_rate_not_on_sale" | null {
  if (line.plan.type === TRANSACTION_PLAN_TYPE) return "promotion_plan_transaction";
  return line.on_sale ? null : "promotion_rate_not_on_sale";
}

/** §5: a promotion bundles distinct plans: a second rate of a plan already chosen cannot join. */
export const planAlreadyChosen = (chosen: readonly PromotionRate[], line: PromotionRate): boolean =>
  chosen.some((plan) => plan.plan.id === line.plan.id && plan.rate_id !== line.rate_id);
