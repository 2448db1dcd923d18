import type { PaymentView } from "../domain/model";

/** A payment card as the list shows it, for the list's tests: a rate needs one to be published. */
export const paymentFixture = (id = 1, userTypeId = 10, userType = "Prepago"): PaymentView => ({
  paymentId: id,
  paymentMethodId: 6,
  name: `Medio ${id}`,
  colour: "#00aa00",
  active: true,
  userTypeId,
  userType,
  currencyId: 1,
  currency: "$",
});
