import { logout } from "../api/session";
import { signIn } from "./actions";
import { HOME_PATH } from "./landing";
import { session } from "./store";

// Spec 1 §2: /index/main takes the parameters user, pass and v9; with user and pass it is the v9 login
// variant (the legacy admin hands its user over to this console). The credentials are taken out of the address
// before the console renders, so the password stays in no history entry, address bar or Referer; the sign-in
// then runs from memory, only when the serving host enables the link (ADM_SIGNIN_LINK, issue 28 §10).

export type V9Credentials = { email: string; plain: string };

let pending: V9Credentials | null = null;
let running: ReturnType<typeof signIn> | null = null;

/** Takes user and pass out of a /index/main address; true when a sign-in is now pending. */
export function takeV9LoginFromAddress(
  location: Location = window.location,
  history: History = window.history,
) {
  const query = new URLSearchParams(location.search);
  if (location.pathname !== HOME_PATH || !(query.has("user") || query.has("pass"))) return false;
  const email = query.get("user")?.trim() ?? "";
  const plain = query.get("pass") ?? "";
  query.delete("user");
  query.delete("pass");
  const rest = query.toString();
  history.replaceState(history.state, "", rest ? `${HOME_PATH}?${rest}` : HOME_PATH);
  pending = email && plain ? { email, plain } : null;
  return pending !== null;
}

/** The sign-in link is off (the serving host's setting): the credentials taken from the address are dropped. */
export function discardV9Login(): void {
  pending = null;
}

export function isV9LoginPending(): boolean {
  return pending !== null;
}

/** Signs in with the handed-over credentials, once however often it is asked (React may run effects twice). */
export function runV9Login(): ReturnType<typeof signIn> {
  if (!running) {
    if (!pending) return Promise.reject(new Error("No v9 login pending"));
    const { email, plain } = pending;
    // Whoever was signed in on this browser before is signed out first: one console, one session.
    const previous = session.token ? logout().catch(() => undefined) : Promise.resolve();
    running = previous
      .then(() => signIn(email, plain))
      .finally(() => {
        pending = null;
        running = null;
      });
  }
  return running;
}

/** The v9 parameter asks for the hand-over to the legacy admin ("0" or "false" do not). */
export function asksForHandover(search: string): boolean {
  const value = new URLSearchParams(search).get("v9");
  return value !== null && value !== "0" && value.toLowerCase() !== "false";
}
