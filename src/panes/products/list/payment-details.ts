import type { TFunction } from "i18next";
import type { PaymentDetailView, PaymentView } from "../domain/model";

/** A payment card's line on the list: its user type and currency. */
export const paymentCardDetails = (payment: PaymentView): string[] => [
  `${payment.userType} · ${payment.currency}`,
];

/** A payment line of an opened rate (the summary panel): the card's line, its prices and its e-mails. */
export const paymentDetails = (t: TFunction, payment: PaymentDetailView): string[] => [
  ...paymentCardDetails(payment),
  t("products.list.price", { price: payment.price ?? "—", net: payment.netPrice ?? "—" }),
  t("products.summary.mails", { purchase: payment.keyEmail ?? "—", cancel: payment.cancelKeyEmail ?? "—" }),
];
