import { closeDialog, useDialogRequest } from "../../intents";
import type { ProductsRequest } from "../bridge";
import { CloneRatesDialog } from "../clone/clone-dialog";
import { MailsDialog } from "../mails/mails-dialog";
import type { FamilyView, RateView } from "../model";
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

/** The dialogs the products commands ask of the list pane. */
export function ListDialogs({ paneId, families }: Props) {
  const request = useDialogRequest<ProductsRequest>(paneId);
  const close = () => closeDialog(paneId);
  if (!request) return null;
  switch (request.type) {
    case "clone":
      return <CloneRatesDialog initial={request.ids} onClose={close} />;
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
