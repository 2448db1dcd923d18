import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchSignals, type Signal, signalKeys } from "../../api/signals";
import { runOnRow } from "../../commands/execute";
import { DefinitionList } from "../../kit/definition-list";
import { Button } from "../../ui/button";
import { signalDate } from "./format";
import { StateBadge } from "./state-badge";

const CARDS_PER_PAGE = 3;

/** The signals running or scheduled, three cards a page (spec 2 §9), each with its edit and cancel actions. */
export function SignalCards({ paneId }: { paneId: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useQuery({
    queryKey: signalKeys.signals.list({ cards: page }),
    queryFn: ({ signal }) =>
      fetchSignals(
        {
          from: page * CARDS_PER_PAGE,
          quantity: CARDS_PER_PAGE,
          sort_field: "start_date",
          sort_order: "asc",
          search: "",
          status: "current",
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  const date = signalDate(i18n.language);
  const total = query.data?.recordsTotal ?? 0;
  const pages = Math.max(1, Math.ceil(total / CARDS_PER_PAGE));
  const act = (command: string, row: Signal) => runOnRow(command, paneId, row);
  if (query.isError)
    return (
      <p role="alert" className="m-2 text-sm text-destructive">
        {t("signals.errors.load")}
      </p>
    );
  return (
    <section aria-label={t("signals.cards.label")} className="border-b p-2">
      <ul className="grid gap-2 md:grid-cols-3">
        {(query.data?.openstreams ?? []).map((row) => (
          <li key={row._id} className="grid gap-1 rounded-md border p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <strong className="truncate">{row.title}</strong>
              <StateBadge status={row.status} />
            </div>
            <DefinitionList
              size="xs"
              className="gap-x-2 gap-y-0"
              items={[
                [t("signals.columns.bss_code"), row.bss_code],
                [t("signals.columns.type"), row.type],
                [t("signals.columns.node_name"), row.node_name],
                [t("signals.cards.when"), `${date(row.start_date)} – ${date(row.end_date)}`],
              ]}
            />
            <div className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => act("signals.editSignal", row)}>
                {t("signals.cards.edit")}
              </Button>
              <Button size="sm" variant="outline" onClick={() => act("signals.cancelSignal", row)}>
                {t("signals.cards.cancel")}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {total === 0 && query.isSuccess && (
        <p className="text-sm text-muted-foreground">{t("signals.cards.empty")}</p>
      )}
      <nav aria-label={t("signals.cards.pages")} className="mt-2 flex items-center gap-2 text-sm">
        <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
          {t("signals.cards.previous")}
        </Button>
        <span>{t("signals.cards.page", { page: page + 1, pages })}</span>
        <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
          {t("signals.cards.next")}
        </Button>
      </nav>
    </section>
  );
}
