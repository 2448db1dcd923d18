// Spec 3 §5 "Input types" and "Prices" for the update-payment modal: price required, digits, comma and dot
// only; tax digits, comma and percent, required in region 746 (Chile).

export type PriceFields = { price: string; net_price: string; tax: string };
type Problem = { key: string; values?: Record<string, string> };

const CHILE = 746;
const PRICE = /[^\d.,]/g;
const TAX = /[^\d,%]/g;

function invalidChars(value: string, pattern: RegExp): string | undefined {
  const found = [...new Set(value.match(pattern) ?? [])].join(" ");
  return found || undefined;
}

export function priceProblems(
  fields: PriceFields,
  regionId: number,
): Partial<Record<keyof PriceFields, Problem>> {
  const problems: Partial<Record<keyof PriceFields, Problem>> = {};
  const chars = (name: keyof PriceFields, pattern: RegExp) => {
    const bad = invalidChars(fields[name], pattern);
    if (bad) problems[name] = { key: "products.payment.invalidChars", values: { chars: bad } };
  };
  if (fields.price.trim() === "") problems.price = { key: "products.payment.required" };
  else chars("price", PRICE);
  chars("net_price", PRICE);
  if (regionId === CHILE && fields.tax.trim() === "") problems.tax = { key: "products.payment.required" };
  else chars("tax", TAX);
  return problems;
}
