import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSessionSnapshot } from "../../../commands/context";
import { DefinitionList } from "../../../kit/definition-list";
import { Button } from "../../../ui/button";
import { StatusTag } from "../../../ui/inputs/status-tag";
import { PaymentCard } from "../../../ui/payment-card";
import { productFailure } from "../domain/messages";
import type { RateView } from "../domain/model";
import { rateViewQuery } from "../domain/queries";
import { rateState } from "../domain/rules";
import { visibleRules } from "../domain/tenant";
import { paymentDetails } from "./payment-details";

type Props = { rate: RateView | undefined; onClose(): void };

/** The rate summary side panel (spec 3 §2): the rate the operator is on, its payments and rules. */
export function RateSummary({ rate, onClose }: Props) {
  const { t } = useTranslation();
  const { tenant } = useSessionSnapshot();
  // The list's rates carry payment cards only, and no rule values: the panel reads the rate in full.
  const detail = useQuery({ ...rateViewQuery(rate?.id ?? 0), enabled: rate !== undefined });
  return (
    <aside
      aria-label={t("products.summary.title")}
      className="flex max-h-[45%] w-full shrink-0 flex-col gap-2 overflow-auto border-t p-3 @3xl:max-h-none @3xl:w-80 @3xl:border-t-0 @3xl:border-l"
    >
      <header className="flex items-center gap-2">
        <h3 className="text-sm font-semibold">{t("products.summary.title")}</h3>
        <Button
          size="icon"
          variant="ghost"
          className="ml-auto"
          aria-label={t("products.summary.close")}
          onClick={onClose}
        >
          <X aria-hidden />
        </Button>
      </header>
      {!rate ? (
        <p className="text-sm text-muted-foreground">{t("products.summary.empty")}</p>
      ) : (
        <>
          <DefinitionList
            className="gap-x-3"
            items={[
              [t("products.summary.rate"), `#${rate.id} ${rate.name}`],
              [t("products.summary.plan"), rate.plan],
              [t("products.summary.family"), rate.family],
              [t("products.summary.region"), rate.region],
              [
                t("products.summary.state"),
                <StatusTag key="state" status={rateState(rate)} keyPrefix="products.states" />,
              ],
            ]}
          />
          <section aria-label={t("products.summary.rules")} className="grid gap-1">
            <h4 className="text-xs font-medium uppercase text-muted-foreground">
              {t("products.summary.rules")}
            </h4>
            <ul className="flex flex-wrap gap-1">
              {visibleRules(tenant, detail.data?.rules ?? []).map((rule) => (
                <li key={rule.name} className="rounded border px-1.5 py-0.5 text-xs" data-on={rule.on}>
                  {rule.name}: {t(rule.on ? "products.summary.yes" : "products.summary.no")}
                </li>
              ))}
            </ul>
          </section>
          <section aria-label={t("products.summary.payments")} className="grid gap-1">
            {detail.isPending && (
              <p className="text-sm text-muted-foreground">{t("products.list.loading")}</p>
            )}
            {detail.isError && (
              <p role="alert" className="text-sm text-destructive">
                {productFailure(t, "products.messages.genericError", detail.error).title}
              </p>
            )}
            {detail.data?.payments.map((payment) => (
              <PaymentCard
                key={payment.paymentId}
                name={payment.name}
                colour={payment.colour}
                active={payment.active}
                details={paymentDetails(t, payment)}
              />
            ))}
          </section>
        </>
      )}
    </aside>
  );
}
