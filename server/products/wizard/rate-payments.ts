import type { z } from "zod";
import {
  isCarrierBilling,
  numericValue,
  type PriceIssue,
  priceLineIssues,
  type RuleMessage,
} from "../../../src/contract/products/rules.ts";
import type { ratePaymentInput } from "../../../src/contract/products/wizard.ts";
import type { Actor } from "../domain/actor.ts";
import { type RuleIssue, ruleRefusal } from "../domain/failures.ts";
import type { Trx } from "./load.ts";

// The payments of a rate (spec 3 §3 rate payment, §5 "Prices"): each line's user type, payment method and
// currency must be offered in the region, no line twice, and each price must follow the rules of its method
// and region; a corporate hub rate gives the first incoming service id where others give the outgoing one.

export type PaymentLine = z.output<typeof ratePaymentInput>;
type Method = { code: string; service_id_required: number };

export const paymentKey = (p: { user_type_id: number; payment_method_id: number; currency_id: number }) =>
  `${p.user_type_id}:${p.payment_method_id}:${p.currency_id}`;

/** Where the line's user type, method or currency is not offered in the region, the message; else its method. */
async function offerOf(trx: Trx, actor: Actor, regionId: number, line: PaymentLine) {
  const offer = await trx
    .selectFrom("product_user_type_payment_methods as l")
    .innerJoin("product_user_types as u", "u.user_type_id", "l.user_type_id")
    .innerJoin("product_payment_methods as m", "m.payment_method_id", "l.payment_method_id")
    .select(["m.code", "m.service_id_required"])
    .where("l.region_id", "=", regionId)
    .where("l.user_type_id", "=", line.user_type_id)
    .where("l.payment_method_id", "=", line.payment_method_id)
    .where("l.active", "=", 1)
    .where("u.active", "=", 1)
    .where("u.tenant_code", "=", actor.tenant)
    .where("m.active", "=", 1)
    .executeTakeFirst();
  if (!offer) return "paymentUnavailable" as const;
  const currency = await trx
    .selectFrom("product_currencies")
    .select("currency_id")
    .where("currency_id", "=", line.currency_id)
    .where("region_id", "=", regionId)
    .executeTakeFirst();
  return currency ? offer : ("currencyRequired" as const);
}

function priceIssues(line: PaymentLine, method: Method, regionId: number, hubcorp: boolean): PriceIssue[] {
  const serviceIdRequired = method.service_id_required === 1;
  if (!hubcorp)
    return priceLineIssues(line, {
      regionId,
      serviceIdRequired,
      carrierBilling: isCarrierBilling(method.code),
    });
  const issues: PriceIssue[] = [];
  if (numericValue(line.price) === null) issues.push({ field: "price", message: "priceRequired" });
  if (serviceIdRequired && !line.external_service_id_in[0])
    issues.push({ field: "external_service_id_in", message: "serviceInRequired" });
  return issues;
}

/** Checks every line; refuses with all the issues found (field paths `payments.<i>.<field>`). */
export async function checkPayments(
  trx: Trx,
  actor: Actor,
  rate: { regionId: number; hubcorp: boolean; catalogueIds: readonly string[] },
  lines: readonly PaymentLine[],
): Promise<void> {
  const issues: RuleIssue[] = [];
  const seen = new Set<string>();
  let needsCatalogue = false;
  for (const [index, line] of lines.entries()) {
    const at = (field: string, message: RuleMessage) =>
      issues.push({ field: `payments.${index}.${field}`, message });
    if (seen.has(paymentKey(line))) at("payment_method_id", "paymentDuplicate");
    seen.add(paymentKey(line));
    const offer = await offerOf(trx, actor, rate.regionId, line);
    if (offer === "paymentUnavailable") at("payment_method_id", offer);
    else if (offer === "currencyRequired") at("currency_id", offer);
    else {
      needsCatalogue ||= offer.service_id_required === 1;
      for (const issue of priceIssues(line, offer, rate.regionId, rate.hubcorp))
        at(issue.field, issue.message);
    }
  }
  if (needsCatalogue && rate.catalogueIds.length === 0)
    issues.push({ field: "catalogue_ids", message: "catalogueRequired" });
  if (issues.length > 0) throw ruleRefusal(issues);
}

const text = (value: string | number | null) => (value === null ? null : String(value).trim() || null);

/** Replaces the rate's payments: kept lines (same user type, method, currency) are updated, keeping e-mails. */
export async function writePayments(trx: Trx, actor: Actor, rateId: number, lines: readonly PaymentLine[]) {
  const existing = await trx
    .selectFrom("product_rate_payments")
    .select(["payment_id", "user_type_id", "payment_method_id", "currency_id"])
    .where("rate_id", "=", rateId)
    .execute();
  const byKey = new Map(existing.map((p) => [paymentKey(p), p.payment_id]));
  const wanted = new Set(lines.map(paymentKey));
  const gone = existing.filter((p) => !wanted.has(paymentKey(p))).map((p) => p.payment_id);
  if (gone.length > 0) {
    await trx.deleteFrom("product_payment_mails").where("payment_id", "in", gone).execute();
    await trx.deleteFrom("product_rate_payments").where("payment_id", "in", gone).execute();
  }
  for (const line of lines) {
    const values = {
      price: text(line.price),
      net_price: text(line.net_price),
      tax: text(line.tax),
      active: line.active,
      service_type_code: line.service_type,
      external_service_id_in: JSON.stringify(line.external_service_id_in),
      ext_service_id_out: line.external_service_id_out || null,
      modified_date: actor.now,
      modified_user: actor.email,
    };
    const id = byKey.get(paymentKey(line));
    if (id !== undefined)
      await trx.updateTable("product_rate_payments").set(values).where("payment_id", "=", id).execute();
    else
      await trx
        .insertInto("product_rate_payments")
        .values({
          ...values,
          rate_id: rateId,
          user_type_id: line.user_type_id,
          payment_method_id: line.payment_method_id,
          currency_id: line.currency_id,
        })
        .execute();
  }
}
