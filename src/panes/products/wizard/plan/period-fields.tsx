import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  availabilityOf,
  isRenewable,
  periodUnitsFor,
  TRANSACTION_HOURS,
  UNLIMITED,
} from "../../../../contract/products/rules";
import { codeOptions, FieldGroup, WizardCheck, WizardSelect, WizardText } from "../fields";
import { type PlanFormValues, showsUnlimitedTime } from "./plan-form";

/**
 * Spec 3 §5: types A and P show temporary unit, download, unlimited renewal and cycles (plus the length and
 * priority toggles); type M shows download and availability (automatic: 1200, manual: 24 or 48 hours).
 */
export function PeriodFields() {
  const { t } = useTranslation();
  const values = useWatch<PlanFormValues>() as PlanFormValues;
  const noFamily = values.family_mode === "new" || !values.family_id;
  if (!isRenewable(values.type)) {
    const automatic = availabilityOf(values.content_type) === "automatic";
    return (
      <FieldGroup>
        <WizardCheck id="pw-download" name="download" label={t("products.wizard.plan.download")} />
        {automatic ? (
          <p className="text-sm" data-availability="automatic">
            {t("products.wizard.plan.availabilityAutomatic", { hours: UNLIMITED })}
            {showsUnlimitedTime(values) && ` · ${t("products.wizard.plan.unlimitedTime")}`}
          </p>
        ) : (
          <WizardSelect
            id="pw-hours"
            name="hours"
            label={t("products.wizard.plan.availabilityManual")}
            options={TRANSACTION_HOURS.map((hours) => ({
              value: String(hours),
              label: t("products.wizard.plan.hours", { hours }),
            }))}
          />
        )}
      </FieldGroup>
    );
  }
  return (
    <FieldGroup>
      <WizardSelect
        id="pw-unit"
        name="temporary_unit"
        label={t("products.wizard.plan.temporaryUnit")}
        options={codeOptions(t, "products.wizard.units", periodUnitsFor(values.content_type))}
      />
      <WizardCheck id="pw-download" name="download" label={t("products.wizard.plan.download")} />
      <WizardCheck id="pw-unlimited" name="unlimited" label={t("products.wizard.plan.unlimited")} />
      <WizardText
        id="pw-cycles"
        name="cycles"
        label={t("products.wizard.plan.cycles")}
        inputMode="numeric"
        readOnly={values.unlimited}
        aria-disabled={values.unlimited || undefined}
      />
      <WizardCheck id="pw-length" name="length" label={t("products.wizard.plan.length")} />
      {/* Spec 3 §5: priority is disabled and 0 while the plan has no family. */}
      <WizardCheck
        id="pw-priority"
        name="priority"
        label={t("products.wizard.plan.priority")}
        disabled={noFamily}
      />
    </FieldGroup>
  );
}
