import type { TFunction } from "i18next";
import type { PaymentView } from "../domain/model";

/** A payment card's lines as the list and the rate summary show them: user type, currency and prices. */
export const paymentDetails = (t: TFunction, payment: PaymentView): string[] => [
  `${payment.userType} · ${payment.currency}`,
  t("products.list.price", { price: payment.price ?? "—", net: payment.netPrice ?? "—" }),
];
