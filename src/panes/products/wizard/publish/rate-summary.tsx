import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { DefinitionList, type Definitions } from "../../../../kit/definition-list";
import { StatusTag, type TagStatus } from "../../../../ui/inputs/status-tag";
import { PaymentCard } from "../../../../ui/payment-card";
import { paymentMethodsQuery, regionsQuery, targetsQuery, userTypesQuery } from "../../domain/queries";
import type { WizardRate } from "../../domain/wizard-queries";

const displayState = (rate: WizardRate): TagStatus => (rate.active ? rate.state : "inactive");

/** The rate summary of steps 6 and 7 (spec 3 §2): region, channel, trial, signs, eligibility, payments. */
export function RateSummary({ rate }: { rate: WizardRate }) {
  const { t } = useTranslation();
  const targets = useQuery(targetsQuery());
  const regions = useQuery(regionsQuery());
  const region = regions.data?.find((candidate) => candidate.region_id === rate.region.id);
  const userTypes = useQuery(userTypesQuery(rate.region.id));
  const channel = rate.target_id
    .map((id) => targets.data?.find((target) => target.id === id)?.name ?? String(id))
    .join(", ");
  const userName = (id: number) => userTypes.data?.find((type) => type.user_id === id)?.name ?? String(id);
  const rows: Definitions = [
    [t("products.wizard.rate.region"), region?.title || rate.region.name],
    [t("products.wizard.rate.target"), channel || "—"],
    [t("products.wizard.rate.trialPeriodShort"), String(rate.trial_period)],
    [t("products.wizard.rate.initials"), rate.initials || "—"],
    [
      t("products.wizard.rate.eligibility"),
      t(rate.eligibility_rate ? "products.wizard.yes" : "products.wizard.no"),
    ],
    [
      t("products.wizard.rate.hubcorpShort"),
      t(rate.is_hubcorp ? "products.wizard.yes" : "products.wizard.no"),
    ],
  ];
  return (
    <article aria-label={t("products.wizard.summary.rate")} className="grid gap-2 rounded-md border p-3">
      <header className="flex items-center gap-2">
        <span className="font-medium">
          {rate.name || t("products.wizard.summary.rateN", { id: rate.id })}
        </span>
        <StatusTag status={displayState(rate)} keyPrefix="products.wizard.states" />
      </header>
      <DefinitionList items={rows} labels="strong" />
      <ul className="grid gap-1" aria-label={t("products.wizard.rate.payments")}>
        {rate.payments.map((payment) => (
          <PaymentLine
            key={`${payment.user_type_id}-${payment.payment_method_id}-${payment.currency_id}`}
            regionId={rate.region.id}
            payment={payment}
            user={userName(payment.user_type_id)}
          />
        ))}
      </ul>
    </article>
  );
}

type Payment = WizardRate["payments"][number];

/** A payment of the summary, named by its method (in its colour) and user type. */
function PaymentLine({ regionId, payment, user }: { regionId: number; payment: Payment; user: string }) {
  const { t } = useTranslation();
  const methods = useQuery(paymentMethodsQuery(regionId, payment.user_type_id));
  const method = methods.data?.find((candidate) => candidate.payment_method_id === payment.payment_method_id);
  return (
    <li>
      <PaymentCard
        name={t("products.wizard.summary.payment", {
          method: method?.name ?? payment.payment_method_id,
          user,
        })}
        colour={method?.colour}
        active={payment.active === 1}
        details={[
          t("products.wizard.summary.price", {
            price: payment.price ?? "—",
            net: payment.net_price ?? "—",
            tax: payment.tax ?? "—",
          }),
        ]}
      />
    </li>
  );
}
