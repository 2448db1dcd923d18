import { isApiError } from "../api/errors";
import type { Flash } from "./flash";

/** Spec 1 §8: what the operator is told when the server ends or refuses a session (i18n keys). */
export function sessionMessage(code: string): Flash {
  switch (code) {
    case "auth_session_exist":
      return {
        title: "session.errors.sessionExpiredTitle",
        body: "session.errors.sessionExpired",
        tone: "warning",
      };
    case "bloqued_account_exception":
      return { title: "session.errors.blockedTitle", body: "session.errors.blocked", tone: "error" };
    case "wsgu_invalid_region":
      return { title: "errors.codes.wsgu_invalid_region", tone: "error" };
    case "idle_timeout":
      return { title: "session.idle.title", body: "session.idle.closed", tone: "warning" };
    case "auth_invalid_login":
      return { title: "session.errors.invalidLogin", tone: "error" };
    case "user_inactive":
      return { title: "session.errors.inactive", tone: "error" };
    default:
      return { title: "session.errors.tokenExpired", tone: "warning" };
  }
}

/** Spec 1 §8: a failure naming the token datafield ends the session; login then shows the server's message. */
export function tokenFailureFlash(error: unknown): Flash | null {
  if (!isApiError(error) || error.datafield !== "token") return null;
  const text = error.message && error.message !== error.code ? error.message : undefined;
  return { title: "session.errors.tokenExpired", text, tone: "warning" };
}
