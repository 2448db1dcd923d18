import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../api/error-message";
import { fetchProviderSettings, fetchProvidersPage, type Provider, providerKeys } from "../../api/providers";
import { PROVIDERS_PAGE_SIZE, type ProviderSortField, providerCalls } from "../../contract/providers";
import { ListScreen } from "../../kit/list-screen";
import { dataTablesPage, fromQuantity, serverList } from "../../kit/paging";
import { tableColumns } from "../../kit/table-columns";
import type { Column } from "../../ui/data-table";
import { closeDialog, useDialogRequest } from "../../workspace/intents";
import { publishPaneData } from "../../workspace/selection";
import type { PaneProps } from "../../workspace/types";
import { isConnectionFailure } from "./failure";
import { ProviderDetails } from "./provider-details";
import { ProviderDialog } from "./provider-dialog";
import type { ProviderDialog as Request } from "./shown";

/** Providers (spec 2 §2): id, name, code, modification, actions; 'New Provider' where the tenant allows it. */
export function ProvidersPane({ paneId }: PaneProps) {
  const { t, i18n } = useTranslation();
  const source = useMemo(
    () =>
      serverList({
        queryKey: providerKeys.providers.lists(),
        // Spec 2 §9: 10 rows a page, numbered pages; it gives no search delay (this console's 400 ms).
        dialect: fromQuantity<ProviderSortField>({ pageSize: PROVIDERS_PAGE_SIZE, searchDelayMs: 400 }),
        defaultSort: { field: "public_date", order: "desc" },
        call: providerCalls.listProviders,
        fetch: fetchProvidersPage,
        read: dataTablesPage,
        paging: {},
        failure: (error) =>
          isConnectionFailure(error) ? t("providers.messages.connection") : errorMessage(t, error),
      }),
    [t],
  );
  const settings = useQuery({ queryKey: providerKeys.settings.lists(), queryFn: fetchProviderSettings });
  const canCreateHere = settings.data?.canCreateHere === true;
  useEffect(() => publishPaneData(paneId, { canCreateHere }), [paneId, canCreateHere]);
  useEffect(() => () => publishPaneData(paneId, undefined), [paneId]);
  const dialog = useDialogRequest<Request>(paneId);
  const columns = useMemo<Column<Provider>[]>(() => {
    const column = tableColumns<Provider>(t, "providers", i18n.language);
    return [
      column.sorted("id", "id", (r) => r.id, 80, { align: "right" }),
      column.sorted("providerName", "name", (r) => r.providerName, 260),
      column.sorted("providerCode", "code", (r) => r.providerCode, 200),
      column.date("public_date", "modified", (r) => r.public_date, { by: (r) => r.user, width: 300 }),
    ];
  }, [t, i18n.language]);
  const close = () => closeDialog(paneId);
  return (
    <ListScreen
      exportTitle="ProvidersFile"
      columns={columns}
      source={source}
      rowKey={(row) => row.id}
      emptyText={t("providers.empty")}
      activate="providers.showProvider"
    >
      {dialog?.type === "create" && <ProviderDialog onClose={close} />}
      {dialog?.type === "show" && <ProviderDetails provider={dialog.provider} onClose={close} />}
    </ListScreen>
  );
}
