import { useEffect } from "react";

// Overlays close and take the focused element with them (a dialog, the palette, a row menu, a toast), and
// a deleted row's button disappears: the browser then drops focus on the page body and a keyboard user
// starts over from the top. The keeper puts focus back where it was before: the last control outside any
// overlay, or the focused pane's table.

const OVERLAY =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [data-sonner-toaster]';

function inOverlay(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(OVERLAY) !== null;
}

function overlayOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]') !== null;
}

function fallback(): HTMLElement | null {
  const pane =
    document.querySelector<HTMLElement>("[data-pane-id][data-focused]") ??
    document.querySelector<HTMLElement>("[data-pane-id]");
  return pane?.querySelector<HTMLElement>('[role="grid"]') ?? pane ?? null;
}

/** Installs the keeper on a document; returns its removal. */
export function installFocusKeeper(doc: Document = document): () => void {
  let origin: HTMLElement | null = null;
  let clickedPage = false;
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement && !inOverlay(event.target)) origin = event.target;
  };
  // A click on the page's background drops focus on purpose: leave it there.
  const onPointerDown = (event: PointerEvent) => {
    clickedPage = !inOverlay(event.target);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget !== null) return;
    requestAnimationFrame(() => {
      if (doc.activeElement !== doc.body || overlayOpen() || clickedPage) return;
      const target = origin?.isConnected ? origin : fallback();
      target?.focus({ preventScroll: true });
    });
  };
  const onKeyDown = () => {
    clickedPage = false;
  };
  // Removing the focused element fires no focusout in every browser: watch removals too.
  const removals = new MutationObserver(() => {
    if (doc.activeElement === doc.body) onFocusOut(new FocusEvent("focusout"));
  });
  removals.observe(doc.body, { childList: true, subtree: true });
  doc.addEventListener("focusin", onFocusIn);
  doc.addEventListener("focusout", onFocusOut);
  doc.addEventListener("pointerdown", onPointerDown, true);
  doc.addEventListener("keydown", onKeyDown, true);
  return () => {
    removals.disconnect();
    doc.removeEventListener("focusin", onFocusIn);
    doc.removeEventListener("focusout", onFocusOut);
    doc.removeEventListener("pointerdown", onPointerDown, true);
    doc.removeEventListener("keydown", onKeyDown, true);
  };
}

/** Mount once in the signed-in shell. */
export function FocusKeeper(): null {
  useEffect(() => installFocusKeeper(), []);
  return null;
}
