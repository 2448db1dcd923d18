import { useTranslation } from "react-i18next";
import { cn } from "../../../ui/cn";

// Spec 3 §2 "Status tags": inactive (default style), draft (info), uat (warning), publish or prod (success).
// Promotions show the same tags with their own texts: `keyPrefix` names where the labels live.

export type DisplayState = "inactive" | "draft" | "uat" | "publish" | "prod";

const TONE: Record<DisplayState, string> = {
  inactive: "border-slate-300 bg-slate-100 text-slate-700",
  draft: "border-sky-300 bg-sky-100 text-sky-800",
  uat: "border-amber-300 bg-amber-100 text-amber-900",
  publish: "border-emerald-300 bg-emerald-100 text-emerald-900",
  prod: "border-emerald-300 bg-emerald-100 text-emerald-900",
};

export const STATE_TONE: Record<DisplayState, "default" | "info" | "warning" | "success"> = {
  inactive: "default",
  draft: "info",
  uat: "warning",
  publish: "success",
  prod: "success",
};

type Props = { state: DisplayState; keyPrefix?: string; className?: string };

export function StatusTag({ state, keyPrefix = "products.states", className }: Props) {
  const { t } = useTranslation();
  return (
    <span
      data-state={state}
      data-tone={STATE_TONE[state]}
      className={cn(
        "inline-flex items-center rounded border px-1.5 py-0.5 text-xs font-medium uppercase",
        TONE[state],
        className,
      )}
    >
      {t(`${keyPrefix}.${state}`)}
    </span>
  );
}
