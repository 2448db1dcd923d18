import { useTranslation } from "react-i18next";
import type { Subscription } from "../../api/consumption";
import { formatTotals } from "./format";
import { isCancellable } from "./shown";

/**
 * What the subscriber pays now (purchased, active subscriptions) and, apart, the sum of every listed row:
 * cancelled, terminated and free rows are listed but are not being paid.
 */
export function SubscriptionTotals({ rows }: { rows: readonly Subscription[] }) {
  const { t, i18n } = useTranslation();
  const paying = formatTotals(rows.filter(isCancellable), i18n.language);
  const listed = formatTotals(rows, i18n.language);
  return (
    <div className="flex flex-wrap gap-x-4 text-sm">
      <p title={t("consumption.table.payingNowHint")}>
        <span className="text-muted-foreground">{t("consumption.table.payingNow")}: </span>
        <span className="font-semibold tabular-nums" data-total="paying">
          {paying}
        </span>
      </p>
      <p title={t("consumption.table.listedTotalHint")}>
        <span className="text-muted-foreground">{t("consumption.table.listedTotal")}: </span>
        <span className="tabular-nums" data-total="listed">
          {listed}
        </span>
      </p>
    </div>
  );
}
