import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { legacyPriceIssues, ruleKey } from "../../../../contract/products/rules";
import { currenciesQuery } from "../../domain/queries";
import { WizardSelect, WizardText } from "../fields";
import { useWizardNav } from "../wizard-nav";
import { type Issues, LegacyForm, type LegacyStepProps } from "./legacy-form";
import { legacyLineOf } from "./legacy-line";

type Values = {
  currency_id: string;
  price: string;
  net_price: string;
  tax: string;
  external_service_id_out: string;
};

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** frmStep3: currency and prices; with a service id, currency, price, net price and tax of at least 0. */
export function LegacyStep3({ rate, address }: LegacyStepProps) {
  const { t } = useTranslation();
  const { params } = useWizardNav();
  // A new rate has no payment yet: its line of step 2 gives the method and user type the currencies need.
  const line = legacyLineOf(rate);
  const payment = rate?.legacy_line ? undefined : rate?.payments[0];
  const serviceIdRequired = line?.service_id_required ?? false;
  const currencies = useQuery(
    currenciesQuery(Number(params.region_id) || 0, line?.payment_method_id ?? 0, line?.user_type_id ?? 0),
  );
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? "" : String(value);
  return (
    <LegacyForm<Values>
      step={3}
      address={address}
      defaults={{
        currency_id: payment?.currency_id ? String(payment.currency_id) : "",
        price: text(payment?.price),
        net_price: text(payment?.net_price),
        tax: text(payment?.tax),
        external_service_id_out: text(payment?.external_service_id_out),
      }}
      validate={(values) => {
        const issues: Issues = {};
        for (const issue of legacyPriceIssues(
          { ...values, currency_id: Number(values.currency_id) || null },
          serviceIdRequired,
        ))
          issues[issue.field === "payment" ? "currency_id" : issue.field] ??= ruleKey(issue.message);
        if (!serviceIdRequired && !values.price.trim()) issues.price ??= ruleKey("priceRequired");
        return issues;
      }}
      toBody={(values) => ({
        currency_id: Number(values.currency_id) || null,
        price: orNull(values.price),
        net_price: orNull(values.net_price),
        tax: orNull(values.tax),
        external_service_id_out: orNull(values.external_service_id_out),
      })}
    >
      <WizardSelect
        id="lw-currency"
        name="currency_id"
        label={t("products.wizard.rate.currency")}
        placeholder={t("products.wizard.select")}
        options={(currencies.data ?? []).map((c) => ({
          value: String(c.currency_id),
          label: `${c.name} (${c.symbol})`,
        }))}
      />
      <WizardText id="lw-price" name="price" label={t("products.wizard.rate.price")} inputMode="decimal" />
      <WizardText
        id="lw-net"
        name="net_price"
        label={t("products.wizard.rate.netPrice")}
        inputMode="decimal"
      />
      <WizardText id="lw-tax" name="tax" label={t("products.wizard.rate.tax")} inputMode="decimal" />
      <WizardText id="lw-out" name="external_service_id_out" label={t("products.wizard.rate.serviceOut")} />
    </LegacyForm>
  );
}
