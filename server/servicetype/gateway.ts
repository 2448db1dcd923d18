import type { z } from "zod";
import { type ServiceType, type serviceTestBody, taxOf } from "../../src/contract/servicetype.ts";

// The billing gateway's test service as this reference server answers it. Its rules are fixed so operators
// (and tests) can produce each outcome: a service type the gateway does not know, an account that is not a
// 10-digit line, and the test line 5500000000, which always lacks balance, are refused; anything else is
// charged.

type Body = z.output<typeof serviceTestBody>;
export const NO_BALANCE_LINE = "5500000000";

export type GatewayAnswer = {
  status: 0 | 1;
  message: string;
  request: Record<string, unknown>;
  response: Record<string, unknown>;
};

/** Spec 3 §3's payload: contentId, or abonoId for a subscription (plan type A); the tax computed. */
export function chargeRequest(body: Body, type: ServiceType | undefined): Record<string, unknown> {
  const { contentId, ...rest } = body;
  const idField = type?.plan_type === "A" ? "abonoId" : "contentId";
  return { ...rest, calculatedtax: taxOf(body.amount), [idField]: contentId };
}

export function charge(body: Body, type: ServiceType | undefined, transactionId: string): GatewayAnswer {
  const request = chargeRequest(body, type);
  const refuse = (code: string, description: string): GatewayAnswer => ({
    status: 1,
    message: description,
    request,
    response: { resultCode: code, resultDescription: description, transactionId },
  });
  if (!type) return refuse("SRV-404", `Tipo de servicio no reconocido: ${body.servicetype}`);
  if (!/^\d{10}$/.test(body.account)) return refuse("ACC-400", "La cuenta debe ser una línea de 10 dígitos.");
  if (body.account === NO_BALANCE_LINE) return refuse("BAL-402", "Saldo insuficiente en la línea.");
  return {
    status: 0,
    message: "Resultado OK",
    request,
    response: {
      resultCode: "OK-000",
      resultDescription: "Cargo aplicado",
      transactionId,
      charged: { amount: body.amount, tax: taxOf(body.amount), currency: body.currency },
    },
  };
}
