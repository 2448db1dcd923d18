import type { EnvelopeExtra } from "../contract/envelope";

export { SESSION_ENDING_CODES } from "../contract/errors";

/**
 * A failed /services call with everything the server said: its machine code, message, form field and extra
 * (specs 2 and 3 put error_code, error_msg and validation there), or the bare payload when the answer was
 * not an envelope at all. errorMessage (./error-message) turns any of them into one translated text.
 */
export class ApiError extends Error {
  /** The machine code: the envelope's error, else extra.error_code, result.errors or the message. */
  readonly code: string;
  readonly httpStatus: number;
  /** The server's message as it sent it (Error.message falls back to the code). */
  readonly serverMessage?: string;
  /** The envelope's own error field when it was a string (null when the code came from elsewhere). */
  readonly error: string | null;
  readonly datafield?: string;
  readonly extra?: EnvelopeExtra;
  readonly result?: unknown;
  /** The whole body when it was not an envelope: a bare string, null, or anything else (set only then). */
  declare readonly payload?: unknown;

  constructor(init: {
    code: string;
    httpStatus: number;
    message?: string;
    error?: string | null;
    datafield?: string;
    extra?: EnvelopeExtra;
    result?: unknown;
    payload?: unknown;
  }) {
    super(init.message || init.code);
    this.name = "ApiError";
    this.code = init.code;
    this.httpStatus = init.httpStatus;
    this.serverMessage = init.message || undefined;
    this.error = init.error ?? null;
    this.datafield = init.datafield ?? init.extra?.datafield;
    this.extra = init.extra;
    this.result = init.result;
    if ("payload" in init) this.payload = init.payload;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
