import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../../kit/form-fields";
import { Button } from "../../../../ui/button";
import {
  eligibilityQuery,
  hubcorpQuery,
  saveRateStep,
  type WizardPlan,
  type WizardRate,
} from "../../domain/wizard-queries";
import type { DraftAddress } from "../draft-store";
import { StepForm } from "../step-form";
import { useStepDraft } from "../use-step-draft";
import { rateSaveFailure } from "../wizard-failures";
import { useWizardNav } from "../wizard-nav";
import { CatalogueField } from "./catalogue-field";
import { PaymentRowFields } from "./payment-row";
import {
  EMPTY_PAYMENT,
  emptyRate,
  type MethodInfo,
  type RateFormValues,
  ratePayload,
  rateResolver,
  rateToForm,
} from "./rate-form";
import { RateScopeFields, useRegionFrozen } from "./rate-scope-fields";
import { ServiceTestDialog, type ServiceTestSeed } from "./service-test-dialog";
import { TrialFields } from "./trial-fields";

type Props = { plan: WizardPlan; rate: WizardRate | undefined; address: DraftAddress | null };

function initialValues(
  rate: WizardRate | undefined,
  params: Readonly<Record<string, string>>,
): RateFormValues {
  const values = rate ? rateToForm(rate) : emptyRate(params.region_id ?? "");
  // Spec 3 §2: the user panel adds a payment method to a rate by coming here with its user type.
  if (params.user_id)
    values.payments = [...values.payments, { ...EMPTY_PAYMENT, user_type_id: params.user_id }];
  return values;
}

/** Step 4, rate configuration (spec 3 §2, §3, §5): one region's rate of the plan, its payments and prices. */
export function RateStep({ plan, rate, address }: Props) {
  const { t } = useTranslation();
  const nav = useWizardNav();
  const methods = useRef(new Map<number, MethodInfo>());
  const hubRef = useRef<0 | 1>(rate?.is_hubcorp === 1 ? 1 : 0);
  const [, refresh] = useState(0);
  const form = useForm<RateFormValues>({
    resolver: rateResolver(() => ({ isHubcorp: hubRef.current, methods: methods.current })),
    defaultValues: useMemo(() => initialValues(rate, nav.params), [rate, nav.params]),
    mode: "onChange",
  });
  const draft = useStepDraft(form, address);
  const payments = useFieldArray({ control: form.control, name: "payments" });
  const [regionText, target] = useWatch({ control: form.control, name: ["region_id", "target"] });
  const regionId = Number(regionText) || 0;
  const frozen = useRegionFrozen(regionText);
  const [test, setTest] = useState<ServiceTestSeed | null>(null);

  // The corporate hub follows from region and channel; the eligibility flag from the plan's other rates.
  const hub = useQuery(hubcorpQuery(regionId, Number(target) || 0));
  const eligibility = useQuery(eligibilityQuery(plan.product.id, regionId, !rate));
  const hubcorp = hub.data?.is_hubcorp === 1;
  useEffect(() => {
    hubRef.current = hubcorp ? 1 : 0;
  }, [hubcorp]);

  const onMethod = useCallback(
    (id: number, info: MethodInfo) => {
      const known = methods.current.get(id);
      if (known?.serviceIdRequired === info.serviceIdRequired && known.carrierBilling === info.carrierBilling)
        return;
      methods.current.set(id, info);
      refresh((n) => n + 1);
      void form.trigger();
    },
    [form],
  );

  const save = async (values: RateFormValues) => {
    const result = await saveRateStep(
      4,
      { rate_id: rate?.id, region_id: Number(values.region_id), product_id: plan.product.id, action: "save" },
      ratePayload(values, hubRef.current),
    );
    draft.saved();
    await nav.stepSaved({ rate_id: String(result.rate_id), region_id: values.region_id, user_id: "" });
  };

  return (
    <StepForm
      form={form}
      draft={draft}
      title={t("products.wizard.rate.title")}
      onSave={save}
      readFailure={rateSaveFailure(rate !== undefined)}
      blocked={frozen}
      readOnly={rate !== undefined && (rate.state !== "draft" || !rate.allow_abm)}
      extraActions={
        frozen && (
          <Button variant="outline" onClick={nav.toList}>
            {t("products.wizard.actions.toList")}
          </Button>
        )
      }
    >
      <RateScopeFields regionLocked={rate !== undefined} />
      {hubcorp && (
        <p role="status" className="text-xs text-muted-foreground">
          {t("products.wizard.rate.hubcorp")}
        </p>
      )}
      <section aria-labelledby="pw-payments-title" className="grid gap-2">
        <h4 id="pw-payments-title" className="text-sm font-medium">
          {t("products.wizard.rate.payments")}
        </h4>
        <FormError name="payments" />
        <ul className="grid gap-2">
          {payments.fields.map((field, index) => (
            <PaymentRowFields
              key={field.id}
              index={index}
              regionId={regionId}
              hubcorp={hubcorp}
              onMethod={onMethod}
              onRemove={() => payments.remove(index)}
              onTest={(methodName) => {
                const row = form.getValues(`payments.${index}`);
                setTest({
                  methodName,
                  servicetype: row.service_type,
                  code: row.external_service_id_out,
                  amount: row.price,
                  contentId: form.getValues("catalogue_ids")[0] ?? String(plan.product.id),
                  contentdescription: plan.product.name,
                });
              }}
            />
          ))}
        </ul>
        <div>
          <Button
            variant="outline"
            disabled={regionId === 0 || !target}
            onClick={() => payments.append({ ...EMPTY_PAYMENT })}
          >
            {t("products.wizard.rate.addPayment")}
          </Button>
        </div>
      </section>
      <CatalogueField regionId={regionId} />
      <TrialFields eligibilityTaken={eligibility.data?.Has_Eligibity_Rate === 1} />
      {test && <ServiceTestDialog seed={test} onClose={() => setTest(null)} />}
    </StepForm>
  );
}
