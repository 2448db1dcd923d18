import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useSnapshot } from "valtio";
import { navigate as browserNavigate } from "wouter/use-browser-location";
import { i18n } from "../i18n";
import { canOpenKind } from "../panes/guard";
import { findPane } from "../panes/layout";
import { paneHref } from "../panes/routes";
import { getPaneSelection, usePaneSelection } from "../panes/selection";
import {
  focusedPane,
  isWorkspaceMounted,
  openPane,
  useWorkspace,
  type WorkspaceState,
  workspaceStore,
} from "../panes/store";
import type { PaneLeaf } from "../panes/types";
import { type SessionUser, session } from "../session/store";
import type { CommandContext, OpenPaneOptions, SessionSnapshot } from "./types";

type Navigate = CommandContext["navigate"];

let navigator: Navigate = (to, options) => browserNavigate(to, options);

/** The workspace hands its router's navigate here, so commands navigate the way the app routes. */
export function setNavigator(navigate: Navigate): () => void {
  const previous = navigator;
  navigator = navigate;
  return () => {
    navigator = previous;
  };
}

/** Refuses screens the user may not view (the server refuses their data anyway). */
function openGuarded(
  kind: string,
  params: Record<string, string>,
  options: OpenPaneOptions,
  target?: string,
) {
  if (!canOpenKind(session.user, kind)) {
    toast.warning(i18n.t("commands.errors.denied"));
    return;
  }
  if (!isWorkspaceMounted()) {
    navigator(paneHref(kind, params));
    return;
  }
  openPane(kind, params, { placement: options.placement, target });
}

/**
 * Opens a screen in the focused pane (or a new split) from outside a command: the shell's legacy-admin
 * links use it (`openScreen("legacy.admin", { url })`). Refuses screens the user may not view.
 */
export function openScreen(
  kind: string,
  params: Record<string, string> = {},
  options: OpenPaneOptions = {},
): void {
  openGuarded(kind, params, options);
}

function makeContext(
  sessionSnapshot: SessionSnapshot,
  pane: PaneLeaf | null,
  selection: readonly unknown[],
  t: TFunction,
): CommandContext {
  return {
    session: sessionSnapshot,
    pane: pane && { id: pane.id, kind: pane.kind, params: pane.params, selection },
    selection,
    openPane: (kind, params = {}, options = {}) => openGuarded(kind, params, options, pane?.id),
    navigate: (to, options) => navigator(to, options),
    t,
  };
}

export type ContextOverrides = {
  /** Act on this pane instead of the focused one (its toolbar, its row menu). */
  paneId?: string;
  /** Rows the command acts on (a row menu passes the rows it was opened on). */
  selection?: readonly unknown[];
};

function paneOf(state: WorkspaceState, paneId?: string): PaneLeaf | null {
  if (!paneId) return focusedPane(state);
  return (state.root && findPane(state.root, paneId)) || null;
}

/** The context right now, for code outside React (the binder, `executeCommand`). */
export function currentContext(overrides: ContextOverrides = {}): CommandContext {
  const pane = paneOf(workspaceStore.get(), overrides.paneId);
  const selection = overrides.selection ?? getPaneSelection(pane?.id);
  const sessionSnapshot = { user: session.user, region: session.region, tenant: session.tenant };
  return makeContext(sessionSnapshot, pane, selection, i18n.t.bind(i18n) as TFunction);
}

/** The same context as a reactive value: components re-render when session, focus or selection change. */
export function useCommandContext(paneId?: string): CommandContext {
  const { t } = useTranslation();
  const sessionSnapshot = useSessionSnapshot();
  const pane = useWorkspace((state) => paneOf(state, paneId));
  const selection = usePaneSelection(pane?.id);
  return useMemo(
    () => makeContext(sessionSnapshot, pane, selection, t),
    [sessionSnapshot, pane, selection, t],
  );
}

export function useSessionSnapshot(): SessionSnapshot {
  const snap = useSnapshot(session);
  const user = snap.user as SessionUser | null;
  return useMemo(
    () => ({ user, region: snap.region, tenant: snap.tenant }),
    [user, snap.region, snap.tenant],
  );
}
