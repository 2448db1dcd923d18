import { useTranslation } from "react-i18next";
import type { Provider } from "../../api/providers";
import { DetailDialog } from "../../kit/detail-dialog";
import { dateFormatter } from "../../kit/format";

/** One provider's fields (its row's 'Ver proveedor' action). */
export function ProviderDetails({ provider, onClose }: { provider: Provider; onClose(): void }) {
  const { t, i18n } = useTranslation();
  return (
    <DetailDialog
      title={t("providers.dialogs.showTitle")}
      description={t("providers.dialogs.showDescription", { name: provider.providerName })}
      onClose={onClose}
      items={[
        [t("providers.columns.id"), String(provider.id)],
        [t("providers.columns.name"), provider.providerName],
        [t("providers.columns.code"), provider.providerCode],
        [t("providers.columns.modified"), dateFormatter(i18n.language)(provider.public_date)],
        [t("providers.columns.user"), provider.user],
      ]}
    />
  );
}
