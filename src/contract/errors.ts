// Every error code a /services call may answer, with the HTTP status it travels with. One catalogue for the
// server (which throws by code), the console (which translates by code) and the OpenAPI document (which lists
// the codes of each operation under their status). Status 200 marks the business refusals of spec 1 §7:
// HTTP 200 with status 1 and result.errors = the code.
export const ERROR_STATUS = {
  invalid_request: 400,
  edge_report_invalid_recipients: 400,
  edge_histogram_too_many_points: 400,
  password_token_invalid: 400,
  password_weak: 400,
  system_profile_privilege_required: 400,
  user_group_invalid: 400,
  user_profile_invalid: 400,
  user_profiles_required: 400,
  filter_type_required: 400,
  filter_content_invalid: 400,
  filter_order_invalid: 400,
  filter_criterion_operator: 400,
  filter_criterion_values: 400,
  filter_clone_incomplete: 400,
  filter_clone_new_import: 400,
  auth_invalid_login: 401,
  auth_session_exist: 401,
  bloqued_account_exception: 401,
  user_inactive: 401,
  user_invalid_token: 401,
  wsgu_invalid_region: 401,
  system_group_module_forbidden: 403,
  system_group_own_forbidden: 403,
  system_group_profile_forbidden: 403,
  system_group_region_forbidden: 403,
  system_group_tenant_forbidden: 403,
  system_module_activate_forbidden: 403,
  system_module_rename_forbidden: 403,
  system_profile_not_held: 403,
  system_profile_privilege_forbidden: 403,
  user_group_forbidden: 403,
  user_profile_forbidden: 403,
  user_root_required: 403,
  user_target_forbidden: 403,
  user_without_permission: 403,
  wsgu_invalid_tenant: 403,
  group_not_found: 404,
  module_not_found: 404,
  not_found: 404,
  edge_event_not_found: 404,
  edge_not_found: 404,
  profile_not_found: 404,
  user_not_found: 404,
  filter_not_found: 404,
  filter_order_unknown: 404,
  filter_criterion_unknown: 404,
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
  user_last_root: 409,
  user_self_action: 409,
  unsupported_media_type: 415,
  too_many_requests: 429,
  filter_type_fixed: 409,
  filter_publish_refused: 409,
  filter_not_manual: 409,
  filter_not_automatic: 409,
  filter_clone_origin: 409,
  filter_clone_destination: 409,
  filter_clone_same: 409,
  filter_clone_empty: 409,
  filter_clone_item_type: 409,
  error_generic: 500,
  dashboard_share_unavailable: 500,
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
