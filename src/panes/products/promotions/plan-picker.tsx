import { useTranslation } from "react-i18next";
import { lineKey, MAX_PROMOTION_PLANS, type PromotionRate } from "../../../contract/products/promotions";
import { type FormState, isChosen } from "./form-model";

// The plans a promotion may bundle (rate payment lines of the filters), each a checkbox: Tab moves between
// them, Space chooses. Once two are chosen the others are disabled (§5: at most two plans).

type Props = {
  idPrefix: string;
  lines: readonly PromotionRate[];
  state: FormState;
  readOnly: boolean;
  onToggle(line: PromotionRate): void;
};

export const lineLabel = (line: PromotionRate) =>
  [
    line.plan.name,
    line.rate_name,
    line.region.name,
    line.user_type.name,
    line.payment_method.name,
    `${line.currency.symbol}${line.price} ${line.currency.name}`,
  ].join(" · ");

export function PlanPicker({ idPrefix, lines, state, readOnly, onToggle }: Props) {
  const { t } = useTranslation();
  const full = state.plans.length >= MAX_PROMOTION_PLANS;
  return (
    <fieldset className="grid gap-1" aria-describedby={`${idPrefix}-hint`}>
      <legend className="font-medium">{t("products.promotions.form.plans")}</legend>
      <p id={`${idPrefix}-hint`} className="text-xs text-muted-foreground">
        {full ? t("products.promotions.form.refused.max") : t("products.promotions.form.plansHint")}
      </p>
      <ul className="grid max-h-72 gap-1 overflow-auto rounded border p-1">
        {lines.map((line) => {
          const id = `${idPrefix}-${lineKey(line).replaceAll(":", "-")}`;
          const chosen = isChosen(state, line);
          return (
            <li key={lineKey(line)} className="flex items-center gap-2 rounded px-1 hover:bg-accent">
              <input
                id={id}
                type="checkbox"
                className="size-4"
                checked={chosen}
                disabled={readOnly || (full && !chosen)}
                onChange={() => onToggle(line)}
              />
              <label htmlFor={id} className="text-sm">
                {lineLabel(line)}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
