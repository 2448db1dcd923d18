import { useTranslation } from "react-i18next";
import type { LogRow } from "../../../api/logs";
import { DetailDialog } from "../../../kit/detail-dialog";
import { useRevealed } from "../../../kit/reveal-store";
import { logMessageTarget } from "./reveal-message";

// Audit messages of changes end with "· motivo: <reason>" (server/routes/consumption.ts).
const REASON = /\s·\smotivo:\s([\s\S]*)$/;

/** A log message and, apart, the reason the operator gave for the change, when it has one. */
export function splitReason(message: string): { message: string; reason: string | null } {
  const match = REASON.exec(message);
  return match ? { message: message.slice(0, match.index), reason: match[1] } : { message, reason: null };
}

type Props = { paneId: string; row: LogRow; onClose(): void };

/**
 * One log entry in full (Enter on a row): long messages and the reason are cut short in the table. A message
 * revealed in the pane shows whole here too.
 */
export function LogDetailDialog({ paneId, row, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const revealed = useRevealed(paneId, logMessageTarget(row));
  const { message, reason } = splitReason(revealed ?? row.message);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "full", timeStyle: "medium" }).format(
    new Date(row.datetime),
  );
  return (
    <DetailDialog
      size="lg"
      // The short fields may break anywhere (URLs); the message and the reason keep their own line breaks.
      wrap="all"
      title={t("logs.detail.title", { id: row.log_id })}
      description={t("logs.detail.description")}
      onClose={onClose}
      items={[
        [t("logs.columns.datetime"), when],
        [t("logs.columns.user"), row.user],
        [t("logs.columns.ip"), row.ip],
        [t("logs.columns.url"), row.url],
        [t("logs.columns.action"), row.action],
        [t("logs.columns.level"), t(`logs.levels.${row.level}`, { defaultValue: row.level })],
        [t("logs.columns.message"), message, "pre"],
        reason !== null && [t("logs.detail.reason"), reason, "pre"],
      ]}
    />
  );
}
