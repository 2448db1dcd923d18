import { Ban, CircleCheck, CircleSlash, CircleX, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { BulkJobItem } from "../../api/jobs";
import { partOutcome } from "./job-texts";

const ICONS = {
  pending: { Icon: LoaderCircle, className: "animate-spin text-muted-foreground" },
  done: { Icon: CircleCheck, className: "text-green-600" },
  failed: { Icon: CircleX, className: "text-destructive" },
  invalid: { Icon: CircleSlash, className: "text-destructive" },
  cancelled: { Icon: Ban, className: "text-muted-foreground" },
} as const;

/** What ItemStatus draws beside its text: the icon (size-4) and the gap (gap-1). */
export const ITEM_STATUS_ICON_PX = 20;

/** An item's status (spec 2 §4: each device moves from spinner to success or error). */
export function ItemStatus({ status }: { status: BulkJobItem["status"] }) {
  const { t } = useTranslation();
  const { Icon, className } = ICONS[status];
  return (
    <span className="inline-flex items-center gap-1">
      <Icon aria-hidden className={`size-4 ${className}`} />
      <span>{t(`jobs.itemStatus.${status}`)}</span>
    </span>
  );
}

/** Each part's outcome (an APA partition's OK or ERROR, a cloned rate's new id), the error's reason as title. */
export function PartsCell({ kind, parts }: { kind: string; parts: BulkJobItem["parts"] }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-2">
      {Object.entries(parts).map(([name, part]) => {
        const { text, detail } = partOutcome(t, kind, name, part);
        return (
          <span
            key={name}
            title={detail ?? part.message}
            className={part.status === "0" ? "" : "text-destructive"}
          >
            {text}
          </span>
        );
      })}
    </span>
  );
}
