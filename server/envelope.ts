import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

// The response envelope of every /services call (spec 1 §7): status 0 and a result on success; on failure
// the HTTP code repeated in status, a machine code in error (translated by the console) and extra.datafield
// naming the offending form field when there is one.
export type Envelope<T = unknown> = {
  status: number;
  result: T | null;
  error: string | null;
  extra: Record<string, unknown> | null;
  message: string;
};

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 500;

export class ApiError extends Error {
  readonly status: ErrorStatus;
  readonly code: string;
  readonly datafield: string | undefined;
  /** More of the envelope's extra (spec 2: error_code, error_msg, validation). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    status: ErrorStatus,
    code: string,
    options: { datafield?: string; message?: string; extra?: Record<string, unknown> } = {},
  ) {
    super(options.message ?? code);
    this.status = status;
    this.code = code;
    this.datafield = options.datafield;
    this.extra = options.extra;
  }
}

/** Message shown by the console when a module privilege is missing (spec 1 §6). */
export const NO_PERMISSION_MESSAGE = "El usuario no tiene permisos en el módulo solicitado.";

export function forbidden(): ApiError {
  return new ApiError(403, "user_without_permission", { message: NO_PERMISSION_MESSAGE });
}

export function ok<T>(
  c: Context,
  result: T,
  options: { created?: boolean; extra?: Record<string, unknown> } = {},
): Response {
  const body: Envelope<T> = { status: 0, result, error: null, extra: options.extra ?? null, message: "" };
  return c.json(body, options.created ? 201 : 200);
}

export function errorBody(error: ApiError): Envelope<null> {
  return {
    status: error.status,
    result: null,
    error: error.code,
    extra:
      error.datafield || error.extra
        ? { ...error.extra, ...(error.datafield && { datafield: error.datafield }) }
        : null,
    message: error.message,
  };
}

export function fail(c: Context, error: ApiError): Response {
  return c.json(errorBody(error), error.status as ContentfulStatusCode);
}
