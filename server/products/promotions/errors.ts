import { productErrors } from "../../../src/contract/products/errors.ts";
import { ApiError } from "../../envelope.ts";

// Spec 3 §7/§8: a failed promotion save or publish shows the server's dump text (under 'Error en la seleccion
// de planes'): the refusal's Spanish text travels in extra.dump, beside the code the console translates.

export type PromotionErrorCode = Extract<keyof typeof productErrors.codes, `promotion_${string}`>;

export function promotionError(code: PromotionErrorCode, detail?: string): ApiError {
  const message = productErrors.codes[code].es;
  const dump = detail ? `${message} ${detail}` : message;
  return new ApiError(code, { message, extra: { dump } });
}
