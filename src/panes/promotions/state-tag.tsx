import { useTranslation } from "react-i18next";
import type { PromotionState } from "../../contract/promotions";
import { cn } from "../../ui/cn";

// Spec 3 §2 status tags with the promotion key prefix: draft (info), published (success). The products
// module's StatusTag cannot be imported across the module boundary (biome.json), hence this small twin.
const TONE: Record<PromotionState, string> = {
  draft: "border-sky-300 bg-sky-100 text-sky-800",
  published: "border-emerald-300 bg-emerald-100 text-emerald-900",
};

export function PromotionStateTag({ state }: { state: PromotionState }) {
  const { t } = useTranslation();
  return (
    <span
      data-state={state}
      className={cn(
        "inline-flex items-center rounded border px-1.5 py-0.5 text-xs font-medium uppercase",
        TONE[state],
      )}
    >
      {t(`promotions.states.${state}`)}
    </span>
  );
}
