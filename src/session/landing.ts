import { can, isRoot, type RuleHolder } from "../permissions/catalog";
import { legacyHomeUrl } from "./legacy-hosts";

// Where a sign-in lands (spec 1 §4), shared by the login form and the v9 login variant of /index/main.

export const HOME_PATH = "/index/main";
const PROFILE_PATH = "/index/user_profile";

// The server's notification asks for a password initialisation with this marker (spec 1 §4).
const PASSWORD_INIT = /password|contraseña/i;

/** Spec 1 §4: a v9 user has the adminv9 rule with view, or root equal to 1. */
export function isV9User(user: RuleHolder): boolean {
  return isRoot(user) || can(user, "adminv9", "view");
}

/** The embedded legacy admin at its home page: where a v9 user is handed over. */
export function handoverPath(): string {
  return `/index/v9?url=${encodeURIComponent(legacyHomeUrl())}`;
}

/**
 * Status 0 continues: a password initialisation sends a non-v9 user to their own profile; a console URL that
 * was opened signed out (or on screen when the session ended) is returned to; a v9 user is handed over to the
 * legacy admin; everyone else goes to main.
 */
export function landingAfterLogin(user: RuleHolder, notice?: string, returnTo?: string | null): string {
  const v9 = isV9User(user);
  if (!v9 && notice && PASSWORD_INIT.test(notice)) return PROFILE_PATH;
  if (returnTo) return returnTo;
  return v9 ? handoverPath() : HOME_PATH;
}
