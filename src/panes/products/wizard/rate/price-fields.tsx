import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { productReferenceCalls } from "../../../../contract/products/reference";
import { Button } from "../../../../ui/button";
import { WizardText } from "../fields";

type Method = z.output<typeof productReferenceCalls.listPaymentMethods.result>[number];
type Props = { index: number; method: Method; hubcorp: boolean; onTest(): void };

/**
 * The price form of one payment (spec 3 §5 "Prices", "Input types"): price and net price (digits, comma,
 * dot), tax (digits, comma, percent), the outgoing service id its method requires,
 * incoming service ids for the corporate hub, the service type code and its test when the method has one.
 */
export function PriceFields({ index, method, hubcorp, onTest }: Props) {
  const { t } = useTranslation();
  const name = (field: string) => `payments.${index}.${field}`;
  const id = (field: string) => `pw-payment-${index}-${field}`;
  return (
    <>
      <WizardText
        id={id("price")}
        name={name("price")}
        label={t("products.wizard.rate.price")}
        inputMode="decimal"
      />
      <WizardText
        id={id("net")}
        name={name("net_price")}
        label={t("products.wizard.rate.netPrice")}
        inputMode="decimal"
      />
      <WizardText
        id={id("tax")}
        name={name("tax")}
        label={t("products.wizard.rate.tax")}
        inputMode="decimal"
      />
      {method.service_id_required === 1 && (
        <WizardText
          id={id("out")}
          name={name("external_service_id_out")}
          label={method.service_id_name || t("products.wizard.rate.serviceOut")}
        />
      )}
      {hubcorp && (
        <WizardText
          id={id("in")}
          name={name("external_service_id_in")}
          label={t("products.wizard.rate.serviceIn")}
        />
      )}
      {method.service_type === 1 && (
        <WizardText
          id={id("service-type")}
          name={name("service_type")}
          label={t("products.wizard.rate.serviceType")}
        />
      )}
      {method.test_service_type === 1 && (
        <div className="flex items-end">
          <Button size="sm" variant="outline" onClick={onTest}>
            {t("products.wizard.rate.testServiceType")}
          </Button>
        </div>
      )}
    </>
  );
}
