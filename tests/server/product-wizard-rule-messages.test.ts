import { beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_FIXTURES } from "../../server/products/seed/seed-fixtures.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { MEXICO, offer, saveLegacy, saveRate } from "./product-wizard-helpers.ts";

// Spec 3 §5, §9: a bonification out of 0–1200 and an outgoing service id out of 1–10000 characters are
// answered with their own rule text, never the generic "Este campo es obligatorio", and write nothing.

const plan = { product_id: PRODUCT_FIXTURES.video.plan };
const TRIAL_TEXT = "La bonificación debe estar entre 0 y 1200";
const OUT_TEXT = "El id de servicio de salida debe tener entre 1 y 10000 caracteres";
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
});

async function validation(reply: Promise<{ http: number; body: { extra?: unknown } }>) {
  const before = await t.counts();
  const { http, body } = await reply;
  expect(http).toBeGreaterThanOrEqual(400);
  expect(await t.counts()).toEqual(before);
  return (body.extra as { validation?: Record<string, string> }).validation;
}

describe("rate step 4", () => {
  it("says the bonification range of a trial over 1200", async () => {
    const free = await offer(t, MEXICO, "free");
    const found = await validation(
      saveRate(
        t,
        admin,
        4,
        { ...plan, region_id: MEXICO },
        {
          payments: [{ ...free, price: "1" }],
          target_id: [1],
          trial_period: 1201,
        },
      ),
    );
    expect(found).toEqual({ trial_period: TRIAL_TEXT });
  });

  it("says the length limit of a 10,001-character outgoing service id", async () => {
    const store = await offer(t, MEXICO, "app_store");
    const found = await validation(
      saveRate(
        t,
        admin,
        4,
        { ...plan, region_id: MEXICO },
        {
          payments: [{ ...store, price: "1", net_price: "1", external_service_id_out: "x".repeat(10_001) }],
          catalogue_ids: ["MX-1"],
          target_id: [1],
        },
      ),
    );
    expect(found).toEqual({ "payments.0.external_service_id_out": OUT_TEXT });
  });
});

describe("legacy rate wizard", () => {
  it("says the range and the length limit at steps 2 and 3", async () => {
    const query = { ...plan, region_id: MEXICO };
    const step0 = await saveLegacy(t, admin, 0, query, { name: "Tarifa Mensajes" });
    const rateQuery = { ...query, rate_id: step0.body.result.rate_id };
    await saveLegacy(t, admin, 1, rateQuery, { target_id: [1] });
    const store = await offer(t, MEXICO, "app_store");
    const line = { user_type_id: store.user_type_id, payment_method_id: store.payment_method_id };
    expect(
      await validation(saveLegacy(t, admin, 2, rateQuery, { ...line, trial: true, trial_period: 5000 })),
    ).toEqual({ trial_period: TRIAL_TEXT });
    expect((await saveLegacy(t, admin, 2, rateQuery, { ...line, trial: true, trial_period: 7 })).http).toBe(
      201,
    );
    expect(
      await validation(
        saveLegacy(t, admin, 3, rateQuery, {
          currency_id: store.currency_id,
          price: "10",
          net_price: "8",
          tax: "0",
          external_service_id_out: "x".repeat(10_001),
        }),
      ),
    ).toEqual({ external_service_id_out: OUT_TEXT });
  });
});
