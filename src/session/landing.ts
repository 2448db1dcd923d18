import { getLegacyUrl } from "../api/config";
import { can, isRoot, type RuleHolder } from "../permissions/catalog";
import { legacyMissingAfterLanding } from "./landing-notice";

// Where a sign-in lands (spec 1 §4), shared by the login form and the v9 login variant of /index/main.

export const HOME_PATH = "/index/main";
const PROFILE_PATH = "/index/user_profile";

// The server's notification asks for a password initialisation with this marker (spec 1 §4).
const PASSWORD_INIT = /password|contraseña/i;

/** Spec 1 §4: a v9 user has the adminv9 rule with view, or root equal to 1. */
export function isV9User(user: RuleHolder): boolean {
  return isRoot(user) || can(user, "adminv9", "view");
}

/** The embedded legacy admin at its home page (ADM_LEGACY_URL), or null while none is configured. */
export function handoverPath(legacyUrl: string = getLegacyUrl()): string | null {
  return legacyUrl ? `/index/v9?url=${encodeURIComponent(legacyUrl)}` : null;
}

/**
 * Where a v9 user goes: handed over to the legacy admin when the serving host names one; else the console's
 * home, which then says once that no legacy admin is configured (never a frame of a host that cannot load).
 */
export function v9Landing(legacyUrl: string = getLegacyUrl()): string {
  const handover = handoverPath(legacyUrl);
  if (handover) return handover;
  legacyMissingAfterLanding();
  return HOME_PATH;
}

/**
 * Status 0 continues: a password initialisation sends a non-v9 user to their own profile; a console URL that
 * was opened signed out (or on screen when the session ended) is returned to; a v9 user is handed over to the
 * legacy admin (when one is configured); everyone else goes to main.
 */
export function landingAfterLogin(
  user: RuleHolder,
  notice?: string,
  returnTo?: string | null,
  legacyUrl: string = getLegacyUrl(),
): string {
  const v9 = isV9User(user);
  if (!v9 && notice && PASSWORD_INIT.test(notice)) return PROFILE_PATH;
  if (returnTo) return returnTo;
  return v9 ? v9Landing(legacyUrl) : HOME_PATH;
}
