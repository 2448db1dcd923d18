import { ApiError } from "./errors";

/** The response envelope every /services call answers with (spec 1 §7). */
export type Envelope<T> = {
  status: number;
  result: T;
  error: string | null;
  extra: { datafield?: string; [key: string]: unknown } | null;
  message: string;
};

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === "object" && body !== null && "status" in body;
}

/** Success is status 0 (or 200/201 where the spec allows); anything else becomes a typed ApiError. */
export function unwrapEnvelope<T>(body: unknown, httpStatus: number): T {
  if (!isEnvelope(body)) {
    throw new ApiError({ code: "error_generic", httpStatus, message: "Malformed response" });
  }
  const ok = body.status === 0 || body.status === 200 || body.status === 201;
  if (ok && httpStatus < 400) return body.result as T;
  const errors = (body.result as { errors?: unknown } | null)?.errors;
  const resultCode =
    typeof errors === "string" ? errors : Array.isArray(errors) ? String(errors[0]) : undefined;
  throw new ApiError({
    code: body.error || resultCode || body.message || "error_generic",
    httpStatus,
    message: body.message,
    datafield: body.extra?.datafield,
    result: body.result,
    extra: body.extra ?? undefined,
  });
}
