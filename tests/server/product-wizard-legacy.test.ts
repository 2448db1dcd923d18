import { beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_FIXTURES } from "../../server/products/seed/seed-fixtures.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { MEXICO, offer, saveLegacy } from "./product-wizard-helpers.ts";
import { PRODUCTS } from "./products-helpers.ts";

// Spec 3 §2 "Legacy rate wizard": what its steps read back. A new rate has no payment yet, so step 3 reads
// the line of step 2 (its currencies depend on that method and user type); step 2 shows the rules it stored.

let t: TestApp;
let admin: string;
const query = { product_id: PRODUCT_FIXTURES.video.plan, region_id: MEXICO };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
});

const rateOf = async (rateId: number) =>
  (await t.call("GET", `${PRODUCTS}/wizard/rates/${rateId}`, { token: admin, query: { region_id: "441" } }))
    .body.result.rate;

describe("the legacy rate wizard reads back its steps", () => {
  it("a new rate's step-2 line and rules, before step 3 prices the line into a payment", async () => {
    const created = await saveLegacy(t, admin, 0, query, { name: "Tarifa Lectura" });
    const rateQuery = { ...query, rate_id: created.body.result.rate_id as number };
    await saveLegacy(t, admin, 1, rateQuery, { target_id: [1] });
    const carrier = await offer(t, MEXICO, "carrier_billing");
    const step2 = await saveLegacy(t, admin, 2, rateQuery, {
      user_type_id: carrier.user_type_id,
      payment_method_id: carrier.payment_method_id,
      rules: [
        { name: "AllowUpsell", value: "S" },
        { name: "AllowCancel", value: "S" },
        { name: "Timeshift", value: "N" },
      ],
      service: true,
      external_service_id_in: ["IN-1"],
    });
    expect(step2.http).toBe(201);
    const pending = await rateOf(rateQuery.rate_id);
    expect(pending.payments).toEqual([]);
    expect(pending.legacy_line).toEqual({
      user_type_id: carrier.user_type_id,
      payment_method_id: carrier.payment_method_id,
      external_service_id_in: ["IN-1"],
      service_id_required: true,
    });
    expect(pending.rules.map((r: { name: string; value: string }) => [r.name, r.value])).toEqual([
      ["AllowUpsell", "S"],
      ["AllowCancel", "S"],
    ]);
    const priced = await saveLegacy(t, admin, 3, rateQuery, {
      currency_id: carrier.currency_id,
      price: "10",
      net_price: "8",
      tax: "0",
      external_service_id_out: "OUT-1",
    });
    expect(priced.http).toBe(201);
    const done = await rateOf(rateQuery.rate_id);
    expect(done.legacy_line).toBeNull();
    expect(done.payments).toEqual([
      expect.objectContaining({ payment_method_id: carrier.payment_method_id }),
    ]);
    expect(done.rules).toHaveLength(2);
  });
});
