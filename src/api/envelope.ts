import { type Envelope, isSuccessStatus } from "../contract/envelope";
import { ApiError } from "./errors";

export type { Envelope } from "../contract/envelope";

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === "object" && body !== null && !Array.isArray(body) && "status" in body;
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/** The business code of a spec 1 refusal: result.errors, a string or the first of a list. */
function resultCode(result: unknown): string | undefined {
  const errors = (result as { errors?: unknown } | null)?.errors;
  return typeof errors === "string" ? errors : Array.isArray(errors) ? String(errors[0]) : undefined;
}

/** Success is status 0 (or 200/201 where the spec allows); anything else becomes an ApiError keeping it all. */
export function unwrapEnvelope<T>(body: unknown, httpStatus: number): T {
  if (!isEnvelope(body)) {
    throw new ApiError({
      code: "error_generic",
      httpStatus,
      message: text(body) ?? "Malformed response",
      payload: body,
    });
  }
  if (isSuccessStatus(body.status) && httpStatus < 400) return body.result as T;
  const extra = body.extra && typeof body.extra === "object" ? body.extra : undefined;
  const error = text(body.error) ?? null;
  throw new ApiError({
    code:
      error ?? text(extra?.error_code) ?? resultCode(body.result) ?? text(body.message) ?? "error_generic",
    httpStatus,
    message: text(body.message) ?? text(extra?.error_msg),
    error,
    extra,
    result: body.result,
  });
}
