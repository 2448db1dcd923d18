import { useQuery } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSessionSnapshot } from "../../../../commands/context";
import { rulesForTenant, ruleValueOut } from "../../../../contract/products/rules";
import { paymentMethodsQuery, userTypesQuery } from "../../domain/queries";
import { WizardCheck, WizardSelect, WizardText } from "../fields";
import { useWizardNav } from "../wizard-nav";
import { LegacyForm, type LegacyStepProps } from "./legacy-form";
import { legacyLineOf, storedRules } from "./legacy-line";
import { type LegacyStep2Values, legacyStep2Issues, serviceCodes } from "./legacy-step-2-rules";

/** frmStep2: user type, payment method, trial, the tenant's rules and the incoming service codes. */
export function LegacyStep2({ rate, address }: LegacyStepProps) {
  const { tenant } = useSessionSnapshot();
  const { params } = useWizardNav();
  const rules = rulesForTenant(tenant);
  const payment = legacyLineOf(rate);
  return (
    <LegacyForm<LegacyStep2Values>
      step={2}
      address={address}
      defaults={{
        user_type_id: payment ? String(payment.user_type_id) : "",
        payment_method_id: payment ? String(payment.payment_method_id) : "",
        trial: (rate?.trial_period ?? 0) > 0,
        trial_period: String(rate?.trial_period ?? 0),
        rules: storedRules(rate, rules),
        service: (payment?.external_service_id_in.length ?? 0) > 0,
        external_service_id_in: (payment?.external_service_id_in ?? []).join(", "),
      }}
      validate={legacyStep2Issues}
      toBody={(values) => ({
        user_type_id: Number(values.user_type_id),
        payment_method_id: Number(values.payment_method_id),
        trial: values.trial,
        trial_period: values.trial ? Number(values.trial_period) : 0,
        rules: rules.map((name) => ({ name, value: ruleValueOut(values.rules[name] === true) })),
        service: values.service,
        external_service_id_in: values.service ? serviceCodes(values.external_service_id_in) : [],
      })}
    >
      <Fields regionId={Number(params.region_id) || 0} rules={rules} />
    </LegacyForm>
  );
}

function Fields({ regionId, rules }: { regionId: number; rules: readonly string[] }) {
  const { t } = useTranslation();
  const [userType, trial, service] = useWatch<LegacyStep2Values>({
    name: ["user_type_id", "trial", "service"],
  }) as [string, boolean, boolean];
  const userTypes = useQuery(userTypesQuery(regionId));
  const methods = useQuery(paymentMethodsQuery(regionId, Number(userType) || 0));
  return (
    <>
      <WizardSelect
        id="lw-user"
        name="user_type_id"
        label={t("products.wizard.rate.userType")}
        placeholder={t("products.wizard.select")}
        options={(userTypes.data ?? []).map((type) => ({ value: String(type.user_id), label: type.name }))}
      />
      <WizardSelect
        id="lw-method"
        name="payment_method_id"
        label={t("products.wizard.rate.paymentMethod")}
        placeholder={t("products.wizard.select")}
        options={(methods.data ?? []).map((method) => ({
          value: String(method.payment_method_id),
          label: method.name,
        }))}
      />
      <WizardCheck id="lw-trial" name="trial" label={t("products.wizard.rate.trial")} />
      {trial && (
        <WizardText
          id="lw-trial-period"
          name="trial_period"
          label={t("products.wizard.rate.trialPeriodShort")}
          inputMode="numeric"
        />
      )}
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{t("products.wizard.legacy.rules")}</legend>
        {rules.map((name) => (
          <WizardCheck key={name} id={`lw-rule-${name}`} name={`rules.${name}`} label={name} />
        ))}
      </fieldset>
      <WizardCheck id="lw-service" name="service" label={t("products.wizard.legacy.service")} />
      {service && (
        <WizardText
          id="lw-service-in"
          name="external_service_id_in"
          label={t("products.wizard.rate.serviceIn")}
        />
      )}
    </>
  );
}
