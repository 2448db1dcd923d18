import { z } from "zod";
import { defineCalls } from "./define.ts";

// The service-type test (spec 2 §2 /index/servicetype, spec 3 §3, §7): a charge run against the billing
// gateway's test service, region fixed to mexico, tax computed.

/** Spec 3 §9: the test form's region is fixed to mexico; prices there include 16 % IVA. */
export const SERVICE_TEST_REGION = "mexico";
export const MEXICO_IVA = 0.16;

/** The IVA contained in a Mexican price (prices are quoted tax included), to the cent. */
export function taxOf(amount: number): number {
  return Math.round(((amount * MEXICO_IVA) / (1 + MEXICO_IVA)) * 100) / 100;
}

export const serviceTypeRow = z.object({
  code: z.string(),
  description: z.string(),
  plan_type: z.enum(["A", "M"]),
});
export type ServiceType = z.output<typeof serviceTypeRow>;

/** The form's fields; contentId travels as abonoId for a subscription (plan type A). */
export const serviceTestBody = z.object({
  servicetype: z.string().trim().min(1).max(50),
  code: z.string().trim().min(1).max(50),
  account: z.string().trim().min(1).max(50),
  amount: z.coerce.number<number | string>().positive().max(100_000),
  currency: z.enum(["MXN"]).default("MXN"),
  providerId: z.string().trim().min(1).max(50),
  contentId: z.string().trim().min(1).max(50),
  contentdescription: z.string().trim().min(1).max(200),
  region: z.literal(SERVICE_TEST_REGION).default(SERVICE_TEST_REGION),
});
export type ServiceTestPayload = z.input<typeof serviceTestBody>;

const json = z.record(z.string(), z.unknown());

export const serviceTypeCalls = defineCalls("servicetype", {
  listServiceTypes: {
    summary: "Service types the test can charge, with their plan type",
    method: "GET",
    path: "/servicetype/types",
    result: z.array(serviceTypeRow),
    access: { module: "servicetype", privilege: "view" },
  },
  runServiceTest: {
    summary: "Runs a test charge: status 0 OK, 1 error with its message; the request sent and the response",
    method: "POST",
    path: "/servicetype/test",
    body: serviceTestBody,
    result: z.object({
      status: z.union([z.literal(0), z.literal(1)]),
      message: z.string(),
      request: json,
      response: json,
    }),
    access: { module: "servicetype", privilege: "view" },
  },
});
