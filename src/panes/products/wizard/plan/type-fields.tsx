import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  CONTENT_TYPES,
  isRenewable,
  type PlanType,
  periodUnitsFor,
} from "../../../../contract/products/rules";
import { codeOptions, FieldGroup, WizardSelect } from "../fields";
import { onTypeChange, type PlanFormValues } from "./plan-form";

/** Plan type and content type: changing the type resets the fields that depend on it (spec 3 §5). */
export function TypeFields({ types }: { types: readonly PlanType[] }) {
  const { t } = useTranslation();
  const form = useFormContext<PlanFormValues>();
  const type = useWatch<PlanFormValues, "type">({ name: "type" });
  return (
    <FieldGroup>
      <WizardSelect
        id="pw-type"
        name="type"
        label={t("products.wizard.plan.type")}
        options={codeOptions(t, "products.wizard.planTypes", types)}
        onValue={(value) => {
          const next = onTypeChange(form.getValues(), value as PlanType);
          for (const key of Object.keys(next) as (keyof PlanFormValues)[])
            form.setValue(key, next[key], { shouldDirty: true });
          void form.trigger();
        }}
      />
      <WizardSelect
        id="pw-content-type"
        name="content_type"
        label={t("products.wizard.plan.contentType")}
        options={codeOptions(t, "products.wizard.contentTypes", CONTENT_TYPES[type])}
        onValue={(value) => {
          // SVOD, TV and Paquete keep only yearly and monthly periods.
          const units = periodUnitsFor(value);
          const unit = form.getValues("temporary_unit");
          if (isRenewable(form.getValues("type")) && !(units as readonly string[]).includes(unit))
            form.setValue("temporary_unit", units[0], { shouldValidate: true });
        }}
      />
    </FieldGroup>
  );
}
