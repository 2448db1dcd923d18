import { productErrors } from "../../../src/contract/products/errors.ts";
import { ApiError } from "../../envelope.ts";

// The module's refusals. Spec 3 §7: a failed product call carries extra.error_code and extra.error_msg (the
// console shows them under its own text for the code); datafield names the field at fault.

export type ProductErrorCode = Extract<keyof typeof productErrors.codes, `product_${string}`>;

export function productError(code: ProductErrorCode, datafield?: string): ApiError {
  const message = productErrors.codes[code].es;
  return new ApiError(code, { message, datafield, extra: { error_code: code, error_msg: message } });
}
