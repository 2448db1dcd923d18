import { beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_FIXTURES } from "../../server/products/seed/seed-fixtures.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { BOLIVIA, CHILE, MEXICO, offer, saveLegacy, saveRate } from "./product-wizard-helpers.ts";
import { PRODUCTS, productsUser } from "./products-helpers.ts";

// Spec 3 §5 prices, §4 frozen regions and rate states, §6 regions of the user: rate steps refused when a rule
// is broken, with nothing written; the corporate hub and eligibility checks; the legacy rate wizard.

let t: TestApp;
let admin: string;
let mexicoEditor: string;
const video = PRODUCT_FIXTURES.video;
const plan = { product_id: video.plan };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
  mexicoEditor = await productsUser(t, "wizmx", ["view", "edit", "new", "publish"], ["mexico"]);
});

type Refusal = { error: string; extra: { validation?: unknown; dump?: { respuesta: string } } };

/** Saves a new rate and expects a refusal that wrote nothing; answers the body. */
async function refused(token: string, regionId: number, payload: object, step = 4, rateId?: number) {
  const before = await t.counts();
  const reply = await saveRate(t, token, step, { ...plan, region_id: regionId, rate_id: rateId }, payload);
  expect(reply.http).toBeGreaterThanOrEqual(400);
  expect(await t.counts()).toEqual(before);
  return { ...reply.body, extra: reply.body.extra ?? {} } as Refusal;
}

describe("price rules on rate step 4", () => {
  it("Mexico asks only a price of a store method, but net price and outgoing id of carrier billing", async () => {
    const store = await offer(t, MEXICO, "app_store");
    const ok = await saveRate(
      t,
      admin,
      4,
      { ...plan, region_id: MEXICO },
      {
        payments: [{ ...store, price: "99" }],
        catalogue_ids: ["MX-1000"],
        target_id: [1],
      },
    );
    expect(ok.http).toBe(201);
    const carrier = await offer(t, MEXICO, "carrier_billing");
    const body = await refused(admin, MEXICO, {
      payments: [{ ...carrier, price: "99" }],
      catalogue_ids: ["MX-1000"],
      target_id: [2],
    });
    expect(body).toMatchObject({
      error: "wizard_rule_invalid",
      extra: {
        datafield: "payments.0.net_price",
        validation: {
          "payments.0.net_price": "El precio neto es obligatorio y numérico",
          "payments.0.external_service_id_out": "El id de servicio de salida es obligatorio",
        },
        dump: { respuesta: expect.any(String) },
      },
    });
  });

  it("Chile asks a numeric tax of a method requiring a service id, and a catalogue identifier", async () => {
    const card = await offer(t, CHILE, "card");
    const line = { ...card, price: "9990", net_price: "8395", external_service_id_out: "PLAN-1" };
    const body = await refused(admin, CHILE, { payments: [line], target_id: [1] });
    expect(body.extra.validation).toEqual({
      "payments.0.tax": "El impuesto es obligatorio y numérico",
      catalogue_ids: "El medio de pago requiere un identificador de producto del catálogo",
    });
    const ok = await saveRate(
      t,
      admin,
      4,
      { ...plan, region_id: CHILE },
      {
        payments: [{ ...line, tax: "19%" }],
        catalogue_ids: ["CL-1000"],
        target_id: [1],
      },
    );
    expect(ok.http).toBe(201);
  });

  it("refuses a payment method the user type is not offered, and the same line twice", async () => {
    const free = await offer(t, MEXICO, "free");
    const body = await refused(admin, MEXICO, {
      payments: [
        { ...free, price: "0" },
        { ...free, price: "0" },
        { ...free, payment_method_id: 8, price: "1" },
      ],
      target_id: [1],
    });
    expect(body.extra.validation).toEqual({
      "payments.1.payment_method_id": "El medio de pago ya fue agregado",
      "payments.2.payment_method_id":
        "El medio de pago no está disponible para el tipo de usuario en la región",
    });
  });
});

describe("regions and states", () => {
  it("refuses a rate in the frozen region with the migration error", async () => {
    const free = await offer(t, BOLIVIA, "free");
    const body = await refused(admin, BOLIVIA, { payments: [{ ...free, price: "1" }], target_id: [1] });
    expect(body).toMatchObject({
      error: "product_region_frozen",
      extra: { error_code: "product_region_frozen" },
    });
    expect(body.extra.dump?.respuesta).toContain("no se pueden crear tarifas");
  });

  it("refuses rates outside the user's regions", async () => {
    const free = await offer(t, CHILE, "free");
    const body = await refused(mexicoEditor, CHILE, { payments: [{ ...free, price: "1" }], target_id: [1] });
    expect(body.error).toBe("product_region_forbidden");
    const argentina = await refused(mexicoEditor, 749, {}, 6, video.rates.argentina);
    expect(argentina.error).toBe("product_region_forbidden");
  });

  it("creates rates only on published plans and edits only draft rates", async () => {
    const free = await offer(t, MEXICO, "free");
    const payload = { payments: [{ ...free, price: "1" }], target_id: [1] };
    const before = await t.counts();
    const draftPlan = await saveRate(
      t,
      admin,
      4,
      { product_id: video.draftPlan, region_id: MEXICO },
      payload,
    );
    expect(draftPlan.body.error).toBe("product_plan_not_published");
    expect(await t.counts()).toEqual(before);
    expect((await refused(admin, MEXICO, payload, 4, video.rates.uat)).error).toBe("product_rate_not_draft");
    expect((await refused(admin, MEXICO, {}, 6, video.rates.uat)).error).toBe("product_rate_uat_refused");
    // A draft rate has not been to uat: step 7 is beyond its next step.
    expect((await refused(admin, MEXICO, {}, 7, video.rates.draft)).error).toBe("wizard_step_inactive");
    expect((await refused(admin, MEXICO, {}, 7, video.rates.inactive)).error).toBe(
      "product_rate_publish_refused",
    );
  });

  it("publishes a uat rate to production at step 7", async () => {
    const reply = await saveRate(t, mexicoEditor, 7, {
      ...plan,
      region_id: MEXICO,
      rate_id: video.rates.uat,
    });
    expect(reply.body).toMatchObject({
      status: 201,
      result: { step: 7, updated: { rate: { state: "publish" } } },
    });
  });

  it("sends a corporate hub rate straight to production at step 6, asking its first incoming id", async () => {
    const hub = await t.call("GET", `${PRODUCTS}/wizard/hubcorp`, {
      token: admin,
      query: { region_id: MEXICO, target: 6 },
    });
    expect(hub.body.result).toEqual({ is_hubcorp: 1 });
    const web = await t.call("GET", `${PRODUCTS}/wizard/hubcorp`, {
      token: admin,
      query: { region_id: MEXICO, target: 1 },
    });
    expect(web.body.result).toEqual({ is_hubcorp: 0 });
    const card = await offer(t, MEXICO, "card");
    const line = { ...card, price: "149", catalogue_ids: undefined };
    const missing = await refused(admin, MEXICO, {
      payments: [line],
      catalogue_ids: ["MX-1001"],
      target_id: [6],
    });
    expect(missing.extra.validation).toEqual({
      "payments.0.external_service_id_in": "El primer id de servicio de entrada es obligatorio",
    });
    const saved = await saveRate(
      t,
      admin,
      4,
      { ...plan, region_id: MEXICO },
      {
        payments: [{ ...line, external_service_id_in: ["HUB-1"] }],
        catalogue_ids: ["MX-1001"],
        target_id: [6],
      },
    );
    expect(saved.body.result.insert.rate).toMatchObject({ is_hubcorp: 1 });
    const rateId = saved.body.result.rate_id;
    const prod = await saveRate(t, admin, 6, { ...plan, region_id: MEXICO, rate_id: rateId });
    expect(prod.body.result.updated.rate).toMatchObject({ state: "publish", last_step_saved: 7 });
  });

  it("allows one eligibility rate per plan and region", async () => {
    const free = await offer(t, 749, "free");
    const payload = { payments: [{ ...free, price: "1" }], target_id: [1], eligibility_rate: 1 };
    const first = await saveRate(t, admin, 4, { product_id: video.plan, region_id: 749 }, payload);
    expect(first.http).toBe(201);
    const check = await t.call("GET", `${PRODUCTS}/wizard/eligibility`, {
      token: admin,
      query: { product_id: video.plan, region_id: 749 },
    });
    expect(check.body.result).toEqual({ Has_Eligibity_Rate: 1 });
    const second = await refused(admin, 749, payload);
    expect(second.extra.validation).toEqual({
      eligibility_rate: "El plan ya tiene una tarifa de elegibilidad en la región",
    });
  });
});

describe("the legacy rate wizard", () => {
  it("says 'No existe rate para el paso {n}' above step 1 without a rate", async () => {
    const before = await t.counts();
    const reply = await saveLegacy(
      t,
      admin,
      2,
      { ...plan, region_id: MEXICO },
      { user_type_id: 1, payment_method_id: 1 },
    );
    expect(reply.http).toBe(404);
    expect(reply.body.extra).toMatchObject({ error_msg: "No existe rate para el paso 2" });
    expect(await t.counts()).toEqual(before);
  });

  it("creates a rate at step 0, prices a payment line at steps 2 and 3, and caps the next step at 5", async () => {
    const query = { ...plan, region_id: MEXICO };
    const step0 = await saveLegacy(t, admin, 0, query, {
      name: "Tarifa Legada",
      description: "Asistente antiguo",
    });
    expect(step0.body.result).toMatchObject({ step: 1, insert: { rate: { name: "Tarifa Legada" } } });
    const rateQuery = { ...query, rate_id: step0.body.result.rate_id };
    expect((await saveLegacy(t, admin, 1, rateQuery, { target_id: [1] })).body.result.step).toBe(2);
    const carrier = await offer(t, MEXICO, "carrier_billing");
    const line = { user_type_id: carrier.user_type_id, payment_method_id: carrier.payment_method_id };
    const noPeriod = await saveLegacy(t, admin, 2, rateQuery, { ...line, trial: true, service: true });
    expect(noPeriod.body.extra?.validation).toEqual({
      trial_period: "La bonificación debe estar entre 0 y 1200",
      external_service_id_in: "Agregue al menos un código de servicio de entrada",
    });
    expect((await saveLegacy(t, admin, 2, rateQuery, { ...line, trial: true, trial_period: 7 })).http).toBe(
      201,
    );
    const noTax = await saveLegacy(t, admin, 3, rateQuery, {
      currency_id: carrier.currency_id,
      price: "10",
      net_price: "8",
    });
    expect(noTax.body.extra?.validation).toEqual({ tax: "El impuesto es obligatorio y numérico" });
    const priced = await saveLegacy(t, admin, 3, rateQuery, {
      currency_id: carrier.currency_id,
      price: "10",
      net_price: "8",
      tax: "0",
    });
    expect(priced.body.result.updated.rate.payments).toEqual([
      expect.objectContaining({ price: "10", tax: "0" }),
    ]);
    expect((await saveLegacy(t, admin, 4, rateQuery, { active: 1 })).body.result.step).toBe(5);
  });
});

describe("permissions per privilege", () => {
  it("needs new to create, edit to change, publish to publish", async () => {
    const viewer = await productsUser(t, "wizview", ["view"]);
    const editor = await productsUser(t, "wizedit", ["view", "edit"]);
    const free = await offer(t, MEXICO, "free");
    const payload = { payments: [{ ...free, price: "1" }], target_id: [1] };
    expect((await refused(viewer, MEXICO, payload)).error).toBe("user_without_permission");
    expect((await refused(editor, MEXICO, payload)).error).toBe("user_without_permission");
    const created = await saveRate(t, mexicoEditor, 4, { ...plan, region_id: MEXICO }, payload);
    const rateQuery = { ...plan, region_id: MEXICO, rate_id: created.body.result.rate_id };
    expect((await saveRate(t, editor, 4, rateQuery, { ...payload, trial_period: 3 })).http).toBe(201);
    expect((await refused(editor, MEXICO, {}, 6, rateQuery.rate_id)).error).toBe("user_without_permission");
    const viewed = await t.call("GET", `${PRODUCTS}/wizard/rates/${rateQuery.rate_id}`, { token: viewer });
    expect(viewed.body.result.rate).toMatchObject({ trial_period: 3, last_step_saved: 5, allow_abm: true });
  });
});
