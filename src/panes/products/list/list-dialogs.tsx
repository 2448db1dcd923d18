import { useTranslation } from "react-i18next";
import { closeDialog, useDialogRequest } from "../../../workspace/intents";
import type { ProductsRequest } from "../domain/bridge";
import type { FamilyView, RateView } from "../domain/model";
import { MailsDialog } from "../shared/mails/mails-dialog";
import { FilterContentsDialog } from "./filter-contents-dialog";
import { ListPublishDialog } from "./list-publish-dialog";
import { PlanSummaryDialog } from "./plan-summary-dialog";
import { RateDetailGate } from "./rate-detail-gate";
import { UpdatePaymentDialog } from "./update-payment-dialog";

type Props = { paneId: string };

export function findRate(families: readonly FamilyView[], id: number): RateView | undefined {
  for (const family of families)
    for (const plan of family.plans)
      for (const region of plan.regions) {
        const rate = region.rates.find((r) => r.id === id);
        if (rate) return rate;
      }
  return undefined;
}

/** The dialogs the products commands ask of the list pane (the clone's: ../list-screen.tsx). */
export function ListDialogs({ paneId }: Props) {
  const { t } = useTranslation();
  const request = useDialogRequest<ProductsRequest>(paneId);
  const close = () => closeDialog(paneId);
  if (!request) return null;
  switch (request.type) {
    case "planSummary":
      return <PlanSummaryDialog plan={request.plan} onClose={close} />;
    case "publishPlan":
      return <ListPublishDialog plan={request.plan} onClose={close} />;
    case "filterContents":
      return <FilterContentsDialog plan={request.plan} onClose={close} />;
    case "mails":
      return (
        <RateDetailGate
          rateId={request.rateId}
          title={t("products.mails.title", { id: request.rateId })}
          onClose={close}
        >
          {(rate) => <MailsDialog rate={rate} onClose={close} />}
        </RateDetailGate>
      );
    case "updatePayment":
      return (
        <RateDetailGate rateId={request.rateId} title={t("products.commands.updatePayment")} onClose={close}>
          {(rate) => {
            const payment = rate.payments.find((p) => p.paymentId === request.paymentId);
            return payment && <UpdatePaymentDialog rate={rate} payment={payment} onClose={close} />;
          }}
        </RateDetailGate>
      );
    default:
      return null;
  }
}
