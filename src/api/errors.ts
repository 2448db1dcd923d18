/** A failed /services call, carrying the server's code so the console can translate it. */
export class ApiError extends Error {
  readonly code: string;
  readonly httpStatus: number;
  readonly datafield?: string;
  readonly result?: unknown;
  /** The envelope's extra (spec 2: error_code, error_msg, validation). */
  readonly extra?: Record<string, unknown>;

  constructor(init: {
    code: string;
    httpStatus: number;
    message?: string;
    datafield?: string;
    result?: unknown;
    extra?: Record<string, unknown>;
  }) {
    super(init.message || init.code);
    this.name = "ApiError";
    this.code = init.code;
    this.httpStatus = init.httpStatus;
    this.datafield = init.datafield;
    this.result = init.result;
    this.extra = init.extra;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Codes that end the session: the console must go back to /login. */
export const SESSION_ENDING_CODES = [
  "user_invalid_token",
  "auth_session_exist",
  "bloqued_account_exception",
] as const;
