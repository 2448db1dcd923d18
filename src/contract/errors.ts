// Every error code a /services call may answer, with the HTTP status it travels with. One catalogue for the
// server (which throws by code), the console (which translates by code) and the OpenAPI document (which lists
// the codes of each operation under their status). Status 200 marks the business refusals of spec 1 §7:
// HTTP 200 with status 1 and result.errors = the code.
export const ERROR_STATUS = {
  invalid_request: 400,
  password_token_invalid: 400,
  password_weak: 400,
  system_profile_privilege_required: 400,
  user_group_invalid: 400,
  user_profile_invalid: 400,
  user_profiles_required: 400,
  auth_invalid_login: 401,
  auth_session_exist: 401,
  bloqued_account_exception: 401,
  user_inactive: 401,
  user_invalid_token: 401,
  wsgu_invalid_region: 401,
  user_group_forbidden: 403,
  user_root_required: 403,
  user_without_permission: 403,
  wsgu_invalid_tenant: 403,
  group_not_found: 404,
  module_not_found: 404,
  not_found: 404,
  profile_not_found: 404,
  user_not_found: 404,
  duplicated_entry: 409,
  user_group_duplicated: 409,
  system_group_existing_users: 409,
  system_group_name_exists: 409,
  system_group_profile_in_use: 409,
  system_module_name_exists: 409,
  mail_id_exists: 409,
  signal_dates_equal: 400,
  signal_start_after_end: 400,
  signal_product_unknown: 400,
  signal_already_ended: 409,
  provider_code_exists: 409,
  provider_tenant_not_allowed: 403,
  system_profile_existing_users: 409,
  system_profile_name_exists: 409,
  user_email_exists: 409,
  user_self_action: 409,
  error_generic: 500,
  PGS_USR_00001: 200,
  PGS_USR_00002: 200,
  PGS_USR_00003: 200,
  PGS_USR_00004: 200,
  PGS_USR_00005: 200,
  PGS_SUB_00001: 200,
  PGS_SUB_00002: 200,
  PGS_SUB_00003: 200,
  PGS_SUB_00004: 200,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

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

/** Codes that end the session: the console must go back to /login. */
export const SESSION_ENDING_CODES = [
  "user_invalid_token",
  "auth_session_exist",
  "bloqued_account_exception",
] as const satisfies readonly ErrorCode[];
