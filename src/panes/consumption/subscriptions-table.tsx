import { useCallback, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import type { FoundUser, Subscription } from "../../api/consumption";
import { useRowActions } from "../../commands/hooks";
import { session } from "../../session/store";
import { DataTable, type RowAction, type TableSource } from "../../ui/data-table";
import { setPaneActiveRow } from "../../workspace/selection";
import { subscriptionColumns } from "./columns";
import { LOOKUP } from "./kinds";
import { CANCEL_COMMAND } from "./shown";
import { SubscriptionTotals } from "./subscription-totals";

type Props = {
  paneId: string;
  user: FoundUser;
  rows: readonly Subscription[];
  onDetail(row: Subscription): void;
  onSelectionChange(ids: readonly number[]): void;
};

/**
 * The row commands of the pane. A row menu cannot know its row before it opens, so items are not disabled
 * up front: running one re-checks it on the rows it was opened on and says why it does not apply.
 */
function useSubscriptionActions(
  paneId: string,
  latest: () => readonly Subscription[],
): RowAction<Subscription>[] {
  const actions = useRowActions<Subscription>(LOOKUP, paneId);
  return useMemo(
    () =>
      actions.map((action) => ({
        ...action,
        danger: action.id === CANCEL_COMMAND,
        run: (rows: Subscription[]) => {
          // The table may hand rows from before the last refresh: act on their current state.
          const ids = new Set(rows.map((row) => row.subscription_id));
          action.run(latest().filter((row) => ids.has(row.subscription_id)));
        },
      })),
    [actions, latest],
  );
}

export function SubscriptionsTable({ paneId, user, rows, onDetail, onSelectionChange }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const current = useRef(rows);
  current.current = rows;
  const latest = useCallback(() => current.current, []);
  const actions = useSubscriptionActions(paneId, latest);
  const { region } = useSnapshot(session);
  const columns = useMemo(
    () => subscriptionColumns(t, language, onDetail, { paneId, region }),
    [t, language, onDetail, paneId, region],
  );
  const source = useMemo<TableSource<Subscription>>(() => ({ kind: "client", rows }), [rows]);

  return (
    <DataTable
      ariaLabel={t("consumption.table.label", { name: user.NAME })}
      columns={columns}
      source={source}
      rowKey={(row) => row.subscription_id}
      exportTitle="ConsultaConsumo"
      rowActions={actions}
      selectable
      onActivate={onDetail}
      onSelectionChange={(selected) => onSelectionChange(selected.map((row) => row.subscription_id))}
      onActiveRowChange={(row) => setPaneActiveRow(paneId, row)}
      toolbar={<SubscriptionTotals rows={rows} />}
    />
  );
}
