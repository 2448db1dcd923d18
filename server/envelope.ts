import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorHttpStatus } from "../src/contract/define-errors.ts";
import type { Envelope } from "../src/contract/envelope.ts";
import { ERROR_STATUS, type ErrorCode } from "../src/contract/errors.ts";
import { NO_PERMISSION_MESSAGE, spanishText } from "./i18n/messages.ts";

export type { Envelope } from "../src/contract/envelope.ts";
export { NO_PERMISSION_MESSAGE };

/**
 * A failed call, by code: the HTTP status comes from the contract's catalogue (src/contract/errors.ts), so a
 * code always travels with the same status. Status 200 codes are business refusals (spec 1 §7).
 */
export class ApiError extends Error {
  readonly status: ErrorHttpStatus;
  readonly code: ErrorCode;
  readonly datafield: string | undefined;
  /** More of the envelope's extra (specs 2 and 3: error_code, error_msg, validation). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    options: { datafield?: string; message?: string; extra?: Record<string, unknown> } = {},
  ) {
    super(options.message ?? code);
    this.status = ERROR_STATUS[code];
    this.code = code;
    this.datafield = options.datafield;
    this.extra = options.extra;
  }
}

export function forbidden(): ApiError {
  return new ApiError("user_without_permission", { message: NO_PERMISSION_MESSAGE });
}

/**
 * A JSON answer with its Content-Length, which Hono's c.json() leaves out: the compression (compression.ts)
 * reads it to leave small answers alone.
 */
function json(c: Context, body: unknown, status: ContentfulStatusCode): Response {
  return jsonText(c, JSON.stringify(body), status);
}

/** JSON already serialised (a kept answer's bytes), with its Content-Length and any further headers. */
export function jsonText(
  c: Context,
  text: string | Uint8Array<ArrayBuffer>,
  status: ContentfulStatusCode,
  headers: Record<string, string> = {},
): Response {
  const length = typeof text === "string" ? Buffer.byteLength(text) : text.byteLength;
  return c.body(text, status, {
    "Content-Type": "application/json",
    "Content-Length": String(length),
    ...headers,
  });
}

type SuccessOptions = {
  created?: boolean;
  extra?: Record<string, unknown>;
  message?: string;
  status?: 200 | 201;
};

/** The success envelope around a result. */
export function successEnvelope<T>(result: T, options: SuccessOptions = {}): Envelope<T> {
  return {
    status: options.status ?? 0,
    result,
    error: null,
    extra: options.extra ?? null,
    message: options.message ?? "",
  };
}

export function ok<T>(c: Context, result: T, options: SuccessOptions = {}): Response {
  return json(c, successEnvelope(result, options), options.created ? 201 : 200);
}

/** The failure envelope: the HTTP status repeated in status; a business refusal is status 1 with result.errors. */
export function errorBody(error: ApiError, status?: "ERROR"): Envelope<{ errors: ErrorCode } | null> {
  if (error.status === 200) {
    return {
      status: 1,
      result: { errors: error.code },
      error: error.code,
      extra: null,
      message: spanishText(error.code),
    };
  }
  return {
    status: status ?? error.status,
    result: null,
    error: error.code,
    extra:
      error.datafield || error.extra
        ? { ...error.extra, ...(error.datafield && { datafield: error.datafield }) }
        : null,
    message: error.message,
  };
}

/** The failure response; `status` replaces the envelope's numeric status where a spec says so. */
export function fail(c: Context, error: ApiError, status?: "ERROR"): Response {
  return json(c, errorBody(error, status), error.status as ContentfulStatusCode);
}
