import { useTranslation } from "react-i18next";
import type { EventStatus } from "../../contract/dashboard";
import { cn } from "../../ui/cn";

/** Spec 2 §4: 0 danger, 1 ok, 2 warning. */
const TONE: Record<EventStatus, string> = {
  0: "bg-red-100 text-red-900",
  1: "bg-emerald-100 text-emerald-900",
  2: "bg-amber-100 text-amber-900",
};

export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation();
  return (
    <span data-status={status} className={cn("rounded px-1.5 py-0.5 text-xs font-medium", TONE[status])}>
      {t(`edges.status.${status}`)}
    </span>
  );
}
