import { PRODUCT_FIXTURES } from "../../server/products/seed/seed-fixtures.ts";
import { one } from "./filters-helpers.ts";
import type { TestApp } from "./helpers.ts";

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
