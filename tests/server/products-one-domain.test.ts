import { beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_FIXTURES } from "../../server/products/seed/seed-fixtures.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { MEXICO, offer, saveLegacy, savePlan, saveRate, subscriptionPlan } from "./product-wizard-helpers.ts";
import { PRODUCTS } from "./products-helpers.ts";

// One product domain (issue 25): a plan published from the list goes on through the wizard, and a rate is
// published by one function with one set of guards, whichever screen asks.

const video = PRODUCT_FIXTURES.video;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
});

const post = (path: string) => t.call("POST", `${PRODUCTS}${path}`, { token: admin });

async function draftPlan(name: string): Promise<number> {
  const saved = await savePlan(t, admin, 1, 0, {
    ...subscriptionPlan(0, name),
    new_family: 1,
    family_name: `Familia ${name}`,
  });
  expect(saved.http).toBe(201);
  return saved.body.result.product_id;
}

describe("a plan published from the list", () => {
  it("opens the wizard's rate steps and takes a rate to production", async () => {
    const productId = await draftPlan("Plan Publicado Desde Lista");
    expect((await post(`/plans/${productId}/publish`)).body.result).toMatchObject({ state: "published" });

    const view = await t.call("GET", `${PRODUCTS}/wizard/plans/${productId}/steps/3`, { token: admin });
    expect(view.body.result.last_step_saved).toBeGreaterThanOrEqual(3);

    const free = await offer(t, MEXICO, "free");
    const query = { region_id: MEXICO, product_id: productId };
    const step4 = await saveRate(t, admin, 4, query, { payments: [{ ...free, price: "0" }], target_id: [1] });
    expect(step4.body).toMatchObject({ status: 201, result: { step: 4 } });
    const rateId = step4.body.result.rate_id;
    const step6 = await saveRate(t, admin, 6, { ...query, rate_id: rateId, action: "publish" });
    expect(step6.body.result.updated.rate).toMatchObject({ state: "uat" });
    const step7 = await saveRate(t, admin, 7, { ...query, rate_id: rateId, action: "publish" });
    expect(step7.body.result.updated.rate).toMatchObject({ state: "publish", last_step_saved: 7 });
  });

  it("gives a plan published from the list before this fix its rate steps too", async () => {
    const productId = await draftPlan("Plan Antiguo Publicado");
    // A plan the old list published stayed at its last wizard step (1).
    await t.db
      .withTables<{ product_plans: { product_id: number; state: string; last_step_saved: number } }>()
      .updateTable("product_plans")
      .set({ state: "published", last_step_saved: 1 })
      .where("product_id", "=", productId)
      .execute();
    const view = await t.call("GET", `${PRODUCTS}/wizard/plans/${productId}/steps/3`, { token: admin });
    expect(view.body.result.last_step_saved).toBe(3);
  });
});

describe("one rate publication, one set of guards", () => {
  /** A rate made at the legacy wizard's step 0: a name, no payment, no channel. */
  async function bareRate(name: string): Promise<number> {
    const saved = await saveLegacy(
      t,
      admin,
      0,
      { region_id: MEXICO, product_id: video.plan },
      { name, description: "Sin medios de pago" },
    );
    expect(saved.http).toBe(201);
    return saved.body.result.rate_id;
  }

  const uploads = (rateId: number) =>
    t.db
      .withTables<{ product_rate_publications: { rate_id: number } }>()
      .selectFrom("product_rate_publications")
      .select("rate_id")
      .where("rate_id", "=", rateId)
      .execute();

  it("refuses 'Generar en UAT' and 'Publicar en producción' of a rate without payments, writing nothing", async () => {
    const rateId = await bareRate("Tarifa Sin Pagos");
    for (const path of [`/rates/${rateId}/uat`, `/rates/${rateId}/publish`]) {
      const reply = await post(path);
      expect(reply.http).toBeGreaterThanOrEqual(400);
      if (path.endsWith("uat")) {
        expect(reply.body.error).toBe("wizard_rule_invalid");
        expect(reply.body.extra?.validation).toEqual({ payments: "Agregue al menos un medio de pago" });
      } else expect(reply.body.error).toBe("product_rate_publish_refused");
    }
    expect(await uploads(rateId)).toEqual([]);
    const wizard = await saveRate(t, admin, 6, {
      region_id: MEXICO,
      product_id: video.plan,
      rate_id: rateId,
      action: "publish",
    });
    expect(wizard.body.error).toBe("wizard_rule_invalid");
    expect(wizard.body.extra?.validation).toEqual({ payments: "Agregue al menos un medio de pago" });
  });

  it("refuses a rate with payments but no channel", async () => {
    const rateId = video.rates.draft;
    await t.db
      .withTables<{ product_rate_targets: { rate_id: number } }>()
      .deleteFrom("product_rate_targets")
      .where("rate_id", "=", rateId)
      .execute();
    const reply = await post(`/rates/${rateId}/uat`);
    expect(reply.body.error).toBe("wizard_rule_invalid");
    expect(reply.body.extra?.validation).toEqual({ target_id: "Seleccione un canal" });
    expect(await uploads(rateId)).toEqual([]);
  });

  it("derives a corporate hub rate's state from its one production upload", async () => {
    const reply = await post(`/rates/${video.rates.hubcorp}/publish`);
    expect(reply.body.result).toMatchObject({ state: "publish" });
  });
});
