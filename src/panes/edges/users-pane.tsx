import { type KeyboardEvent, useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { fetchUsers } from "../../api/dashboard";
import { dashboardKeys } from "../../api/dashboard-queries";
import { useRowActions } from "../../commands/hooks";
import { DEFAULT_PAGE_LENGTH, dashboardCalls, type EdgeUser } from "../../contract/dashboard";
import { pageLimitOf } from "../../contract/paging";
import { PersonalDataNote } from "../../kit/personal-data-note";
import { session } from "../../session/store";
import { DataTable, type PageRequest, type TableSource } from "../../ui/data-table";
import { openScreen } from "../../workspace/intents";
import { usePaneContext } from "../../workspace/pane-context";
import { setPaneActiveRow } from "../../workspace/selection";
import type { PaneProps } from "../../workspace/types";
import { AREA_SCREENS, screenOfKind } from "./areas";
import { EmptyLevel, WAY_BACK_SELECTOR } from "./empty-level";
import { useFocusOnOpen } from "./use-focus-on-open";
import { userColumns } from "./user-columns";

/** Spec 2 §9: the users table searches the e-mail after a pause. */
const SEARCH_DELAY_MS = 500;

/**
 * The users of an edge (spec 2 §2: /dashboard/edge…/users?shared=<edge id>), or of every edge of the area
 * without `shared`: end users with errors in the last 20 days, most first, searched by e-mail on the server.
 * Enter on a user opens their devices on that edge. With no user to list (and no search), it says so and
 * offers the way back to the edge list, which takes the keyboard.
 */
export function UsersPane({ paneId, params, focused }: PaneProps) {
  const { t } = useTranslation();
  useSnapshot(session);
  const area = screenOfKind(usePaneContext()?.kind)?.area ?? "video";
  const edgeId = params.shared || undefined;
  const failed = t("edges.messages.drillFailed");
  // Which list came back with nobody in it (not a search that matched nobody: that is the table's to say).
  const [emptyList, setEmptyList] = useState<string | null>(null);
  const listKey = `${area}:${edgeId ?? ""}`;
  const source = useMemo<TableSource<EdgeUser>>(
    () => ({
      kind: "server",
      queryKey: dashboardKeys.users(area, edgeId),
      pageLimit: pageLimitOf(dashboardCalls.listUsers),
      searchDelayMs: SEARCH_DELAY_MS,
      // Spec 2 §2: the edge tables page on the server (start/length) with numeric pagination.
      pageSize: DEFAULT_PAGE_LENGTH,
      paging: {},
      fetchPage: async ({ from, quantity, search }: PageRequest) => {
        try {
          const page = await fetchUsers(area, {
            start: from,
            length: quantity,
            edge_id: edgeId,
            email: search,
          });
          setEmptyList(page.total === 0 && !search ? listKey : null);
          return { rows: page.users, total: page.total, filtered: page.total };
        } catch {
          // Spec 2 §8's drill failure: the table shows it with its retry.
          throw new Error(failed);
        }
      },
    }),
    [area, edgeId, failed, listKey],
  );
  const columns = useMemo(() => userColumns(t, area, paneId), [t, area, paneId]);
  const rowActions = useRowActions<EdgeUser>(AREA_SCREENS[area].users, paneId);
  const box = useRef<HTMLDivElement>(null);
  const focusGrid = useCallback(() => box.current?.querySelector<HTMLElement>('[role="grid"]'), []);
  const focusTarget = useCallback(
    () => box.current?.querySelector<HTMLElement>(WAY_BACK_SELECTOR) ?? focusGrid(),
    [focusGrid],
  );
  useFocusOnOpen(focusTarget, paneId, focused, true, listKey);
  const areaName = t(`edges.areas.${area}`);
  // ↓ or Enter in the e-mail search goes to the results, as in the consumption search.
  const toResults = (event: KeyboardEvent) => {
    const inSearch = (event.target as HTMLElement).matches('input[type="search"]');
    if (!inSearch || (event.key !== "ArrowDown" && event.key !== "Enter")) return;
    event.preventDefault();
    focusGrid()?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only passes ↓ and Enter from the search box to the table
    <div
      ref={box}
      onKeyDown={toResults}
      data-level="users"
      className="flex h-full min-h-0 flex-col gap-2 p-3"
    >
      <p className="text-sm text-muted-foreground">
        {edgeId
          ? t("edges.users.ofEdge", { edge: edgeId, area: areaName })
          : t("edges.users.ofArea", { area: areaName })}{" "}
        {t("edges.users.searchHint")}
      </p>
      {emptyList === listKey && (
        <EmptyLevel
          text={
            edgeId
              ? t("edges.emptyLevel.users", { edge: edgeId, area: areaName })
              : t("edges.emptyLevel.usersOfArea", { area: areaName })
          }
          back={t("edges.emptyLevel.toEdges", { area: areaName })}
          onBack={() => openScreen(AREA_SCREENS[area].edges, {}, { target: paneId })}
        />
      )}
      <PersonalDataNote module="dashboard" />
      <div className="flex min-h-72 flex-1 flex-col">
        <DataTable<EdgeUser>
          key={listKey}
          ariaLabel={
            edgeId ? t("edges.users.label", { edge: edgeId }) : t("edges.users.labelArea", { area: areaName })
          }
          columns={columns}
          source={source}
          rowKey={(user) => `${user.id}@${user.edge_id}`}
          exportTitle={`EdgeUsers_${area}_${edgeId ?? "all"}`}
          emptyText={t("edges.users.empty")}
          rowActions={rowActions}
          onActiveRowChange={(row) => setPaneActiveRow(paneId, row)}
          onActivate={(user) =>
            openScreen(
              AREA_SCREENS[area].devices,
              { user: String(user.id), edge: user.edge_id },
              { target: paneId },
            )
          }
        />
      </div>
    </div>
  );
}
