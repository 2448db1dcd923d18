import { useEffect } from "react";
import { requestConfirm } from "../commands/confirm";
import { i18n } from "../i18n";

// A screen with unsaved work says so here, and the workspace asks before that work leaves the screen: a
// palette or menu command replacing the pane, or the pane being closed. A reload or a closed tab gets the
// browser's own question. Each screen says what becomes of the work (the wizard keeps a local draft).

/** The i18n key of what leaving loses, per pane with unsaved work. */
const unsavedPanes = new Map<string, string>();

function askBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  event.returnValue = "";
}

function mark(paneId: string, consequence: string | null) {
  const before = unsavedPanes.size;
  if (consequence) unsavedPanes.set(paneId, consequence);
  else unsavedPanes.delete(paneId);
  if (before === 0 && unsavedPanes.size > 0) window.addEventListener("beforeunload", askBeforeUnload);
  if (before > 0 && unsavedPanes.size === 0) window.removeEventListener("beforeunload", askBeforeUnload);
}

/**
 * The pane holds unsaved work while `dirty`. `consequence` is the i18n key of what leaving does to it ("they
 * stay as a local draft", "they will be lost").
 */
export function useUnsavedPane(paneId: string, dirty: boolean, consequence = "workspace.unsaved.lost"): void {
  useEffect(() => {
    if (!dirty) return;
    mark(paneId, consequence);
    return () => mark(paneId, null);
  }, [paneId, dirty, consequence]);
}

/** The screen itself moves on after saving (or after asking): its pane holds nothing to ask about. */
export function forgetUnsavedWork(paneId: string): void {
  mark(paneId, null);
}

/**
 * Runs `move` (which takes the pane's screen away) at once when the pane holds nothing unsaved, else once the
 * operator confirms leaving; backing out runs nothing.
 */
export function leavePane(paneId: string | null | undefined, move: () => void): void {
  leaveWith(paneId ? unsavedPanes.get(paneId) : undefined, move);
}

/** Runs `move` (which replaces every pane: another layout) once no pane's unsaved work would be lost by it. */
export function leaveWorkspace(move: () => void): void {
  leaveWith(unsavedPanes.values().next().value, move);
}

function leaveWith(consequence: string | undefined, move: () => void): void {
  if (!consequence) {
    move();
    return;
  }
  void requestConfirm({
    title: i18n.t("workspace.unsaved.title"),
    summary: [i18n.t(consequence)],
    confirmLabel: i18n.t("workspace.unsaved.leave"),
  }).then((leave) => leave && move());
}
