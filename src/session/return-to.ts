// Where to go back after signing in: the console URL that was opened signed out, or the one on screen when the
// session ended (expiry, idle, revocation). Kept for the tab (sessionStorage), so it survives the page reload
// that ends a session; taken once. The screens are the modules' and load with the signed-in console, so only
// the URL's shape is checked here; the login page asks whether it is a screen before going back to it.
const KEY = "adm.returnTo";
const NOT_RETURNED = new Set(["/", "/index/main", "/login", "/recover", "/logout"]);

/** A path (and query) on this origin that is not home or a session page; nothing else is returned to. */
function returnable(url: string): boolean {
  if (!url.startsWith("/") || url.startsWith("//") || url.includes("\\")) return false;
  return !NOT_RETURNED.has(url.split(/[?#]/)[0]);
}

export function rememberReturnTo(url: string): void {
  if (returnable(url)) sessionStorage.setItem(KEY, url);
  else sessionStorage.removeItem(KEY);
}

/** The remembered URL, once; null when there is none (then login lands where it always does). */
export function takeReturnTo(): string | null {
  const url = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return url !== null && returnable(url) ? url : null;
}
