import { useTranslation } from "react-i18next";
import { cn } from "../../ui/cn";
import { STATE_KEYS } from "./format";

const TONE = ["bg-emerald-100 text-emerald-900", "bg-sky-100 text-sky-900", "bg-zinc-200 text-zinc-700"];

/** Activo, Programado or Historico (spec 2 §4). */
export function StateBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <span className={cn("rounded px-1.5 py-0.5 text-xs", TONE[status])}>
      {t(`signals.states.${STATE_KEYS[status]}`)}
    </span>
  );
}
