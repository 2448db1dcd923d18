// Where the keyboard starts in a pane that a command opened or focused: the control its screen marks with
// data-autofocus, else its table (role=grid or treegrid), else its first control — never the page body.

const MARKED = "[data-autofocus]";
const GRID = '[role="grid"], [role="treegrid"]';
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';
/**
 * A screen still loading (lazy code, its data) marks itself data-pending: wait for it, this long at most. Long,
 * because a busy machine or a slow link takes seconds to bring a screen's code; the wait ends anyway as soon as
 * focus moves elsewhere.
 */
const WAIT_MS = 30_000;

function visible(element: HTMLElement): boolean {
  return element.getClientRects().length > 0;
}

function first(scope: ParentNode, selector: string): HTMLElement | null {
  for (const element of scope.querySelectorAll<HTMLElement>(selector)) if (visible(element)) return element;
  return null;
}

/** A form's fields: inputs, selects, text areas and comboboxes. */
const FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [role="combobox"]';

/** The pane's screen, without its header toolbar. */
function bodyOf(pane: HTMLElement): HTMLElement {
  return pane.querySelector<HTMLElement>("[data-pane-body]") ?? pane;
}

/** The control to start on now, or null while the screen is still loading one. */
export function usefulControl(pane: HTMLElement): HTMLElement | null {
  const body = bodyOf(pane);
  const chosen = first(body, MARKED) ?? first(body, GRID);
  if (chosen) return chosen;
  if (body.querySelector("[data-pending]") || body.childElementCount === 0) return null;
  return first(body, FOCUSABLE);
}

/** Where a form's keyboard starts: its marked control, else its first field, else its useful control. */
export function firstField(scope: HTMLElement): HTMLElement | null {
  return first(scope, MARKED) ?? first(scope, FIELD) ?? usefulControl(scope);
}

/**
 * Escape in a text field of a pane leaves the field to its pane: onto the pane's table, else the pane itself,
 * where the pane's and the table's keys act (a letter meant for the table no longer types into the search).
 * Returns whether the field was left.
 */
export function leaveFieldToPane(field: HTMLElement): boolean {
  const pane = field.closest<HTMLElement>("[data-pane-id]");
  if (!pane) return false;
  const grid = first(bodyOf(pane), GRID);
  (grid && grid !== field ? grid : pane).focus({ preventScroll: true });
  return true;
}

/**
 * Moves focus into a pane (or a part of one): onto its useful control, or the one `pick` chooses, as soon as
 * the screen has one (lazy screens and their data arrive later: the pane itself holds focus meanwhile). Gives
 * up when focus moves elsewhere first.
 * Returns a function that stops waiting.
 */
export function focusPaneContent(pane: HTMLElement, pick = usefulControl): () => void {
  const now = pick(pane);
  if (now) {
    now.focus({ preventScroll: false });
    return () => undefined;
  }
  pane.focus({ preventScroll: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    if (document.activeElement !== pane) return stop();
    const control = pick(pane);
    if (!control) return;
    stop();
    control.focus();
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(pane, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["data-pending"],
  });
  timer = setTimeout(() => {
    stop();
    if (document.activeElement === pane) first(bodyOf(pane), FOCUSABLE)?.focus();
  }, WAIT_MS);
  return stop;
}
