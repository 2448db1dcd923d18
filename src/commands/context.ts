import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { i18n } from "../i18n";
import { type SessionUser, session } from "../session/store";
import { navigateTo, openDialog, openScreen } from "../workspace/intents";
import { findPane } from "../workspace/layout";
import {
  getPaneActiveRow,
  getPaneData,
  getPaneSelection,
  rowsActedOn,
  usePaneActiveRow,
  usePaneData,
  usePaneSelection,
} from "../workspace/selection";
import { focusedPane, useWorkspace, type WorkspaceState, workspaceStore } from "../workspace/store";
import type { PaneLeaf } from "../workspace/types";
import type { CommandContext, SessionSnapshot } from "./types";

function makeContext(
  sessionSnapshot: SessionSnapshot,
  pane: PaneLeaf | null,
  selection: readonly unknown[],
  data: unknown,
  t: TFunction,
): CommandContext {
  return {
    session: sessionSnapshot,
    pane: pane && { id: pane.id, kind: pane.kind, params: pane.params, selection, data },
    selection,
    openPane: (kind, params = {}, options = {}) =>
      void openScreen(kind, params, { ...options, target: pane?.id }),
    openDialog: (request) => {
      if (pane) openDialog(pane.id, request);
    },
    navigate: navigateTo,
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
  const selection =
    overrides.selection ?? rowsActedOn(getPaneSelection(pane?.id), getPaneActiveRow(pane?.id));
  const sessionSnapshot = { user: session.user, region: session.region, tenant: session.tenant };
  return makeContext(sessionSnapshot, pane, selection, getPaneData(pane?.id), i18n.t.bind(i18n) as TFunction);
}

/** The same context as a reactive value: components re-render when session, focus, selection or data change. */
export function useCommandContext(paneId?: string): CommandContext {
  const { t } = useTranslation();
  const sessionSnapshot = useSessionSnapshot();
  const pane = useWorkspace((state) => paneOf(state, paneId));
  const selected = usePaneSelection(pane?.id);
  const active = usePaneActiveRow(pane?.id);
  const data = usePaneData(pane?.id);
  return useMemo(
    () => makeContext(sessionSnapshot, pane, rowsActedOn(selected, active), data, t),
    [sessionSnapshot, pane, selected, active, data, t],
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
