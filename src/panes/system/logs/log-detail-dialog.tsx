import { useTranslation } from "react-i18next";
import type { LogRow } from "../../../api/logs";
import { Button } from "../../../ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../ui/dialog";

// Audit messages of changes end with "· motivo: <reason>" (server/routes/consumption.ts).
const REASON = /\s·\smotivo:\s([\s\S]*)$/;

/** A log message and, apart, the reason the operator gave for the change, when it has one. */
export function splitReason(message: string): { message: string; reason: string | null } {
  const match = REASON.exec(message);
  return match ? { message: message.slice(0, match.index), reason: match[1] } : { message, reason: null };
}

type Props = { row: LogRow; onClose(): void };

/** One log entry in full (Enter on a row): long messages and the reason are cut short in the table. */
export function LogDetailDialog({ row, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { message, reason } = splitReason(row.message);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "full", timeStyle: "medium" }).format(
    new Date(row.datetime),
  );
  const fields: [string, string][] = [
    [t("logs.columns.datetime"), when],
    [t("logs.columns.user"), row.user],
    [t("logs.columns.ip"), row.ip],
    [t("logs.columns.url"), row.url],
    [t("logs.columns.action"), row.action],
    [t("logs.columns.level"), t(`logs.levels.${row.level}`, { defaultValue: row.level })],
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{t("logs.detail.title", { id: row.log_id })}</DialogTitle>
          <DialogDescription>{t("logs.detail.description")}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5 text-sm">
          {fields.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
          <dt className="text-muted-foreground">{t("logs.columns.message")}</dt>
          <dd className="break-words whitespace-pre-wrap">{message}</dd>
          {reason !== null && (
            <>
              <dt className="text-muted-foreground">{t("logs.detail.reason")}</dt>
              <dd className="break-words whitespace-pre-wrap">{reason}</dd>
            </>
          )}
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
