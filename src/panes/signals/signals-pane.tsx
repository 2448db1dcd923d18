import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { fetchSignals, type SignalListRequest, signalKeys } from "../../api/signals";
import { signalCalls } from "../../contract/signals";
import { ListScreen } from "../../kit/list-screen";
import { fromQuantity, serverList } from "../../kit/paging";
import { retryText } from "../../kit/retry-failure";
import type { PaneProps } from "../../workspace/types";
import { SignalCards } from "./signal-cards";
import { useSignalColumns } from "./signal-columns";
import { SignalDialogs } from "./signal-dialogs";

type Field = SignalListRequest["sort_field"];

/** Open Streams (spec 2 §2 /sign/signList): cards of current signals above the table of every signal. */
export function SignalsPane({ paneId }: PaneProps) {
  const { t } = useTranslation();
  const columns = useSignalColumns();
  const source = useMemo(
    () =>
      serverList({
        queryKey: signalKeys.signals.lists(),
        dialect: fromQuantity<Field>({ pageSize: 10, searchDelayMs: 400 }),
        defaultSort: { field: "start_date", order: "desc" },
        call: signalCalls.listSignals,
        fetch: (request) => fetchSignals(request),
        read: (answer) => ({
          rows: answer.openstreams,
          total: answer.recordsTotal,
          filtered: answer.recordsFiltered,
        }),
        failure: (error) => retryText(t, error),
      }),
    [t],
  );
  return (
    <div className="flex h-full min-h-0 flex-col">
      <h2 className="px-3 pt-2 text-base font-semibold">{t("signals.heading")}</h2>
      <SignalCards paneId={paneId} />
      <div className="min-h-0 flex-1">
        <ListScreen
          label={t("signals.tableLabel")}
          exportTitle="OpenStreamsFile"
          columns={columns}
          source={source}
          rowKey={(row) => row._id}
          emptyText={t("signals.empty")}
          activate="signals.editSignal"
        >
          <SignalDialogs paneId={paneId} />
        </ListScreen>
      </div>
    </div>
  );
}
