import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { metadataQuery, settingOf } from "../../api/base";
import type { SubscriberSearch, Subscription } from "../../api/consumption";
import { fetchSubscriber, fetchSubscriptions } from "../../api/consumption";
import { subscriberQuery, subscriptionsQuery } from "../../api/consumption-queries";
import { formatKeysText } from "../../commands/keys";
import { useCommandKeys } from "../../commands/user-keys";
import { cancelsWithoutPayment, PAYMENT_NULL_SETTING } from "../../contract/consumption";
import { PersonalDataNote } from "../../kit/personal-data-note";
import { session } from "../../session/store";
import { closeDialog, openDialog, useDialogRequest } from "../../workspace/intents";
import { publishPaneData, setPaneSelection } from "../../workspace/selection";
import { useWorkspace } from "../../workspace/store";
import type { PaneProps } from "../../workspace/types";
import { ExportsAbout } from "./exports-about";
import { phoneSearch } from "./find-subscribers";
import { withHistory } from "./history-params";
import { HistorySection } from "./history-section";
import { useLinkRegion } from "./link-region";
import { withTimeout } from "./lookup-timeout";
import { PaneDialogs } from "./pane-dialogs";
import { SearchFailure, SearchFailureDialog } from "./search-failure";
import { SearchForm } from "./search-form";
import { SectionTabs, sectionOf } from "./section-tabs";
import type { ConsumptionDialog, Shown } from "./shown";
import { SubscriberCard } from "./subscriber-card";
import { SubscriptionsTable } from "./subscriptions-table";
import { paramsOfSearch, searchFromParams } from "./term";

const NO_SEARCH: SubscriberSearch = { by: "email", q: "" };

/**
 * Consulta de consumo (spec 1 §2): search an end user, see them and their subscriptions, act on them. The
 * search lives in the pane's params (the URL), so a reload restores it and split panes show different users.
 */
// The scope (region/tenant) each pane's search was first asked in. A region or tenant change runs the same
// search again (the panes remount): its failure is said inline only, without the modal 'Error' dialog, which
// belongs to a search the user asked (the form, the palette, a link).
const askedIn = new Map<string, { search: string; scope: string }>();

function scopeAskedIn(paneId: string, search: string, scope: string): string {
  const known = askedIn.get(paneId);
  if (known?.search === search) return known.scope;
  askedIn.set(paneId, { search, scope });
  return scope;
}

export function ConsumptionPane({ paneId, params, setParams }: PaneProps) {
  const { t } = useTranslation();
  const paletteKeys = useCommandKeys("general.openPalette");
  useSnapshot(session); // query keys carry the region and tenant: a change re-renders and reloads
  const linkRegion = useLinkRegion(params, setParams);
  const asked = useMemo(
    () => searchFromParams({ by: params.by ?? "", q: params.q ?? "" }),
    [params.by, params.q],
  );
  // A link's search waits until the console is in the link's region (never looked up in another one).
  const search = linkRegion.holding ? null : asked;
  // An unreachable server fails within seconds (no silent retries) and the failure offers a retry.
  const subscriber = useQuery({
    ...subscriberQuery(search ?? NO_SEARCH),
    queryFn: ({ signal }) => fetchSubscriber(search ?? NO_SEARCH, withTimeout(signal)),
    retry: false,
    enabled: search !== null,
  });
  const user = search ? subscriber.data : undefined;
  const list = useQuery({
    ...subscriptionsQuery(user?.USER_HASH ?? ""),
    queryFn: ({ signal }) => fetchSubscriptions(user?.USER_HASH ?? "", withTimeout(signal)),
    retry: false,
    enabled: user !== undefined,
  });
  const queryClient = useQueryClient();
  const [resolving, setResolving] = useState(false);
  const rows = user ? list.data?.subscriptions : undefined;
  // Read from /services/base/metadata; until it answers nothing is held back (the server checks anyway).
  const settings = useQuery(metadataQuery());
  const cancelWithoutPayment = cancelsWithoutPayment(settingOf(settings.data, PAYMENT_NULL_SETTING));
  const [selectedIds, setSelectedIds] = useState<readonly number[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

  // What the commands act on: this pane's subscriber, and the selected rows in their current state. Both
  // are published again whenever the data changes, so toolbar and palette never judge stale rows.
  useEffect(() => {
    publishPaneData(
      paneId,
      user ? ({ user, subscriptions: rows, cancelWithoutPayment } satisfies Shown) : undefined,
    );
    setPaneSelection(paneId, rows?.filter((row) => selectedIds.includes(row.subscription_id)) ?? []);
  }, [paneId, user, rows, selectedIds, cancelWithoutPayment]);
  useEffect(() => () => publishPaneData(paneId, undefined), [paneId]);

  const focusResults = useCallback(() => {
    resultsRef.current?.querySelector<HTMLElement>('[role="grid"]')?.focus();
  }, []);

  const request = useDialogRequest<ConsumptionDialog>(paneId);
  useEffect(() => {
    if (request?.type !== "focusSearch") return;
    inputRef.current?.focus();
    inputRef.current?.select();
    closeDialog(paneId);
  }, [request, paneId]);

  const failure = (search && subscriber.error) || (user && list.error) || null;
  // Each attempt the operator makes (a search, a retry) raises the 'Error' dialog once when it fails; closing it
  // leaves the inline text and returns to the search. The console asking again by itself when the server
  // answers again (src/api/query-client.ts) is no new attempt: failing again, it updates the text and does not
  // raise the dialog over what the operator is doing. Only the focused pane raises it, and only for a search
  // asked in this scope (not one a region change re-ran).
  const focused = useWorkspace((state) => state.focusedId === null || state.focusedId === paneId);
  const scope = `${session.region}/${session.tenant}`;
  const askedHere = scopeAskedIn(paneId, JSON.stringify(search), scope) === scope;
  const [retries, setRetries] = useState(0);
  const attempt = `${JSON.stringify(search)}#${user?.USER_HASH ?? ""}#${retries}`;
  const [acknowledged, setAcknowledged] = useState<string | null>(null);
  const closeFailureDialog = () => {
    setAcknowledged(attempt);
    inputRef.current?.focus();
  };
  const retry = () => {
    setRetries((count) => count + 1);
    void (subscriber.error ? subscriber.refetch() : list.refetch());
  };

  const onSearch = (next: SubscriberSearch, eitherCarrier: boolean) => {
    if (!eitherCarrier) return setParams(paramsOfSearch(next));
    setResolving(true);
    void phoneSearch(next.q, new AbortController().signal)
      .then((found) => {
        if ("user" in found) queryClient.setQueryData(subscriberQuery(found.search).queryKey, found.user);
        setParams(paramsOfSearch("user" in found ? found.search : found));
      })
      .finally(() => setResolving(false));
  };

  const section = sectionOf(params);
  const showSection = (next: typeof section) => {
    if (next === section) return;
    if (next === "history") return setParams(withHistory(params));
    const { view: _view, action: _action, operator: _operator, ...rest } = params;
    setParams(rest);
  };

  const showDetail = useCallback(
    (row: Subscription) => openDialog(paneId, { type: "detail", row } satisfies ConsumptionDialog),
    [paneId],
  );

  return (
    <div className="flex h-full min-h-0 flex-col gap-3 p-3">
      <SearchForm
        initial={asked}
        inputRef={inputRef}
        onToResults={focusResults}
        onSearch={onSearch}
        autoFocusTarget={!search || failure !== null}
      />
      {linkRegion.refused && (
        <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm">
          {t("consumption.link.regionRefused", { region: linkRegion.refused })}
        </p>
      )}
      {!asked && paletteKeys && (
        <p className="text-sm text-muted-foreground">
          {t("consumption.search.hint", { keys: formatKeysText(paletteKeys) })}
        </p>
      )}
      {((search && subscriber.isPending) || resolving) && (
        <p role="status" data-pending="" className="text-sm text-muted-foreground">
          {t("consumption.search.loading")}
        </p>
      )}
      {failure && <SearchFailure error={failure} onRetry={retry} />}
      {failure && focused && askedHere && attempt !== acknowledged && (
        <SearchFailureDialog error={failure} onClosed={closeFailureDialog} />
      )}
      {/* Found with nothing to list: the card is where the keyboard starts (its commands work from there). */}
      {user && <PersonalDataNote module="consulta_consumo" />}
      {user && (
        <SubscriberCard
          paneId={paneId}
          region={session.region}
          user={user}
          autoFocus={rows?.length === 0 && section !== "history"}
        />
      )}
      {user && <SectionTabs shown={section} onShow={showSection} />}
      {user && section === "history" && <HistorySection user={user} params={params} setParams={setParams} />}
      {user && section === "subscriptions" && list.isPending && (
        <p role="status" data-pending="" className="text-sm text-muted-foreground">
          {t("consumption.table.loading")}
        </p>
      )}
      {section === "subscriptions" && rows && rows.length === 0 && (
        <div role="status" className="rounded-md border border-dashed p-4 text-sm">
          <p className="font-medium">{t("consumption.noSubscriptions")}</p>
          <p className="text-muted-foreground">{t("consumption.noSubscriptionsHint")}</p>
        </div>
      )}
      {section === "subscriptions" && user && rows && rows.length > 0 && (
        <div ref={resultsRef} className="flex min-h-72 flex-1 flex-col">
          <ExportsAbout region={session.region} id={user.ID_USUARIO}>
            <SubscriptionsTable
              key={user.USER_HASH}
              paneId={paneId}
              user={user}
              rows={rows}
              onDetail={showDetail}
              onSelectionChange={setSelectedIds}
            />
          </ExportsAbout>
        </div>
      )}
      <PaneDialogs paneId={paneId} />
    </div>
  );
}
