import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { FoundUser } from "../../api/consumption";
import { historyQuery } from "../../api/consumption-queries";
import { HISTORY_ACTIONS } from "../../contract/consumption-history";
import { Button } from "../../ui/button";
import { deferredClipboardWrite } from "../../ui/export/deliver";
import { Input } from "../../ui/input";
import { NativeSelect } from "../../ui/native-select";
import { paneHref } from "../../workspace/routes";
import { errorText } from "./format";
import { HistoryEntryItem } from "./history-entry";
import { historyFilterOf, withHistory } from "./history-params";
import { LOOKUP } from "./kinds";
import { withLinkRegion } from "./link-region";

type Props = {
  user: FoundUser;
  params: Readonly<Record<string, string>>;
  setParams(next: Record<string, string>): void;
};

/** The link a colleague opens to see this subscriber's history with the same filters, in the subscriber's region. */
async function copyHistoryLink(params: Readonly<Record<string, string>>) {
  const url = `${window.location.origin}${paneHref(LOOKUP, withLinkRegion(withHistory(params)))}`;
  await deferredClipboardWrite(Promise.resolve(new Blob([url], { type: "text/plain" })));
}

/** The subscriber's case history (issue 32): everything done to them, by anyone, newest first. */
export function HistorySection({ user, params, setParams }: Props) {
  const { t } = useTranslation();
  const ids = { action: useId(), operator: useId() };
  const filter = historyFilterOf(params);
  const history = useInfiniteQuery(historyQuery(user.ID_USUARIO, filter));
  const [operator, setOperator] = useState(params.operator ?? "");
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
  const filterBy = (next: { action?: string; operator?: string }) =>
    setParams(withHistory(params, { action: params.action, operator: params.operator, ...next }));
  const copy = () =>
    copyHistoryLink(params).then(
      () => toast.success(t("consumption.history.copied")),
      () => toast.error(t("consumption.history.copyFailed")),
    );

  return (
    <section aria-label={t("consumption.history.label", { name: user.NAME })} className="flex flex-col gap-2">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          filterBy({ operator: operator.trim() });
        }}
      >
        <label htmlFor={ids.action} className="flex flex-col gap-1 text-sm">
          {t("consumption.history.action")}
          <NativeSelect
            id={ids.action}
            value={filter.action ?? ""}
            onChange={(event) => filterBy({ action: event.target.value })}
          >
            <option value="">{t("consumption.history.anyAction")}</option>
            {HISTORY_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`consumption.history.actions.${action}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label htmlFor={ids.operator} className="flex flex-col gap-1 text-sm">
          {t("consumption.history.operator")}
          <Input
            id={ids.operator}
            type="email"
            value={operator}
            placeholder={t("consumption.history.operatorPlaceholder")}
            onChange={(event) => setOperator(event.target.value)}
          />
        </label>
        <Button type="submit" variant="outline">
          {t("consumption.history.apply")}
        </Button>
        <Button type="button" variant="outline" className="ml-auto" onClick={() => void copy()}>
          <Link aria-hidden className="size-4" />
          {t("consumption.history.copyLink")}
        </Button>
      </form>
      {history.isPending && (
        <p role="status" data-pending="" className="text-sm text-muted-foreground">
          {t("consumption.history.loading")}
        </p>
      )}
      {history.error !== null && (
        <p role="alert" className="text-sm text-destructive">
          {errorText(t, history.error)}
        </p>
      )}
      {history.isSuccess && entries.length === 0 && (
        <p role="status" className="text-sm text-muted-foreground">
          {t("consumption.history.empty")}
        </p>
      )}
      {entries.length > 0 && (
        <ol aria-label={t("consumption.history.list", { name: user.NAME })}>
          {entries.map((entry) => (
            <HistoryEntryItem key={entry.log_id} entry={entry} />
          ))}
        </ol>
      )}
      {history.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t("consumption.history.more")}
        </Button>
      )}
    </section>
  );
}
