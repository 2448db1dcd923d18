import { beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_FIXTURES } from "../../server/products/seed/seed-fixtures.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { MEXICO, offer, savePlan, saveRate, subscriptionPlan } from "./product-wizard-helpers.ts";
import { PRODUCTS } from "./products-helpers.ts";

// Spec 3 §2 product wizard, §4 wizard order: a plan through its seven steps to production; a step out of
// order refused with nothing written; names taken and available.

let t: TestApp;
let admin: string;
const video = PRODUCT_FIXTURES.video;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
});

const plans = () =>
  t.db.withTables<{ product_plans: { product_id: number; state: string; last_step_saved: number } }>();

describe("the product wizard", () => {
  it("takes a subscription plan through all seven steps to production", async () => {
    const step1 = await savePlan(t, admin, 1, 0, {
      ...subscriptionPlan(0, "Plan Asistente Completo"),
      new_family: 1,
      family_name: "Familia Asistente",
    });
    expect(step1.http).toBe(201);
    expect(step1.body).toMatchObject({ status: 201, result: { step: 1, last_step_saved: 1 } });
    const productId = step1.body.result.product_id;

    const view = await t.call("GET", `${PRODUCTS}/wizard/plans/${productId}/steps/1`, { token: admin });
    expect(view.body.result).toMatchObject({
      product: { name: "Plan Asistente Completo", internal_name: "plan_asistente_completo", state: "draft" },
      family: { name: "Familia Asistente", state: "draft" },
      last_step_saved: 1,
    });

    const filter = await t.db
      .withTables<{ filters: { filter_id: number; tenant_code: string } }>()
      .selectFrom("filters")
      .select("filter_id")
      .where("tenant_code", "=", "video")
      .executeTakeFirstOrThrow();
    const rules = [{ type: "rule", name: "AllowCancel", value: "S" }];
    const step2 = await savePlan(t, admin, 2, productId, {
      data: [{ filter_id: filter.filter_id, action: "add", rule_params: rules }],
    });
    expect(step2.body.result).toMatchObject({ step: 2, last_step_saved: 2 });
    const step3 = await savePlan(t, admin, 3, productId, { action: "publish" });
    expect(step3.body.result).toMatchObject({ step: 3, last_step_saved: 3 });
    const published = await t.call("GET", `${PRODUCTS}/wizard/plans/${productId}/steps/3`, { token: admin });
    expect(published.body.result.product).toMatchObject({ state: "published", step_allowed_edit: false });
    expect(published.body.result.product.content_filters).toEqual([
      expect.objectContaining({ filter_id: filter.filter_id, action: "add", rule_params: rules }),
    ]);
    expect(published.body.result.family.state).toBe("publish");

    const free = await offer(t, MEXICO, "free");
    const query = { region_id: MEXICO, product_id: productId };
    const step4 = await saveRate(t, admin, 4, query, {
      payments: [{ ...free, price: "0" }],
      target_id: [1],
      trial_period: 7,
    });
    expect(step4.http).toBe(201);
    expect(step4.body.result.insert.rate).toMatchObject({
      state: "draft",
      trial_period: 7,
      last_step_saved: 5,
    });
    const rateId = step4.body.result.rate_id;
    const step5 = await saveRate(
      t,
      admin,
      5,
      { ...query, rate_id: rateId },
      {
        payments: [{ ...free, key_email: "COMPRA_VIDEO_MENSUAL", cancelation_key_email: null }],
      },
    );
    expect(step5.body.result.updated.rate.payments[0]).toMatchObject({ key_email: "COMPRA_VIDEO_MENSUAL" });
    const step6 = await saveRate(t, admin, 6, { ...query, rate_id: rateId, action: "publish" });
    expect(step6.body.result.updated.rate).toMatchObject({ state: "uat", last_step_saved: 6 });
    const step7 = await saveRate(t, admin, 7, { ...query, rate_id: rateId, action: "publish" });
    expect(step7.body).toMatchObject({
      status: 201,
      result: { step: 7, updated: { rate: { state: "publish" } } },
    });
    const uploads = await t.db
      .withTables<{ product_rate_publications: { rate_id: number; environment: string } }>()
      .selectFrom("product_rate_publications")
      .select("environment")
      .where("rate_id", "=", rateId)
      .execute();
    expect(uploads.map((u) => u.environment)).toEqual(["uat", "prod"]);
  });

  it("refuses a step beyond the next one with the inactive-step error, writing nothing", async () => {
    const step1 = await savePlan(t, admin, 1, 0, subscriptionPlan(video.family, "Plan Fuera De Orden"));
    const productId = step1.body.result.product_id;
    const before = await t.counts();
    const skipped = await savePlan(t, admin, 3, productId, { action: "publish" });
    expect(skipped.http).toBe(409);
    expect(skipped.body).toMatchObject({
      error: "wizard_step_inactive",
      extra: {
        step: 2,
        error_code: "wizard_step_inactive",
        error_msg: expect.stringContaining("Paso inactivo"),
      },
    });
    expect(await t.counts()).toEqual(before);
    const plan = await plans()
      .selectFrom("product_plans")
      .selectAll()
      .where("product_id", "=", productId)
      .executeTakeFirstOrThrow();
    expect(plan).toMatchObject({ state: "draft", last_step_saved: 1 });
  });

  it("refuses a taken plan name and answers availability with the internal name", async () => {
    const taken = await savePlan(t, admin, 1, 0, subscriptionPlan(video.family, video.planName));
    expect(taken.http).toBe(409);
    expect(taken.body).toMatchObject({
      error: "wizard_name_exists",
      extra: { error_msg: "name already exists" },
    });
    const exists = await t.call("GET", `${PRODUCTS}/wizard/names/plan`, {
      token: admin,
      query: { name: video.planName },
    });
    expect(exists.body.result.result).toBe("EXISTS");
    const free = await t.call("GET", `${PRODUCTS}/wizard/names/family`, {
      token: admin,
      query: { name: "Familia Nueva Única" },
    });
    expect(free.body.result).toEqual({ result: "AVAILABLE", internal_name: "familia_nueva_unica" });
  });

  it("answers a broken §5 rule with its Spanish message on the field, and edits only drafts", async () => {
    const bad = await savePlan(t, admin, 1, 0, {
      ...subscriptionPlan(video.family, "Plan$"),
      temporary_limit: 0,
    });
    expect(bad.http).toBe(400);
    expect(bad.body).toMatchObject({
      error: "wizard_rule_invalid",
      extra: {
        datafield: "payload.name",
        validation: {
          "payload.name": "Caracteres invalidos",
          "payload.temporary_limit": "El número de ciclos debe estar entre 1 y 9999999999",
        },
      },
    });
    const published = await savePlan(
      t,
      admin,
      1,
      video.plan,
      subscriptionPlan(video.family, "Plan Renombrado"),
    );
    expect(published.body.error).toBe("product_plan_not_draft");
  });
});
