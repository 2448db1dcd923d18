// The readers of rate payment lines the sub-features share: the list's and the detail's (joined to what a line
// shows), and the promotions' (joined to its rate and plan, for the on-sale condition).

import type { Trx } from "./actor.ts";
import type { ProductsDb } from "./tables.ts";

/**
 * Payment lines with their user type, method (and its colour) and currency: a line missing one is shown
 * nowhere, neither on the list's cards (catalogue/rate-cards.ts) nor in a rate's detail.
 */
export const paymentLines = (db: ProductsDb | Trx) =>
  db
    .selectFrom("product_rate_payments as p")
    .innerJoin("product_user_types as u", "u.user_type_id", "p.user_type_id")
    .innerJoin("product_payment_methods as m", "m.payment_method_id", "p.payment_method_id")
    .innerJoin("product_payment_colors as k", "k.color_id", "m.color_id")
    .innerJoin("product_currencies as c", "c.currency_id", "p.currency_id");

/**
 * Rate payment lines (`pay`) with their rate (`r`) and its plan (`p`), the aliases on-sale.ts#promotableRate
 * reads: what the promotions catalogue offers and the promotions seed bundles.
 */
export const linesWithRateAndPlan = (db: ProductsDb) =>
  db
    .selectFrom("product_rate_payments as pay")
    .innerJoin("product_rates as r", "r.rate_id", "pay.rate_id")
    .innerJoin("product_plans as p", "p.product_id", "r.product_id");
