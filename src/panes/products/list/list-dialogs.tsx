import { closeDialog, useDialogRequest } from "../../../workspace/intents";
import type { ProductsRequest } from "../domain/bridge";
import type { FamilyView, RateView } from "../domain/model";
import { MailsDialog } from "../shared/mails/mails-dialog";
import { FilterContentsDialog } from "./filter-contents-dialog";
import { ListPublishDialog } from "./list-publish-dialog";
import { PlanSummaryDialog } from "./plan-summary-dialog";
import { UpdatePaymentDialog } from "./update-payment-dialog";

type Props = { paneId: string; families: readonly FamilyView[] };

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
export function ListDialogs({ paneId, families }: Props) {
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
    case "mails": {
      const rate = findRate(families, request.rateId);
      return rate ? <MailsDialog rate={rate} onClose={close} /> : null;
    }
    case "updatePayment": {
      const rate = findRate(families, request.rateId) ?? request.rate;
      const payment = rate?.payments.find((p) => p.paymentId === request.paymentId) ?? request.payment;
      return rate && payment ? <UpdatePaymentDialog rate={rate} payment={payment} onClose={close} /> : null;
    }
    default:
      return null;
  }
}
