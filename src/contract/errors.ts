import { apaErrors } from "./apa-errors.ts";
import { consumptionErrors } from "./consumption-errors.ts";
import { dashboardErrors } from "./dashboard-errors.ts";
import { type CodeOf, DECLARED_STATUS, type ErrorHttpStatus } from "./define-errors.ts";
import { filterErrors } from "./filters-errors.ts";
import { jobErrors } from "./jobs-errors.ts";
import { mailErrors } from "./mails-errors.ts";
import { platformErrors } from "./platform-errors.ts";
import { privacyErrors } from "./privacy-errors.ts";
import { productErrors } from "./products/errors.ts";
import { providerErrors } from "./providers-errors.ts";
import { shortcutErrors } from "./shortcuts-errors.ts";
import { signalErrors } from "./signals-errors.ts";
import { systemErrors } from "./system-errors.ts";
import { workspaceErrors } from "./workspaces-errors.ts";

// The catalogue of every error code a /services call may answer, derived from the modules' declarations
// (defineErrors, in each module's contract): the server throws by code, the console translates by code and
// the OpenAPI document lists each operation's codes under their status. Adding a module's codes is its own
// file plus one line in this list.
export const ERROR_SETS = [
  platformErrors,
  systemErrors,
  filterErrors,
  productErrors,
  dashboardErrors,
  consumptionErrors,
  mailErrors,
  signalErrors,
  providerErrors,
  apaErrors,
  jobErrors,
  workspaceErrors,
  shortcutErrors,
  privacyErrors,
] as const;

/**
 * Codes of a set declared outside ERROR_SETS (a module the tests add): its file adds them here by declaration
 * merging (`declare module ".../errors.ts" { interface OutsideErrorCodes { note_exists: true } }`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface OutsideErrorCodes {}

export type ErrorCode = CodeOf<(typeof ERROR_SETS)[number]> | (keyof OutsideErrorCodes & string);

/** The HTTP status of each code. Every code's set was declared before the code could be named. */
export const ERROR_STATUS = DECLARED_STATUS as Readonly<Record<ErrorCode, ErrorHttpStatus>>;

export const ERROR_CODES: ErrorCode[] = ERROR_SETS.flatMap((set) => Object.keys(set.codes) as ErrorCode[]);

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, code);
}

/** What any signed-in call may answer: the session checks and the region/tenant scope of the request. */
export const SESSION_ERRORS = [
  "user_invalid_token",
  "auth_session_exist",
  "user_inactive",
  "bloqued_account_exception",
  "wsgu_invalid_region",
  "wsgu_invalid_tenant",
] as const satisfies readonly ErrorCode[];

/** What any call a body may reach answers for a body it will not parse: not JSON, too large, too deep or long. */
export const BODY_ERRORS = [
  "unsupported_media_type",
  "payload_too_large",
  "payload_too_complex",
] as const satisfies readonly ErrorCode[];

/** Codes that end the session: the console must go back to /login. */
export const SESSION_ENDING_CODES = [
  "user_invalid_token",
  "auth_session_exist",
  "bloqued_account_exception",
] as const satisfies readonly ErrorCode[];
