import { Ban, CircleCheck, CircleSlash, CircleX, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { BulkJobItem } from "../../api/jobs";

const ICONS = {
  pending: { Icon: LoaderCircle, className: "animate-spin text-muted-foreground" },
  done: { Icon: CircleCheck, className: "text-green-600" },
  failed: { Icon: CircleX, className: "text-destructive" },
  invalid: { Icon: CircleSlash, className: "text-destructive" },
  cancelled: { Icon: Ban, className: "text-muted-foreground" },
} as const;

/** An item's status (spec 2 §4: each device moves from spinner to success or error). */
export function ItemStatus({ status }: { status: BulkJobItem["status"] }) {
  const { t } = useTranslation();
  const { Icon, className } = ICONS[status];
  return (
    <span className="inline-flex items-center gap-1">
      <Icon aria-hidden className={`size-4 ${className}`} />
      {t(`jobs.itemStatus.${status}`)}
    </span>
  );
}

/** Each part's (partition's) OK or ERROR, with the error's reason as its title. */
export function PartsCell({ parts }: { parts: BulkJobItem["parts"] }) {
  return (
    <span className="flex flex-wrap gap-2">
      {Object.entries(parts).map(([name, part]) => (
        <span key={name} title={part.message} className={part.status === "0" ? "" : "text-destructive"}>
          {name}: {part.status === "0" ? "OK" : "ERROR"}
        </span>
      ))}
    </span>
  );
}
