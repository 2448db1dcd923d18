import { session } from "../session/store";
import { matchesEvent, parseKeys } from "./keys";

// Ctrl/⌘+K pressed while the signed-in console is still loading (right after login, during a reload) or while
// the sign-in's answer is on its way would be lost: the keyboard binder comes with the console. This small listener, in the first screen's code, keeps the press and
// the binder opens the palette as soon as it is installed.

/** The palette's shortcut, shared with its command (src/commands/general.ts). */
export const PALETTE_KEYS = "mod+k";

const combo = parseKeys(PALETTE_KEYS);
let pressed = false;
let binders = 0;
/** A sign-in is on its way: the press the moment its answer arrives (before the token is stored) counts. */
let signingIn = false;

/** The login form's sign-in has started; call the returned function when it ends (a refusal drops the press). */
export function signInStarted(): () => void {
  signingIn = true;
  return () => {
    signingIn = false;
    if (!session.token) pressed = false;
  };
}

/** Listens from the app's start; returns the remover. */
export function watchEarlyPaletteKey(target: Window = window): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (binders > 0 || event.defaultPrevented || !(session.token || signingIn) || !matchesEvent(combo, event))
      return;
    // Not the browser's own Ctrl+K (its search box): the console's palette is on its way.
    event.preventDefault();
    pressed = true;
  };
  target.addEventListener("keydown", onKeyDown);
  return () => target.removeEventListener("keydown", onKeyDown);
}

/**
 * The binder is there: from now on it handles the key. Returns whether a press was waiting for it, and the
 * function to call when the binder goes (sign-out).
 */
export function binderArrived(): { pending: boolean; left(): void } {
  binders += 1;
  const pending = pressed;
  pressed = false;
  return {
    pending,
    left: () => {
      binders -= 1;
    },
  };
}
