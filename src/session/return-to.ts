import { matchPath } from "../panes/routes";

// Where to go back after signing in: the console URL that was opened signed out, or the one on screen when the
// session ended (expiry, idle, revocation). Kept for the tab (sessionStorage), so it survives the page reload
// that ends a session; taken once.
const KEY = "adm.returnTo";
const HOME = "/index/main";

/** A console screen's URL (path and query) on this origin; nothing else is returned to. */
function returnable(url: string): boolean {
  if (!url.startsWith("/") || url.startsWith("//") || url.includes("\\")) return false;
  const path = url.split(/[?#]/)[0];
  return path !== HOME && matchPath(path) !== null;
}

export function rememberReturnTo(url: string): void {
  if (returnable(url)) sessionStorage.setItem(KEY, url);
  else sessionStorage.removeItem(KEY);
}

/** The remembered URL, once; null when there is none (then login goes home). */
export function takeReturnTo(): string | null {
  const url = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return url !== null && returnable(url) ? url : null;
}
