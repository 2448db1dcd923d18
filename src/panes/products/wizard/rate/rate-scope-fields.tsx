import { useQuery } from "@tanstack/react-query";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { regionsQuery, targetsQuery } from "../../domain/queries";
import { FieldGroup, WizardSelect } from "../fields";
import { onChannelChange, type RateFormValues } from "./rate-form";

type Props = { regionLocked: boolean };

/** Region and channel (one target, spec 3 §5); a new channel clears user types, payments and trial (§4). */
export function RateScopeFields({ regionLocked }: Props) {
  const { t } = useTranslation();
  const form = useFormContext<RateFormValues>();
  const regions = useQuery(regionsQuery());
  const targets = useQuery(targetsQuery());
  const regionId = useWatch<RateFormValues, "region_id">({ name: "region_id" });
  const frozen = regions.data?.find((region) => String(region.region_id) === regionId)?.region_frozen === 1;
  return (
    <FieldGroup>
      {regions.error && (
        <p role="alert" className="text-xs text-destructive sm:col-span-2">
          {t("products.wizard.rate.regionsError")}
        </p>
      )}
      <WizardSelect
        id="pw-region"
        name="region_id"
        label={t("products.wizard.rate.region")}
        placeholder={t("products.wizard.select")}
        disabled={regionLocked}
        options={(regions.data ?? []).map((region) => ({
          value: String(region.region_id),
          label: region.title || region.name,
        }))}
        onValue={() => form.setValue("payments", [], { shouldDirty: true, shouldValidate: true })}
      />
      <WizardSelect
        id="pw-target"
        name="target"
        label={t("products.wizard.rate.target")}
        placeholder={t("products.wizard.select")}
        options={(targets.data ?? [])
          .filter((target) => target.active === 1)
          .map((target) => ({ value: String(target.id), label: target.name }))}
        onValue={(target) => {
          const next = onChannelChange(form.getValues(), target);
          form.setValue("payments", next.payments, { shouldDirty: true });
          form.setValue("trial", next.trial, { shouldDirty: true });
          form.setValue("trial_period", next.trial_period, { shouldDirty: true, shouldValidate: true });
        }}
      />
      {frozen && (
        <p role="alert" className="text-sm text-destructive sm:col-span-2" data-frozen="">
          <strong>{t("products.wizard.rate.frozenTitle")}</strong> {t("products.wizard.rate.frozenBody")}
        </p>
      )}
    </FieldGroup>
  );
}

/** The chosen region is migrating to the corporate hub: no rate may be saved there for now. */
export function useRegionFrozen(regionId: string): boolean {
  const regions = useQuery(regionsQuery());
  return regions.data?.find((region) => String(region.region_id) === regionId)?.region_frozen === 1;
}
