import { isApiError } from "../api/errors";
import { type LoginResult, login, logout, renewToken } from "../api/session";
import { signInStarted } from "../commands/early-palette-key";
import { type Flash, setFlash } from "./flash";
import { rememberReturnTo } from "./return-to";
import { forgetStoredCredentials, type SessionUser, session } from "./store";

function defaultRegion(user: SessionUser): string {
  const allowed = user.regions.map((r) => r.name);
  if (allowed.includes(session.region)) return session.region;
  if (user.region && allowed.includes(user.region)) return user.region;
  return allowed.includes("mexico") ? "mexico" : (allowed[0] ?? session.region);
}

function defaultTenant(user: SessionUser): string {
  const allowed = user.tenants.map((t) => t.code);
  return allowed.includes(session.tenant) ? session.tenant : (allowed[0] ?? session.tenant);
}

// A region or tenant the server refuses for this user: one left in the browser by someone else.
const SCOPE_REFUSALS = new Set(["wsgu_invalid_region", "wsgu_invalid_tenant"]);

/** Signs in with the stored scope; when the server refuses it for this user, forgets it and signs in without. */
async function loginDroppingForeignScope(email: string, plain: string): Promise<LoginResult> {
  try {
    return await login(email, plain);
  } catch (error) {
    if (!isApiError(error) || !SCOPE_REFUSALS.has(error.code) || (!session.region && !session.tenant))
      throw error;
    session.region = "";
    session.tenant = "";
    return login(email, plain);
  }
}

/**
 * Signs in and stores credentials (spec 1 §4); the notification message is returned for display. A stored
 * region or tenant is kept only if the new user may use it, else they get their own.
 */
export async function signIn(email: string, plain: string): Promise<{ user: SessionUser; notice?: string }> {
  const ended = signInStarted();
  try {
    const result = await loginDroppingForeignScope(email, plain);
    session.token = result.token;
    session.user = result.user;
    session.region = defaultRegion(result.user);
    session.tenant = defaultTenant(result.user);
    return { user: result.user, notice: result.notification?.message || undefined };
  } finally {
    ended();
  }
}

let signingOut = false;

/**
 * Ends the session server-side (best effort), clears stored credentials and reloads on /login. `comeBack`:
 * the session ended on its own (expiry, idle, revocation), so the screen on show returns after login.
 */
export async function signOut(flash?: Flash, options: { comeBack?: boolean } = {}): Promise<void> {
  if (signingOut) return;
  signingOut = true;
  if (session.token) await logout().catch(() => undefined);
  if (flash) setFlash(flash);
  if (options.comeBack) rememberReturnTo(window.location.pathname + window.location.search);
  // Only the stored copy is cleared: the reload starts from it, and leaving the live state alone keeps the
  // app from rendering /login (and consuming the flash) before the reload.
  forgetStoredCredentials();
  window.location.assign("/login");
}

export async function renewSession(): Promise<void> {
  if (!session.token) return;
  const { token } = await renewToken();
  session.token = token;
}
