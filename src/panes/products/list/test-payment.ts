import type { PaymentView } from "../domain/model";

/** A payment line as the list shows it, for the list's tests: a rate needs one to be published. */
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
  price: "10",
  netPrice: null,
  tax: null,
  serviceIdRequired: false,
  serviceIdName: null,
  serviceOut: null,
  serviceIn: [],
  serviceType: false,
  serviceTypeCode: null,
  keyEmail: null,
  keyEmailStatus: null,
  cancelKeyEmail: null,
  cancelKeyEmailStatus: null,
});
