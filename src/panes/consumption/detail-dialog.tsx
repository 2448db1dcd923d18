import { useTranslation } from "react-i18next";
import type { Subscription } from "../../api/consumption";
import { Button } from "../../ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../ui/dialog";
import { useFocusReturn } from "../../ui/focus-return";
import { formatDate, formatMoney, valueText } from "./format";

/** Every field of one subscription (the spec's "detail action"). */
export function DetailDialog({ row, onClose }: { row: Subscription; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const returnFocus = useFocusReturn();
  const fields: [string, string][] = [
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
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>{t("consumption.detail.title")}</DialogTitle>
          <DialogDescription>
            {t("consumption.detail.description", { id: row.subscription_id })}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {fields.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t("common.close")}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
