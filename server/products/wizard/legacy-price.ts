import type { z } from "zod";
import {
  isCarrierBilling,
  legacyPriceIssues,
  priceLineIssues,
} from "../../../src/contract/products/rules.ts";
import type { legacyStep3 } from "../../../src/contract/products/wizard.ts";
import type { Actor } from "../domain/actor.ts";
import { ruleRefusal } from "../domain/failures.ts";
import { type PaymentLine, paymentKey, replacePayments } from "../domain/payment-store.ts";
import type { Rate, Trx } from "./load.ts";

// Legacy rate wizard step 3 (spec 3 §2): prices the payment line of step 2 (currency, price, net price and
// tax of at least 0 when the method requires a service id) and adds it to the rate's payments.

/** Step 3 prices the line of step 2 and adds it to the rate's payments. */
export async function savePrice(trx: Trx, actor: Actor, rate: Rate, body: z.output<typeof legacyStep3>) {
  const line = await trx
    .selectFrom("product_wizard_legacy_lines as l")
    .innerJoin("product_payment_methods as m", "m.payment_method_id", "l.payment_method_id")
    .selectAll("l")
    .select(["m.code", "m.service_id_required"])
    .where("l.rate_id", "=", rate.rate_id)
    .executeTakeFirst();
  if (!line) throw ruleRefusal([{ field: "payment_method_id", message: "paymentMethodRequired" }]);
  const serviceIdRequired = line.service_id_required === 1;
  const ctx = { regionId: rate.region_id, serviceIdRequired, carrierBilling: isCarrierBilling(line.code) };
  const issues = serviceIdRequired ? legacyPriceIssues(body, true) : priceLineIssues(body, ctx);
  if (!body.currency_id && !issues.some((i) => i.message === "currencyRequired"))
    issues.push({ field: "payment", message: "currencyRequired" });
  if (issues.length > 0)
    throw ruleRefusal(
      issues.map((i) => ({ ...i, field: i.message === "currencyRequired" ? "currency_id" : i.field })),
    );
  const existing = await trx
    .selectFrom("product_rate_payments")
    .select(["user_type_id", "payment_method_id", "currency_id", "price", "net_price", "tax", "active"])
    .select(["service_type_code", "external_service_id_in", "ext_service_id_out"])
    .where("rate_id", "=", rate.rate_id)
    .execute();
  const kept: PaymentLine[] = existing.map((p) => ({
    ...p,
    service_type: p.service_type_code,
    external_service_id_in: JSON.parse(p.external_service_id_in) as string[],
    external_service_id_out: p.ext_service_id_out,
  }));
  const priced: PaymentLine = {
    user_type_id: line.user_type_id,
    payment_method_id: line.payment_method_id,
    currency_id: body.currency_id as number,
    price: body.price,
    net_price: body.net_price,
    tax: body.tax,
    external_service_id_out: body.external_service_id_out,
    external_service_id_in: JSON.parse(line.external_service_id_in) as string[],
    service_type: null,
    active: 0,
  };
  const others = kept.filter((p) => paymentKey(p) !== paymentKey(priced));
  await replacePayments(trx, actor, rate.rate_id, [...others, priced]);
  await trx.deleteFrom("product_wizard_legacy_lines").where("rate_id", "=", rate.rate_id).execute();
}
