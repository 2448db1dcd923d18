import type { ErrorCode } from "../../../src/contract/errors.ts";
import { ApiError } from "../../envelope.ts";
import { MESSAGES } from "../../i18n/messages.ts";

// Spec 3 §7/§8: a failed promotion save or publish shows the server's dump text (under 'Error en la seleccion
// de planes'): the refusal's Spanish text travels in extra.dump, beside the code the console translates.

export type PromotionErrorCode = Extract<ErrorCode, `promotion_${string}`>;

export function promotionError(code: PromotionErrorCode, detail?: string): ApiError {
  const message = MESSAGES.es[code];
  const dump = detail ? `${message} ${detail}` : message;
  return new ApiError(code, { message, extra: { dump } });
}
