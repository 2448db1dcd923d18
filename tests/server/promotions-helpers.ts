import { promotionsDb } from "../../server/products/promotions/tables.ts";
import { PRODUCT_FIXTURES } from "../../server/products/seed/seed-fixtures.ts";
import { one } from "./filters-helpers.ts";
import { T0, type TestApp } from "./helpers.ts";

export const PROMOTIONS = "/services/products/promotions";
export const PROMOTION = "/services/products/promotion";
export const VIDEO = PRODUCT_FIXTURES.video;

export type Line = { rate_id: number; user_type_id: number; payment_method_id: number; currency_id: number };

/** A payment line of a rate (its first, or the one of this user type and method). */
export function lineOf(t: TestApp, rateId: number, like?: Pick<Line, "user_type_id" | "payment_method_id">) {
  return like
    ? one<Line>(
        t,
        `select rate_id, user_type_id, payment_method_id, currency_id from product_rate_payments
         where rate_id = ? and user_type_id = ? and payment_method_id = ? order by payment_id limit 1`,
        rateId,
        like.user_type_id,
        like.payment_method_id,
      )
    : one<Line>(
        t,
        `select rate_id, user_type_id, payment_method_id, currency_id from product_rate_payments
         where rate_id = ? order by payment_id limit 1`,
        rateId,
      );
}

/** The save payload of these rates with the first line's payment method, user type and currency. */
export function fields(first: Line, rates: { rate_id: number; cycle: number }[], name = "Verano") {
  return {
    name,
    description: "Promoción de prueba",
    active: 1,
    payment_method_id: first.payment_method_id,
    user_type_id: first.user_type_id,
    currency_id: first.currency_id,
    rates,
  };
}

/** A live rate of another family, in the same region, with a line of the same user type and method. */
export function rateOfOtherFamily(t: TestApp, first: Line, familyId: number) {
  return one<{ rate_id: number }>(
    t,
    `select r.rate_id from product_rates r
       join product_plans p on p.product_id = r.product_id
       join product_rate_payments pay on pay.rate_id = r.rate_id
     where p.family_id <> ? and p.tenant_code = 'video' and p.type <> 'M' and r.active = 1
       and r.deleted_date is null
       and r.region_id = 441 and pay.user_type_id = ? and pay.payment_method_id = ?
     order by r.rate_id limit 1`,
    familyId,
    first.user_type_id,
    first.payment_method_id,
  );
}

/**
 * Puts the video family's second plan on sale through the products calls (publish the draft plan 'Retirado',
 * then its Mexican rate to uat and to production): a promotion bundles only rates on sale (spec 3 §4).
 */
export async function secondPlanOnSale(t: TestApp, admin: string): Promise<void> {
  const steps = [
    `/services/products/plans/${VIDEO.draftPlanWithRate}/publish`,
    `/services/products/rates/${VIDEO.rates.onDraftPlan}/uat`,
    `/services/products/rates/${VIDEO.rates.onDraftPlan}/publish`,
  ];
  for (const path of steps) {
    const reply = await t.call("POST", path, { token: admin });
    if (reply.http >= 300) throw new Error(`${path}: ${reply.http} ${reply.body.error}`);
  }
}

/** A promotion written straight to the tables, as data saved before the rules held (or by another path). */
export async function storedPromotion(
  t: TestApp,
  name: string,
  plans: readonly { rate_id: number; plan_id: number; cycle: number }[],
  like: Line,
): Promise<number> {
  const db = promotionsDb(t.db);
  const date = new Date(T0).toISOString();
  const { promotion_id } = await db
    .insertInto("promotions")
    .values({
      name,
      description: "",
      state: "draft",
      active: 1,
      tenant_code: "video",
      family_id: VIDEO.family,
      region_id: 441,
      user_type_id: like.user_type_id,
      payment_method_id: like.payment_method_id,
      currency_id: like.currency_id,
      created_date: date,
      created_user: "operador@adm.test",
      modified_date: date,
      modified_user: "operador@adm.test",
      publish_date: null,
      publish_user: null,
    })
    .returning("promotion_id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("promotion_plans")
    .values(plans.map((plan, index) => ({ promotion_id, position: index + 1, ...plan })))
    .execute();
  return promotion_id;
}
