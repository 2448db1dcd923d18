import { beforeAll, describe, expect, it } from "vitest";
import { countOf, one } from "./filters-helpers.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { productsUser } from "./products-helpers.ts";
import { fields, lineOf, PROMOTION, PROMOTIONS, VIDEO } from "./promotions-helpers.ts";

// The promotion list (spec 3 §2, §7): POST with from, quantity, query and the filters, over the seeded drafts
// and published promotions of the tenant; and the form's choices (regions, products, plans, rate lines).

let t: TestApp;
let root: string;
let mexicoOnly: string;

const list = (body: Record<string, unknown>, token = root) =>
  t.call("POST", `${PROMOTIONS}/list`, { token, body });

beforeAll(async () => {
  t = await createTestApp();
  root = await t.login("admin@adm.test");
  mexicoOnly = await productsUser(t, "promomexico", ["view", "edit"], ["mexico"], ["video"]);
});

describe("promotions list", () => {
  it("seeds drafts and published promotions of both tenants", async () => {
    expect(await countOf(t, "select count(*) n from promotions where state = 'draft'")).toBeGreaterThan(0);
    expect(await countOf(t, "select count(*) n from promotions where state = 'published'")).toBeGreaterThan(
      0,
    );
    expect(
      await countOf(t, "select count(*) n from promotion_plans where position = 2 and cycle <> 1200"),
    ).toBe(0);
  });

  it("pages by from and quantity with the tenant's total, newest first", async () => {
    const total = await countOf(t, "select count(*) n from promotions where tenant_code = 'video'");
    const firstPage = await list({ from: 0, quantity: 5 });
    expect(firstPage.http).toBe(200);
    expect(firstPage.body.result.total).toBe(total);
    expect(firstPage.body.result.promotions).toHaveLength(Math.min(5, total));
    const secondPage = await list({ from: 5, quantity: 5 });
    const ids = [...firstPage.body.result.promotions, ...secondPage.body.result.promotions].map(
      (p: { id: number }) => p.id,
    );
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("filters by product, plan, region, user type and payment method, and searches name or id", async () => {
    const first = await lineOf(t, VIDEO.rates.publish);
    const saved = await t.call("POST", PROMOTIONS, {
      token: root,
      body: fields(first, [{ rate_id: first.rate_id, cycle: 2 }], "Zafiro unico"),
    });
    const id = saved.body.result.promotion_id;
    const found = await list({
      product_id: VIDEO.family,
      plan_id: [VIDEO.plan],
      region_id: 441,
      user_type_id: first.user_type_id,
      payment_method_id: first.payment_method_id,
      query: "zafiro",
    });
    expect(found.body.result.promotions.map((p: { id: number }) => p.id)).toEqual([id]);
    expect(
      (await list({ query: String(id) })).body.result.promotions.map((p: { id: number }) => p.id),
    ).toContain(id);
    expect((await list({ query: "zafiro", region_id: 746 })).body.result.total).toBe(0);
    expect((await list({ query: "zafiro", plan_id: "999999" })).body.result.total).toBe(0);
    const card = found.body.result.promotions[0];
    expect(card).toMatchObject({
      name: "Zafiro unico",
      state: "draft",
      product: { id: VIDEO.family },
      region: { id: 441 },
      user_type: { id: first.user_type_id },
      payment_method: { id: first.payment_method_id },
      currency: { id: first.currency_id },
      plans: [{ rate_id: first.rate_id, cycle: 2, plan: { id: VIDEO.plan } }],
    });
  });

  it("shows only promotions of the caller's regions and tenant", async () => {
    const foreign = await one<{ promotion_id: number }>(
      t,
      "select promotion_id from promotions where region_id <> 441 or tenant_code <> 'video' order by promotion_id limit 1",
    ).catch(() => undefined);
    const page = await list({ quantity: 100 }, mexicoOnly);
    for (const promotion of page.body.result.promotions) expect(promotion.region.id).toBe(441);
    if (foreign) {
      const got = await t.call("GET", `${PROMOTION}/${foreign.promotion_id}`, { token: mexicoOnly });
      expect([got.http, got.body.error]).toEqual([404, "promotion_not_found"]);
    }
  });
});

describe("promotion form choices", () => {
  it("lists the caller's regions, the products with plans, a product's published plans and the lines on sale", async () => {
    const regions = await t.call("GET", `${PROMOTIONS}/regions`, { token: mexicoOnly });
    expect(regions.body.result.map((r: { name: string }) => r.name)).toEqual(["mexico"]);
    const products = await t.call("GET", `${PROMOTIONS}/products`, { token: mexicoOnly });
    expect(products.body.result.map((p: { id: number }) => p.id)).toContain(VIDEO.family);
    const plans = await t.call("GET", `${PROMOTIONS}/plans`, {
      token: mexicoOnly,
      query: { product_id: VIDEO.family },
    });
    const planIds = plans.body.result.map((p: { id: number }) => p.id);
    expect(planIds).toContain(VIDEO.plan);
    expect(planIds).not.toContain(VIDEO.draftPlanWithRate);
    const lines = await t.call("GET", `${PROMOTIONS}/rates`, {
      token: mexicoOnly,
      query: { product_id: VIDEO.family, region_id: 441 },
    });
    const rateIds = new Set(lines.body.result.map((line: { rate_id: number }) => line.rate_id));
    expect(rateIds.has(VIDEO.rates.publish)).toBe(true);
    expect(rateIds.has(VIDEO.rates.inactive)).toBe(false);
    expect(rateIds.has(VIDEO.rates.argentina)).toBe(false);
    const first = lines.body.result[0];
    const userTypes = await t.call("GET", `${PROMOTIONS}/user-types`, {
      token: mexicoOnly,
      query: { region_id: 441 },
    });
    expect(userTypes.body.result.map((u: { id: number }) => u.id)).toContain(first.user_type.id);
    const methods = await t.call("GET", `${PROMOTIONS}/payment-methods`, {
      token: mexicoOnly,
      query: { region_id: 441, user_type_id: first.user_type.id },
    });
    expect(methods.body.result.map((m: { id: number }) => m.id)).toContain(first.payment_method.id);
  });
});
