import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../ui/button";
import { PaymentCard } from "../../../../ui/payment-card";
import { currenciesQuery, paymentMethodsQuery, userTypesQuery } from "../../domain/queries";
import { WizardCheck, WizardSelect } from "../fields";
import { isCarrierBilling } from "./carrier-methods";
import { PriceFields } from "./price-fields";
import { type MethodInfo, PRICE_FIELDS, type RateFormValues } from "./rate-form";

type Props = {
  index: number;
  regionId: number;
  hubcorp: boolean;
  onMethod(methodId: number, info: MethodInfo): void;
  onRemove(): void;
  onTest(methodName: string): void;
};

/** One payment line: user type, payment method, currency and the price form its method asks for. */
export function PaymentRowFields({ index, regionId, hubcorp, onMethod, onRemove, onTest }: Props) {
  const { t } = useTranslation();
  const form = useFormContext<RateFormValues>();
  const row = useWatch<RateFormValues, `payments.${number}`>({ name: `payments.${index}` });
  const userId = Number(row?.user_type_id) || 0;
  const methodId = Number(row?.payment_method_id) || 0;
  const userTypes = useQuery(userTypesQuery(regionId));
  const methods = useQuery(paymentMethodsQuery(regionId, userId));
  const currencies = useQuery(currenciesQuery(regionId, methodId, userId));
  const method = methods.data?.find((candidate) => candidate.payment_method_id === methodId);

  useEffect(() => {
    if (method)
      onMethod(method.payment_method_id, {
        serviceIdRequired: method.service_id_required === 1,
        carrierBilling: isCarrierBilling(method.code),
      });
  }, [method, onMethod]);

  const clearPrice = () => {
    for (const field of PRICE_FIELDS) form.setValue(`payments.${index}.${field}`, "", { shouldDirty: true });
  };
  const prefix = `pw-payment-${index}`;
  return (
    <li className="grid gap-2 rounded-md border p-2">
      <PaymentCard
        name={method?.name ?? t("products.wizard.rate.paymentN", { n: index + 1 })}
        colour={method?.colour}
        active={row?.active ?? true}
        loading={methods.isFetching || currencies.isFetching}
        className="text-sm"
        actions={
          <Button
            size="sm"
            variant="ghost"
            onClick={onRemove}
            aria-label={t("products.wizard.rate.removePayment", { n: index + 1 })}
          >
            {t("products.wizard.rate.remove")}
          </Button>
        }
      />
      <div className="grid gap-3 sm:grid-cols-3">
        {(userTypes.error || methods.error) && (
          <p role="alert" className="text-xs text-destructive sm:col-span-3">
            {t(userTypes.error ? "products.wizard.rate.userTypesError" : "products.wizard.rate.methodsError")}
          </p>
        )}
        <WizardSelect
          id={`${prefix}-user`}
          name={`payments.${index}.user_type_id`}
          label={t("products.wizard.rate.userType")}
          placeholder={t("products.wizard.select")}
          options={(userTypes.data ?? []).map((type) => ({ value: String(type.user_id), label: type.name }))}
          onValue={() => {
            form.setValue(`payments.${index}.payment_method_id`, "", { shouldDirty: true });
            clearPrice();
          }}
        />
        <WizardSelect
          id={`${prefix}-method`}
          name={`payments.${index}.payment_method_id`}
          label={t("products.wizard.rate.paymentMethod")}
          placeholder={t("products.wizard.select")}
          options={(methods.data ?? []).map((m) => ({ value: String(m.payment_method_id), label: m.name }))}
          onValue={clearPrice}
        />
        <WizardSelect
          id={`${prefix}-currency`}
          name={`payments.${index}.currency_id`}
          label={t("products.wizard.rate.currency")}
          placeholder={t("products.wizard.select")}
          options={(currencies.data ?? []).map((c) => ({
            value: String(c.currency_id),
            label: `${c.name} (${c.symbol})`,
          }))}
        />
        {method && (
          <PriceFields index={index} method={method} hubcorp={hubcorp} onTest={() => onTest(method.name)} />
        )}
        <WizardCheck
          id={`${prefix}-active`}
          name={`payments.${index}.active`}
          label={t("products.wizard.rate.paymentActive")}
        />
      </div>
    </li>
  );
}
