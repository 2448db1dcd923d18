import { describe, expect, it } from "vitest";
import { priceProblems } from "./price-fields";

describe("update payment fields (spec 3 §5)", () => {
  it("requires a price of digits, comma and dot", () => {
    expect(priceProblems({ price: "", net_price: "", tax: "" }, 441).price?.key).toBe(
      "products.payment.required",
    );
    expect(priceProblems({ price: "12a$", net_price: "", tax: "" }, 441).price?.values).toEqual({
      chars: "a $",
    });
    expect(priceProblems({ price: "12,50", net_price: "10.1", tax: "16%" }, 441)).toEqual({});
  });
  it("requires the tax in Chile (746) only", () => {
    expect(priceProblems({ price: "1", net_price: "", tax: "" }, 746).tax?.key).toBe(
      "products.payment.required",
    );
    expect(priceProblems({ price: "1", net_price: "", tax: "" }, 441).tax).toBeUndefined();
    expect(priceProblems({ price: "1", net_price: "", tax: "1.5" }, 441).tax?.values).toEqual({ chars: "." });
  });
});
