import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { fetchProviderSettings, fetchProviders, type Provider, providerKeys } from "../../api/providers";
import { dateColumn } from "../../kit/date-column";
import { dateFormatter } from "../../kit/format";
import { ListScreen, useClientList } from "../../kit/list-screen";
import type { Column } from "../../ui/data-table";
import { closeDialog, useDialogRequest } from "../../workspace/intents";
import { publishPaneData } from "../../workspace/selection";
import type { PaneProps } from "../../workspace/types";
import { isConnectionFailure } from "./failure";
import { ProviderDialog } from "./provider-dialog";
import type { ProviderDialog as Request } from "./shown";

/** Providers (spec 2 §2): id, name, code, modification; 'New Provider' where the tenant allows it. */
export function ProvidersPane({ paneId }: PaneProps) {
  const { t, i18n } = useTranslation();
  const { source, notice } = useClientList(providerKeys.providers.lists(), fetchProviders, (error) =>
    isConnectionFailure(error) ? t("providers.messages.connection") : undefined,
  );
  const settings = useQuery({ queryKey: providerKeys.settings.lists(), queryFn: fetchProviderSettings });
  const canCreateHere = settings.data?.canCreateHere === true;
  useEffect(() => publishPaneData(paneId, { canCreateHere }), [paneId, canCreateHere]);
  useEffect(() => () => publishPaneData(paneId, undefined), [paneId]);
  const dialog = useDialogRequest<Request>(paneId);
  const columns = useMemo<Column<Provider>[]>(() => {
    const date = dateFormatter(i18n.language);
    return [
      {
        id: "id",
        header: t("providers.columns.id"),
        value: (r) => r.id,
        width: 80,
        align: "right",
        sortable: true,
      },
      {
        id: "providerName",
        header: t("providers.columns.name"),
        value: (r) => r.providerName,
        width: 260,
        sortable: true,
      },
      {
        id: "providerCode",
        header: t("providers.columns.code"),
        value: (r) => r.providerCode,
        width: 200,
        sortable: true,
      },
      dateColumn<Provider>({
        id: "public_date",
        header: t("providers.columns.modified"),
        at: (r) => r.public_date,
        format: date,
        by: (r) => r.user,
        width: 300,
      }),
    ];
  }, [t, i18n.language]);
  return (
    <ListScreen
      exportTitle="ProvidersFile"
      columns={columns}
      source={source}
      notice={notice}
      rowKey={(row) => row.id}
      initialSort={{ field: "public_date", order: "desc" }}
      emptyText={t("providers.empty")}
    >
      {dialog?.type === "create" && <ProviderDialog onClose={() => closeDialog(paneId)} />}
    </ListScreen>
  );
}
