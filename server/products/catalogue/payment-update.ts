import type { z } from "zod";
import { productErrors } from "../../../src/contract/products/errors.ts";
import type { paymentUpdate } from "../../../src/contract/products/rates.ts";
import { paymentUpdateIssues, ruleTextEs } from "../../../src/contract/products/rules.ts";
import { ApiError } from "../../envelope.ts";
import type { PriceColumns } from "../domain/payment-store.ts";

// The update-payment-method modal's write (spec 3 §2, §5): a partial update. A field the request does not carry
// keeps its stored value (null clears it), and the §5 rules judge the merged line, not the request alone.

type Update = z.output<typeof paymentUpdate>;
export type PaymentFacts = { regionId: number; serviceIdRequired: boolean; hubcorp: boolean };

/** The request's fields over the stored ones: absent (undefined) keeps, null or a value replaces. */
export function mergedPrice(stored: PriceColumns, body: Update): PriceColumns {
  const pick = <K extends keyof Update & keyof PriceColumns>(name: K) =>
    body[name] === undefined ? stored[name] : ((body[name] as string | null) ?? null);
  return {
    price: pick("price"),
    net_price: pick("net_price"),
    tax: pick("tax"),
    ext_service_id_out: pick("ext_service_id_out"),
    external_service_id_in:
      body.external_service_id_in === undefined
        ? stored.external_service_id_in
        : JSON.stringify(body.external_service_id_in),
    service_type_code: pick("service_type_code"),
  };
}

/** The request's name of a rule's field (the call names the outgoing id ext_service_id_out). */
const requestField = (field: string) => (field === "external_service_id_out" ? "ext_service_id_out" : field);

/** §5 "The payment update is invalid when…", on the merged line: the refusal, or null when it may be saved. */
export function paymentRefusal(line: PriceColumns, methodId: number, facts: PaymentFacts): ApiError | null {
  const issues = paymentUpdateIssues(
    {
      payment_method_id: methodId,
      price: line.price,
      net_price: line.net_price,
      tax: line.tax,
      external_service_id_out: line.ext_service_id_out,
      external_service_id_in: JSON.parse(line.external_service_id_in || "[]") as string[],
    },
    facts,
  );
  if (issues.length === 0) return null;
  const message = productErrors.codes.product_payment_invalid.es;
  const validation = Object.fromEntries(
    issues.map((issue) => [requestField(issue.field), ruleTextEs(issue.message)]),
  );
  return new ApiError("product_payment_invalid", {
    message,
    datafield: requestField(issues[0].field),
    extra: { error_code: "product_payment_invalid", error_msg: message, validation },
  });
}
