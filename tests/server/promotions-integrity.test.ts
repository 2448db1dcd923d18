import { beforeAll, describe, expect, it } from "vitest";
import { countOf, one } from "./filters-helpers.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { PRODUCTS } from "./products-helpers.ts";
import { fields, type Line, lineOf, PROMOTION, PROMOTIONS, VIDEO } from "./promotions-helpers.ts";

// A promotion keeps its plans (issue 25): it takes no transaction plan and no two rates of one plan, publishing
// checks every rule again, and a rate or plan a promotion holds cannot be deleted, nor a rate a published
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
    expect([reply.http, reply.body.error]).toEqual([400, "promotion_rate_invalid"]);
    expect(await countOf(t, "select count(*) n from promotions")).toBe(before);
  });

  it("refuses two rates of one plan", async () => {
    const sibling = await one<{ rate_id: number }>(
      t,
      `select r.rate_id from product_rates r join product_rate_payments pay on pay.rate_id = r.rate_id
       where r.product_id = ? and r.rate_id <> ? and r.region_id = 441 and r.active = 1
         and r.deleted_date is null and pay.user_type_id = ? and pay.payment_method_id = ?
       order by r.rate_id limit 1`,
      VIDEO.plan,
      first.rate_id,
      first.user_type_id,
      first.payment_method_id,
    );
    const reply = await add(
      fields(first, [
        { rate_id: first.rate_id, cycle: 1 },
        { rate_id: sibling.rate_id, cycle: 1200 },
      ]),
    );
    expect([reply.http, reply.body.error]).toEqual([400, "promotion_same_plan"]);
  });
});

describe("a promotion keeps its plans", () => {
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
    expect([reply.http, reply.body.error]).toEqual([400, "promotion_rate_invalid"]);
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

  it("refuses to delete a draft rate a promotion holds, naming the promotion", async () => {
    const held = await lineOf(t, VIDEO.rates.onDraftPlan);
    const reply0 = await add(fields(held, [{ rate_id: held.rate_id, cycle: 1 }], "Guarda tarifa"));
    expect(reply0.http).toBe(201);
    const reply = await t.call("DELETE", `${PRODUCTS}/rates/${VIDEO.rates.onDraftPlan}`, { token: admin });
    expect([reply.http, reply.body.error]).toEqual([409, "product_in_promotion"]);
    expect(reply.body.message).toContain("Guarda tarifa");
    const rate = await one<{ deleted_date: string | null }>(
      t,
      "select deleted_date from product_rates where rate_id = ?",
      VIDEO.rates.onDraftPlan,
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
