import type { TFunction } from "i18next";
import { isApiError } from "../../../api/errors";
import type { SaveFailure } from "../../../kit/zod-form";

// Codes with a text of this module (the spec's texts first); any other code uses the server's own
// translation (GET /services/base/translations, under "server."), then the message it sent.
const OWN = new Set([
  "user_email_exists",
  "user_group_duplicated",
  "user_group_invalid",
  "user_group_forbidden",
  "user_profile_invalid",
  "user_profiles_required",
  "user_root_required",
  "user_self_action",
  "duplicated_entry",
  "system_group_existing_users",
  "system_group_name_exists",
  "system_group_profile_in_use",
  "system_profile_name_exists",
  "system_profile_privilege_required",
  "system_profile_existing_users",
  "system_module_name_exists",
  "system_group_own_forbidden",
  "system_group_module_forbidden",
  "system_group_region_forbidden",
  "system_group_tenant_forbidden",
  "system_group_profile_forbidden",
  "system_module_rename_forbidden",
  "system_module_activate_forbidden",
  "system_profile_not_held",
  "system_profile_privilege_forbidden",
  "user_profile_forbidden",
  "user_target_forbidden",
  "user_last_root",
  "too_many_requests",
  "unsupported_media_type",
  "invalid_request",
  "password_weak",
  "user_without_permission",
  "error_network",
]);

export function errorCode(error: unknown): string {
  return isApiError(error) ? error.code : "error_generic";
}

/** The translated reason of a failed call. */
export function errorText(t: TFunction, error: unknown): string {
  const code = errorCode(error);
  if (OWN.has(code)) return t(`system.errors.${code}`);
  const fallback = isApiError(error) && error.message !== code ? error.message : t("common.errorOccurred");
  return t(`server.${code}`, { defaultValue: fallback });
}

/** A failed save of a system form: this module's text of the code, on the field the server named. */
export function systemFailure(t: TFunction, error: unknown): SaveFailure {
  const reason = errorText(t, error);
  return { message: reason, field: isApiError(error) ? error.datafield : undefined, reason };
}
