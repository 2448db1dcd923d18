import { describe, expect, it } from "vitest";
import { taxOf } from "../../contract/servicetype";
import { amountOf, EMPTY_FORM, serviceFormSchema } from "./service-form";

describe("the service-type form", () => {
  it("reads amounts with a dot or a comma and computes the IVA they include", () => {
    expect(amountOf("116")).toBe(116);
    expect(amountOf("99,50")).toBe(99.5);
    expect(Number.isNaN(amountOf("12a"))).toBe(true);
    expect(taxOf(116)).toBe(16);
    expect(taxOf(99)).toBe(13.66);
  });

  it("refuses a zero or malformed amount and missing fields", () => {
    const parsed = serviceFormSchema.safeParse({ ...EMPTY_FORM, amount: "0" });
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["servicetype", "code", "account", "amount", "contentId"]));
  });
});
