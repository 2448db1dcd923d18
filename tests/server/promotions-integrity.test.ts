import { beforeAll, describe, expect, it } from "vitest";
import { countOf, one } from "./filters-helpers.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { PRODUCTS } from "./products-helpers.ts";
import {
  fields,
  type Line,
  lineOf,
  PROMOTION,
  PROMOTIONS,
  secondPlanOnSale,
  storedPromotion,
  VIDEO,
} from "./promotions-helpers.ts";

// A promotion keeps its plans (issue 25): it takes only rates on sale, no transaction plan and no two rates of
// one plan, publishing checks every rule again, and a rate or plan a promotion holds cannot be deleted, nor a rate a published
// promotion sells be inactivated.

let t: TestApp;
let admin: string;
let first: Line;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
  first = await lineOf(t, VIDEO.rates.publish);
});

const add = (body: unknown) => t.call("POST", PROMOTIONS, { token: admin, body });
const publish = (id: number) => t.call("POST", `${PROMOTION}/${id}/publish`, { token: admin });
const stateOf = (id: number) =>
  one<{ state: string }>(t, "select state from promotions where promotion_id = ?", id);

async function draftWith(rates: { rate_id: number; cycle: number }[], name: string): Promise<number> {
  const reply = await add(fields(first, rates, name));
  expect(reply.http).toBe(201);
  return reply.body.result.promotion_id;
}

describe("what a promotion accepts", () => {
  it("refuses a rate of a transaction plan", async () => {
    const transaction = await one<{ rate_id: number }>(
      t,
      `select r.rate_id from product_rates r join product_plans p on p.product_id = r.product_id
       where p.type = 'M' and p.tenant_code = 'video' and r.active = 1 and r.deleted_date is null
       order by r.rate_id limit 1`,
    );
    const line = await lineOf(t, transaction.rate_id);
    const before = await countOf(t, "select count(*) n from promotions");
    const reply = await add(fields(line, [{ rate_id: line.rate_id, cycle: 1 }]));
    expect([reply.http, reply.body.error]).toEqual([400, "promotion_plan_transaction"]);
    expect(await countOf(t, "select count(*) n from promotions")).toBe(before);
  });

  it("refuses a rate that is not on sale: draft, in uat, or of a draft plan, naming the rate", async () => {
    const before = await countOf(t, "select count(*) n from promotions");
    for (const rateId of [VIDEO.rates.draft, VIDEO.rates.uat, VIDEO.rates.onDraftPlan]) {
      const line = await lineOf(t, rateId);
      const reply = await add(fields(line, [{ rate_id: rateId, cycle: 1 }]));
      expect([reply.http, reply.body.error]).toEqual([400, "promotion_rate_not_on_sale"]);
      expect(reply.body.extra?.dump).toContain(`tarifa ${rateId}`);
    }
    const second = await lineOf(t, VIDEO.rates.onDraftPlan, first);
    const pair = await add(
      fields(first, [
        { rate_id: first.rate_id, cycle: 1 },
        { rate_id: second.rate_id, cycle: 1200 },
      ]),
    );
    expect([pair.http, pair.body.error]).toEqual([400, "promotion_rate_not_on_sale"]);
    expect(await countOf(t, "select count(*) n from promotions")).toBe(before);
  });

  it("offers only rates on sale, each line saying so", async () => {
    const reply = await t.call("GET", `${PROMOTIONS}/rates?product_id=${VIDEO.family}&region_id=441`, {
      token: admin,
    });
    expect(reply.http).toBe(200);
    const ids = new Set(reply.body.result.map((line: { rate_id: number }) => line.rate_id));
    expect(ids.has(VIDEO.rates.publish)).toBe(true);
    for (const off of [VIDEO.rates.draft, VIDEO.rates.uat, VIDEO.rates.inactive, VIDEO.rates.onDraftPlan])
      expect(ids.has(off)).toBe(false);
    expect(reply.body.result.every((line: { on_sale: boolean }) => line.on_sale)).toBe(true);
  });

  it("refuses two rates of one plan", async () => {
    const sibling = VIDEO.rates.inactive;
    const on = await t.call("POST", `${PRODUCTS}/rates/${sibling}/status`, {
      token: admin,
      body: { active: 1 },
    });
    expect(on.body.result).toMatchObject({ active: 1, display_state: "publish" });
    const second = await lineOf(t, sibling, first);
    const reply = await add(
      fields(first, [
        { rate_id: first.rate_id, cycle: 1 },
        { rate_id: second.rate_id, cycle: 1200 },
      ]),
    );
    expect([reply.http, reply.body.error]).toEqual([400, "promotion_same_plan"]);
  });
});

describe("a promotion keeps its plans", () => {
  beforeAll(() => secondPlanOnSale(t, admin));

  it("refuses to publish a draft whose rate went inactive since it was saved, writing nothing", async () => {
    const second = await lineOf(t, VIDEO.rates.onDraftPlan, first);
    const id = await draftWith(
      [
        { rate_id: first.rate_id, cycle: 2 },
        { rate_id: second.rate_id, cycle: 1200 },
      ],
      "Revalidada",
    );
    await t.db
      .withTables<{ product_rates: { rate_id: number; active: number } }>()
      .updateTable("product_rates")
      .set({ active: 0 })
      .where("rate_id", "=", second.rate_id)
      .execute();
    const reply = await publish(id);
    expect([reply.http, reply.body.error]).toEqual([400, "promotion_rate_not_on_sale"]);
    expect(await stateOf(id)).toEqual({ state: "draft" });
    await t.db
      .withTables<{ product_rates: { rate_id: number; active: number } }>()
      .updateTable("product_rates")
      .set({ active: 1 })
      .where("rate_id", "=", second.rate_id)
      .execute();
    expect((await publish(id)).http).toBe(201);
    expect(await stateOf(id)).toEqual({ state: "published" });
  });

  it("refuses to delete a draft rate a promotion holds (saved before the rules), naming the promotion", async () => {
    const held = await lineOf(t, VIDEO.rates.draft);
    await storedPromotion(
      t,
      "Guarda tarifa",
      [{ rate_id: held.rate_id, plan_id: VIDEO.plan, cycle: 1 }],
      held,
    );
    const reply = await t.call("DELETE", `${PRODUCTS}/rates/${VIDEO.rates.draft}`, { token: admin });
    expect([reply.http, reply.body.error]).toEqual([409, "product_in_promotion"]);
    expect(reply.body.message).toContain("Guarda tarifa");
    const rate = await one<{ deleted_date: string | null }>(
      t,
      "select deleted_date from product_rates where rate_id = ?",
      VIDEO.rates.draft,
    );
    expect(rate.deleted_date).toBeNull();
  });

  it("refuses to inactivate a rate a published promotion sells", async () => {
    const id = await draftWith([{ rate_id: first.rate_id, cycle: 3 }], "Vendida");
    expect((await publish(id)).http).toBe(201);
    const reply = await t.call("POST", `${PRODUCTS}/rates/${first.rate_id}/status`, {
      token: admin,
      body: { active: 0 },
    });
    expect([reply.http, reply.body.error]).toEqual([409, "product_in_promotion"]);
    expect(await one(t, "select active from product_rates where rate_id = ?", first.rate_id)).toEqual({
      active: 1,
    });
  });
});
