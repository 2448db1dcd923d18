import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message";
import { promotionLineRefusal, SECOND_PLAN_CYCLE } from "../../../contract/products/promotions";
import { Field } from "../../../kit/field";
import type { FormState } from "./form-model";
import { lineLabel } from "./plan-picker";

type Props = {
  idPrefix: string;
  state: FormState;
  readOnly: boolean;
  plansError?: string;
  cycleError?: string;
  onCycle(cycle: string): void;
};

/** The chosen plans with their cycles: the first plan's is typed, the second's is 1200 (§5). */
export function SelectedPlans({ idPrefix, state, readOnly, plansError, cycleError, onCycle }: Props) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`${idPrefix}-title`} className="grid gap-2">
      <h3 id={`${idPrefix}-title`} className="font-medium">
        {t("products.promotions.form.selected")}
      </h3>
      {state.plans.length === 0 && (
        <p className="text-sm text-muted-foreground">{t("products.promotions.form.none")}</p>
      )}
      {plansError && (
        <p role="alert" className="text-xs text-destructive">
          {plansError}
        </p>
      )}
      <ol className="grid gap-2">
        {state.plans.map((plan, index) => (
          <li
            key={plan.rate_id}
            className="grid gap-1 rounded border p-2 md:grid-cols-[1fr_16rem] md:items-end"
          >
            <span className="grid text-sm">
              {lineLabel(plan)}
              <NotOnSale refusal={promotionLineRefusal(plan)} />
            </span>
            {index === 0 ? (
              <Field
                id={`${idPrefix}-1`}
                label={t("products.promotions.form.cycle", { position: 1 })}
                inputMode="numeric"
                value={state.cycle}
                readOnly={readOnly}
                error={cycleError}
                onChange={(event) => onCycle(event.target.value)}
              />
            ) : (
              <Field
                id={`${idPrefix}-2`}
                label={t("products.promotions.form.cycle", { position: 2 })}
                value={String(SECOND_PLAN_CYCLE)}
                readOnly
                title={t("products.promotions.form.cycleFixed")}
              />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A saved plan the promotion may no longer bundle (its rate left sale): saving or publishing will refuse it. */
function NotOnSale({ refusal }: { refusal: string | null }) {
  const { t } = useTranslation();
  if (!refusal) return null;
  return <span className="text-xs text-destructive">{errorMessage(t, { error: refusal })}</span>;
}
