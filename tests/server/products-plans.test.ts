import { beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_FIXTURES } from "../../server/products/seed/seed-fixtures.ts";
import { countOf } from "./filters-helpers.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { PRODUCTS, productsUser } from "./products-helpers.ts";

// Families and plans (spec 3 §4, §7): the list's filters, paging and search; delete and publish rules.

const V = PRODUCT_FIXTURES.video;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
});

const list = (query: Record<string, string | number> = {}, token = admin) =>
  t.call("GET", `${PRODUCTS}/families`, { token, query });

type Family = {
  id: number;
  name: string;
  products: {
    id: number;
    type: { id: string };
    regions_rates_resume: { region: { id: number }; rates: { id: number }[] }[];
  }[];
};

describe("the product list", () => {
  it("pages 5 families with totals of families, plans and rates", async () => {
    const first = await list();
    expect(first.body.result.families).toHaveLength(5);
    expect(first.body.result.families[0].id).toBe(V.family);
    const total = await countOf(t, "select count(*) n from product_families where tenant_code = 'video'");
    expect(first.body.result.total).toBe(total);
    const plans = await countOf(t, "select count(*) n from product_plans where tenant_code = 'video'");
    expect(first.body.result.total_plans).toBe(plans);
    const second = await list({ from: 5 });
    expect(second.body.result.families[0].id).not.toBe(first.body.result.families[0].id);
  });

  it("narrows plans by type and rates by region", async () => {
    const types = await list({ product_types: "M", quantity: 20 });
    const plans = (types.body.result.families as Family[]).flatMap((f) => f.products);
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((p) => p.type.id === "M")).toBe(true);
    const argentina = await list({ regions: "749", quantity: 20 });
    const families = argentina.body.result.families as Family[];
    expect(families.map((f) => f.id)).toContain(V.family);
    const regions = families.flatMap((f) =>
      f.products.flatMap((p) => p.regions_rates_resume.map((r) => r.region.id)),
    );
    expect(new Set(regions)).toEqual(new Set([749]));
  });

  it("narrows by user type and payment method", async () => {
    const reply = await list({ payments: "6", quantity: 20 });
    const rateIds = (reply.body.result.families as Family[]).flatMap((f) =>
      f.products.flatMap((p) => p.regions_rates_resume.flatMap((r) => r.rates.map((x) => x.id))),
    );
    expect(rateIds.length).toBe(reply.body.result.total_rates);
    const withMethod = await countOf(
      t,
      `select count(distinct r.rate_id) n from product_rates r join product_plans p on p.product_id = r.product_id
       join product_rate_payments x on x.rate_id = r.rate_id
       where p.tenant_code = 'video' and x.payment_method_id = 6 and r.deleted_date is null`,
    );
    expect(rateIds.length).toBe(withMethod);
  });

  it("searches by key from 3 characters: a plan name or a rate id", async () => {
    const byName = await list({ query: "premium video" });
    expect((byName.body.result.families as Family[]).map((f) => f.id)).toEqual([V.family, V.draftFamily]);
    const short = await list({ query: "pr" });
    expect(short.body.result.total).toBe((await list()).body.result.total);
    const generated = await countOf(
      t,
      "select max(r.rate_id) n from product_rates r join product_plans p on p.product_id = r.product_id where p.tenant_code = 'video'",
    );
    const byRate = await list({ query: String(generated) });
    expect(byRate.body.result.total).toBe(1);
  });

  it("keeps each tenant's catalogue apart", async () => {
    const music = await list({ tenant_code: "music" });
    expect(music.body.result.families[0].id).toBe(PRODUCT_FIXTURES.music.family);
    const plan = await t.call("GET", `${PRODUCTS}/plans/${PRODUCT_FIXTURES.music.plan}`, { token: admin });
    expect(plan.body.error).toBe("product_not_found");
  });
});

describe("plan and family state rules", () => {
  it("gets a plan with its family, rates per region and step_allowed_edit", async () => {
    const plan = await t.call("GET", `${PRODUCTS}/plans/${V.plan}`, { token: admin });
    expect(plan.body.result).toMatchObject({ id: V.plan, state: "published", step_allowed_edit: false });
    expect(plan.body.result.family.id).toBe(V.family);
    expect(plan.body.result.rates_count).toBeGreaterThan(5);
  });

  it("refuses to delete a published plan, and a draft plan that has rates", async () => {
    for (const id of [V.plan, V.draftPlanWithRate]) {
      const reply = await t.call("DELETE", `${PRODUCTS}/plans/${id}`, { token: admin });
      expect(reply.http).toBe(409);
      expect(reply.body.error).toBe("product_plan_not_deletable");
      expect(reply.body.message).toBe(
        "Solo se puede eliminar un plan que no esté publicado y no tenga tarifas asociadas",
      );
    }
  });

  it("refuses to publish a plan that is not a draft, publishes a draft (201)", async () => {
    const again = await t.call("POST", `${PRODUCTS}/plans/${V.plan}/publish`, { token: admin });
    expect(again.body.error).toBe("product_plan_not_draft");
    const viewer = await productsUser(t, "planesver", ["view", "edit"], ["mexico"]);
    const denied = await t.call("POST", `${PRODUCTS}/plans/${V.draftPlanWithRate}/publish`, {
      token: viewer,
    });
    expect(denied.body.error).toBe("user_without_permission");
    const ok = await t.call("POST", `${PRODUCTS}/plans/${V.draftPlanWithRate}/publish`, { token: admin });
    expect(ok.body).toMatchObject({ status: 201, result: { state: "published" } });
  });

  it("refuses to delete a published family; deletes a draft family with its draft plan (201)", async () => {
    const refused = await t.call("DELETE", `${PRODUCTS}/families/${V.family}`, { token: admin });
    expect(refused.body.error).toBe("product_family_not_deletable");
    const ok = await t.call("DELETE", `${PRODUCTS}/families/${V.draftFamily}`, { token: admin });
    expect(ok.body).toMatchObject({ status: 201, result: { deleted: true } });
    expect(await countOf(t, "select count(*) n from product_plans where product_id = ?", V.draftPlan)).toBe(
      0,
    );
  });
});
