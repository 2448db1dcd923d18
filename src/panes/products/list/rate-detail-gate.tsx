import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DialogFrame } from "../../../kit/dialog-frame";
import { productFailure } from "../domain/messages";
import type { RateDetailView } from "../domain/model";
import { rateViewQuery } from "../domain/queries";

type Props = {
  rateId: number;
  /** The dialog's title, shown while the rate is read. */
  title: string;
  onClose(): void;
  children(rate: RateDetailView): ReactNode;
};

/**
 * A dialog about one rate's payment lines in full (prices, service ids, e-mails): the list carries payment
 * cards only, so the rate is read by id first; meanwhile, or when that fails, the dialog's frame says so.
 */
export function RateDetailGate({ rateId, title, onClose, children }: Props) {
  const { t } = useTranslation();
  const detail = useQuery(rateViewQuery(rateId));
  if (detail.data) return children(detail.data);
  return (
    <DialogFrame title={title} onClose={onClose}>
      {detail.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {productFailure(t, "products.messages.genericError", detail.error).title}
        </p>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {t("products.list.loading")}
        </p>
      )}
    </DialogFrame>
  );
}
