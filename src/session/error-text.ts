import type { TFunction } from "i18next";
import { isApiError } from "../api/errors";

// Server codes of the session screens → their spec texts (spec 1 §8).
const SESSION_CODES: Record<string, string> = {
  auth_invalid_login: "session.errors.invalidLogin",
  bloqued_account_exception: "session.errors.blocked",
  wsgu_invalid_region: "errors.codes.wsgu_invalid_region",
  user_inactive: "session.errors.inactive",
  password_token_invalid: "session.errors.passwordTokenInvalid",
  password_weak: "session.errors.passwordWeak",
  error_network: "session.errors.network",
  too_many_requests: "session.errors.tooManyRequests",
};

/** A translated message for a failed session call: the spec's text, else 'Por favor intente de nuevo' + code. */
export function sessionErrorText(t: TFunction, error: unknown): string {
  const code = isApiError(error) ? error.code : "error_generic";
  const key = SESSION_CODES[code];
  return key ? t(key) : `${t("session.errors.tryAgain")} (${code})`;
}

// Codes whose spec message has a title of its own (spec 1 §8): 'Usuario Bloqueado', 'Sesion expirada'.
const SESSION_TITLES: Record<string, string> = {
  bloqued_account_exception: "session.errors.blockedTitle",
  auth_session_exist: "session.errors.sessionExpiredTitle",
};

/** The title of a failed session call's message, when the spec gives it one. */
export function sessionErrorTitle(t: TFunction, error: unknown): string | undefined {
  const key = isApiError(error) ? SESSION_TITLES[error.code] : undefined;
  return key ? t(key) : undefined;
}
