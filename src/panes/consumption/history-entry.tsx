import { useTranslation } from "react-i18next";
import type { HistoryEntry } from "../../api/consumption";
import { formatDate } from "./format";

/** A recorded value as the operator reads it: a subscription status in words, anything else as kept. */
function useValueText() {
  const { t } = useTranslation();
  return (field: string, value: string | undefined) =>
    value === undefined
      ? t("consumption.history.none")
      : field === "status"
        ? t(`consumption.values.status.${value}`, { defaultValue: value })
        : value;
}

/** One thing done to the subscriber: when, who, what, each field before → after, and the reason given. */
export function HistoryEntryItem({ entry }: { entry: HistoryEntry }) {
  const { t, i18n } = useTranslation();
  const valueText = useValueText();
  const { before = {}, after = {}, reason } = entry.detail;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return (
    <li className="border-b py-2 text-sm last:border-b-0" data-log-id={entry.log_id}>
      <p className="flex flex-wrap gap-x-2">
        <span className="font-medium">
          {t(`consumption.history.actions.${entry.action}`, { defaultValue: entry.action })}
        </span>
        <span>{t("consumption.history.by", { user: entry.user })}</span>
        <time dateTime={entry.datetime} className="text-muted-foreground">
          {formatDate(entry.datetime, i18n.language)}
        </time>
      </p>
      {fields.length > 0 && (
        <ul className="mt-1">
          {fields.map((field) => (
            <li key={field}>
              {t(`consumption.history.fields.${field}`, { defaultValue: field })}:{" "}
              {valueText(field, before[field])} → {valueText(field, after[field])}
            </li>
          ))}
        </ul>
      )}
      {(reason || fields.length > 0) && (
        <p className="mt-1">
          {reason ? t("consumption.history.reason", { reason }) : t("consumption.history.noReason")}
        </p>
      )}
      <p className="mt-1 text-xs text-muted-foreground">{entry.message}</p>
    </li>
  );
}
