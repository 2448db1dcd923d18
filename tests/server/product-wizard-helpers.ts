import type { TestApp } from "./helpers.ts";
import { PRODUCTS } from "./products-helpers.ts";

// Calls and reference rows the product-wizard tests share.

export const MEXICO = 441;
export const CHILE = 746;
export const BOLIVIA = 762;

export const savePlan = (t: TestApp, token: string, step: number, productId: number, payload: object) =>
  t.call("POST", `${PRODUCTS}/wizard/plans/steps/${step}`, {
    token,
    body: { product_id: productId, payload },
  });

export const saveRate = (
  t: TestApp,
  token: string,
  step: number,
  query: { rate_id?: number; region_id: number; product_id: number; action?: string },
  payload: object = {},
) =>
  t.call("POST", `${PRODUCTS}/wizard/rates/steps/${step}`, {
    token,
    query: queryOf(query),
    body: payload,
  });

export const saveLegacy = (
  t: TestApp,
  token: string,
  step: number,
  query: { rate_id?: number; region_id: number; product_id: number },
  payload: object = {},
) =>
  t.call("POST", `${PRODUCTS}/rate-wizard/steps/${step}`, {
    token,
    query: queryOf(query),
    body: payload,
  });

/** Query values as text, leaving out those not given. */
const queryOf = (query: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));

/** A valid step-1 subscription plan in an existing family. */
export const subscriptionPlan = (familyId: number, name: string) => ({
  type: "A",
  name,
  description: "Plan de prueba",
  content_type: "SVOD",
  temporary_unit: "month",
  temporary_limit: 12,
  download: 0,
  period: 1,
  frequency: 1,
  length: 0,
  family_id: familyId,
  new_family: 0,
});

/** A region's offer of a payment method to a user type of the tenant, with a currency of the region. */
export async function offer(t: TestApp, regionId: number, methodCode: string, tenant = "video") {
  const row = await t.db
    .withTables<{
      product_user_type_payment_methods: {
        user_type_id: number;
        payment_method_id: number;
        region_id: number;
      };
      product_user_types: { user_type_id: number; tenant_code: string };
      product_payment_methods: { payment_method_id: number; code: string };
      product_currencies: { currency_id: number; region_id: number };
    }>()
    .selectFrom("product_user_type_payment_methods as l")
    .innerJoin("product_user_types as u", "u.user_type_id", "l.user_type_id")
    .innerJoin("product_payment_methods as m", "m.payment_method_id", "l.payment_method_id")
    .innerJoin("product_currencies as c", "c.region_id", "l.region_id")
    .select(["l.user_type_id", "l.payment_method_id", "c.currency_id"])
    .where("l.region_id", "=", regionId)
    .where("m.code", "=", methodCode)
    .where("u.tenant_code", "=", tenant)
    .orderBy("l.user_type_id")
    .executeTakeFirstOrThrow();
  return row;
}
