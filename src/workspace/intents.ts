import { toast } from "sonner";
import { navigate as browserNavigate } from "wouter/use-browser-location";
import { i18n } from "../i18n";
import { useStore } from "../lib/create-store";
import { session } from "../session/store";
import { canOpenKind } from "./guard";
import { paneHref } from "./routes";
import { dialogRequests, put } from "./selection";
import { focusedPane, isWorkspaceMounted, openPane } from "./store";
import type { PaneKindId } from "./types";
import { leavePane } from "./unsaved";

// The one way code outside a screen reaches it: open a screen (with its params, where to put it), or ask an
// open pane for one of its dialogs (with the dialog's arguments). Commands, the shell and other surfaces use
// this instead of importing the screens, so no module's commands and screens import each other.

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to, options) => browserNavigate(to, options);

/** The workspace hands its router's navigate here, so intents navigate the way the app routes. */
export function setNavigator(navigate: Navigate): () => void {
  const previous = navigator;
  navigator = navigate;
  return () => {
    navigator = previous;
  };
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}

/** replace: the target pane shows the new screen; right/down: a new pane is split off the target. */
export type Placement = "replace" | "right" | "down";
export type OpenScreenOptions = {
  placement?: Placement;
  target?: string;
  /** A dialog to ask of the screen once it shows (a screen's "new X" form, run from another screen). */
  dialog?: DialogRequest;
};

/**
 * Shows a screen in the target (default: focused) pane or a new split. Refuses screens the user may not view
 * (the server refuses their data anyway). Without a workspace on screen, goes to the screen's route. A pane
 * holding unsaved work is replaced only once the operator confirms leaving it.
 */
export function openScreen(
  kind: PaneKindId,
  params: Record<string, string> = {},
  options: OpenScreenOptions = {},
): boolean {
  if (!canOpenKind(session.user, kind)) {
    toast.warning(i18n.t("commands.errors.denied"));
    return false;
  }
  if (!isWorkspaceMounted()) {
    navigator(paneHref(kind, params));
    return true;
  }
  const replaced = !options.placement || options.placement === "replace";
  const target = replaced ? (options.target ?? focusedPane()?.id) : undefined;
  leavePane(target, () => {
    const shown = openPane(kind, params, options);
    if (options.dialog) openDialog(shown, options.dialog);
  });
  return true;
}

/** A dialog a pane is asked to show: `type` names it, the rest are its arguments. */
export type DialogRequest = { readonly type: string };

export function openDialog<D extends DialogRequest>(paneId: string, request: D): void {
  put(dialogRequests, paneId, request);
}

export function closeDialog(paneId: string): void {
  put(dialogRequests, paneId, undefined);
}

export function currentDialog(paneId: string): DialogRequest | undefined {
  return dialogRequests.get().get(paneId) as DialogRequest | undefined;
}

/**
 * The dialog asked of this pane, if any. A module reads its own requests: `D` is the union of its dialogs,
 * and only its commands (through `ctx.openDialog`) ask its panes.
 */
export function useDialogRequest<D extends DialogRequest>(paneId: string): D | undefined {
  return useStore(dialogRequests, (current) => current.get(paneId)) as D | undefined;
}
