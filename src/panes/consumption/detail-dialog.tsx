import { useTranslation } from "react-i18next";
import type { Subscription } from "../../api/consumption";
import { DetailDialog as Details } from "../../kit/detail-dialog";
import { formatDate, formatMoney, valueText } from "./format";

/** Every field of one subscription (the spec's "detail action"). */
export function DetailDialog({ row, onClose }: { row: Subscription; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <Details
      title={t("consumption.detail.title")}
      description={t("consumption.detail.description", { id: row.subscription_id })}
      onClose={onClose}
      items={[
        [t("consumption.detail.id"), String(row.subscription_id)],
        [t("consumption.columns.title"), row.title],
        [t("consumption.columns.status"), valueText(t, "status", row.status)],
        [
          t("consumption.detail.purchased"),
          t(row.waspurchased === "1" ? "consumption.detail.yes" : "consumption.detail.no"),
        ],
        [t("consumption.columns.origin"), valueText(t, "origin", row.origin)],
        [t("consumption.columns.ip"), row.ip],
        [t("consumption.columns.createdAt"), formatDate(row.created_at, language)],
        [t("consumption.columns.expiresAt"), formatDate(row.expires_at, language)],
        [t("consumption.columns.price"), formatMoney(row.price, row.currency, language)],
        [t("consumption.detail.currency"), row.currency],
        [t("consumption.columns.paymentMethod"), valueText(t, "paymentMethod", row.payment_method)],
        [t("consumption.columns.paymentStatus"), valueText(t, "paymentStatus", row.payment_status)],
      ]}
    />
  );
}
