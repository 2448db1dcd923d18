import type { ConsumptionCode } from "../../src/contract/consumption.ts";

// Business outcomes of consulta_consumo (spec 1 §7, §8): answered with HTTP 200, status 1 and
// result.errors = the code, unlike the 4xx envelopes for authentication, permission and malformed input.
export { CODE, CONSUMPTION_CODES, type ConsumptionCode } from "../../src/contract/consumption.ts";

/** What a query or action returns: a result, or the business code refusing it (nothing was changed). */
export type Outcome<T> = { ok: true; result: T } | { ok: false; code: ConsumptionCode };

export const success = <T>(result: T): Outcome<T> => ({ ok: true, result });
export const refusal = <T = never>(code: ConsumptionCode): Outcome<T> => ({ ok: false, code });
