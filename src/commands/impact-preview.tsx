import { useTranslation } from "react-i18next";
import type { ImpactPreview } from "./types";

/** Records shown by name; the rest are counted. */
const SHOWN = 8;

/** What a confirmation will change: a summary, the records (how many), the amounts and the warnings. */
export function ImpactLines({ preview }: { preview: ImpactPreview }) {
  const { t } = useTranslation();
  const { summary = [], records = [], amounts = [], warnings = [] } = preview;
  return (
    <div className="grid gap-2 text-sm text-foreground">
      {summary.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {records.length > 0 && (
        <>
          <p className="text-xs text-muted-foreground">
            {t("commands.confirm.records", { count: records.length })}
          </p>
          <ul className="list-disc space-y-1 pl-5">
            {records.slice(0, SHOWN).map((line) => (
              <li key={line}>{line}</li>
            ))}
            {records.length > SHOWN && (
              <li className="list-none text-muted-foreground">
                {t("commands.confirm.more", { count: records.length - SHOWN })}
              </li>
            )}
          </ul>
        </>
      )}
      {amounts.map((line) => (
        <p key={line} className="font-medium">
          {line}
        </p>
      ))}
      {warnings.map((line) => (
        <p key={line} className="text-destructive">
          {line}
        </p>
      ))}
    </div>
  );
}
