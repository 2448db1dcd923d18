import {
  isCarrierBilling,
  numericValue,
  type PriceIssue,
  priceLineIssues,
  type RuleMessage,
} from "../../../src/contract/products/rules.ts";
import { firstWhere } from "../../db/by-keys.ts";
import type { Actor } from "../domain/actor.ts";
import { type RuleIssue, ruleRefusal } from "../domain/failures.ts";
import { type PaymentLine, paymentKey } from "../domain/payment-store.ts";
import type { Trx } from "./load.ts";

// The payments of a rate (spec 3 §3 rate payment, §5 "Prices"): each line's user type, payment method and
// currency must be offered in the region, no line twice, and each price must follow the rules of its method
// and region; a corporate hub rate gives the first incoming service id where others give the outgoing one.

type Method = { code: string; service_id_required: number };

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
  const currency = await firstWhere(trx, "product_currencies", "currency_id", {
    currency_id: line.currency_id,
    region_id: regionId,
  });
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
