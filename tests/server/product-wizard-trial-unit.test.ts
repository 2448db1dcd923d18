import { beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_FIXTURES } from "../../server/products/seed/seed-fixtures.ts";
import { one } from "./filters-helpers.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { MEXICO, offer, saveRate } from "./product-wizard-helpers.ts";
import { PRODUCTS } from "./products-helpers.ts";

// Spec 3 §3 "Bonification units: D (daily) and M (monthly)": step 4 stores the trial's unit and reads it back;
// a rate stored before the unit existed reads as days.

const plan = { product_id: PRODUCT_FIXTURES.video.plan };
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
});

const read = (rateId: number) =>
  t.call("GET", `${PRODUCTS}/wizard/rates/${rateId}`, { token: admin, query: { region_id: String(MEXICO) } });

describe("bonification unit", () => {
  it("stores a trial in months and reads it back", async () => {
    const free = await offer(t, MEXICO, "free");
    const saved = await saveRate(
      t,
      admin,
      4,
      { ...plan, region_id: MEXICO },
      {
        payments: [{ ...free, price: "1" }],
        target_id: [1],
        trial_period: 2,
        trial_unit: "M",
      },
    );
    expect(saved.http).toBe(201);
    const rateId = (saved.body.result as { rate_id: number }).rate_id;
    expect(
      await one(t, "select trial_period, trial_unit from product_rates where rate_id = ?", rateId),
    ).toEqual({
      trial_period: 2,
      trial_unit: "M",
    });
    expect((await read(rateId)).body.result).toMatchObject({ rate: { trial_period: 2, trial_unit: "M" } });
  });

  it("reads a rate stored without a unit as days, and refuses an unknown unit", async () => {
    const reply = await read(PRODUCT_FIXTURES.video.rates.draft);
    expect(reply.body.result).toMatchObject({ rate: { trial_unit: "D" } });
    const free = await offer(t, MEXICO, "free");
    const before = await t.counts();
    const wrong = await saveRate(
      t,
      admin,
      4,
      { ...plan, region_id: MEXICO },
      {
        payments: [{ ...free, price: "1" }],
        target_id: [1],
        trial_period: 2,
        trial_unit: "Y",
      },
    );
    expect(wrong.http).toBeGreaterThanOrEqual(400);
    expect(await t.counts()).toEqual(before);
  });
});
