// Spec 3 §5: in region 441 (Mexico) net price and outgoing service id are required only of the fixed-line
// and mobile carrier billing methods; these are their catalogue codes (spec 3 §9 payment configurations).
const CARRIER_CODES: ReadonlySet<string> = new Set([
  "carrier_billing",
  "fixed_billing",
  "fixed_billing_bundle",
  "mx_carrier",
]);

export const isCarrierBilling = (code: string) => CARRIER_CODES.has(code);
