// Business outcomes of consulta_consumo (spec 1 §7, §8): answered with HTTP 200, status 1 and
// result.errors = the code, unlike the 4xx envelopes for authentication, permission and malformed input.
export const CONSUMPTION_CODES = [
  "PGS_USR_00001",
  "PGS_USR_00002",
  "PGS_USR_00003",
  "PGS_USR_00004",
  "PGS_USR_00005",
  "PGS_SUB_00001",
  "PGS_SUB_00002",
  "PGS_SUB_00003",
  "PGS_SUB_00004",
] as const;
export type ConsumptionCode = (typeof CONSUMPTION_CODES)[number];

/** Named codes, so call sites read as what went wrong. */
export const CODE = {
  userNotFound: "PGS_USR_00001",
  noSubscriptions: "PGS_USR_00002",
  invalidEmail: "PGS_USR_00003",
  emailInUse: "PGS_USR_00004",
  invalidPhone: "PGS_USR_00005",
  subscriptionNotFound: "PGS_SUB_00001",
  subscriptionNotCancellable: "PGS_SUB_00002",
  subscriptionOfAnotherUser: "PGS_SUB_00003",
  subscriptionWithoutPayment: "PGS_SUB_00004",
} as const satisfies Record<string, ConsumptionCode>;

/** What a query or action returns: a result, or the business code refusing it (nothing was changed). */
export type Outcome<T> = { ok: true; result: T } | { ok: false; code: ConsumptionCode };

export const success = <T>(result: T): Outcome<T> => ({ ok: true, result });
export const refusal = <T = never>(code: ConsumptionCode): Outcome<T> => ({ ok: false, code });
