import { beforeAll, describe, expect, it } from "vitest";
import { countOf, one, rows } from "./filters-helpers.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { productsUser } from "./products-helpers.ts";
import {
  fields,
  type Line,
  lineOf,
  PROMOTION,
  PROMOTIONS,
  rateOfOtherFamily,
  secondPlanOnSale,
  VIDEO,
} from "./promotions-helpers.ts";

// Spec 3 §5 "Promotions" on the server: at most two plans, sharing product, region, payment method and user
// type; the first plan's payment method, user type and currency are saved; the second plan's cycle is 1200.
// Every refusal carries the server's dump text and writes nothing.

let t: TestApp;
let editor: string;
let first: Line;

const add = (body: unknown, token = editor) => t.call("POST", PROMOTIONS, { token, body });
/** The server's dump text of a refusal (extra.dump), or "" when it gave none. */
const dumpOf = (reply: { body: { extra: Record<string, unknown> | null } }) =>
  String(reply.body.extra?.dump ?? "");
const promotionsCount = () => countOf(t, "select count(*) n from promotions");

beforeAll(async () => {
  t = await createTestApp();
  editor = await productsUser(t, "promoeditor", ["view", "edit", "publish"]);
  first = await lineOf(t, VIDEO.rates.publish);
  await secondPlanOnSale(t, await t.login("admin@adm.test"));
});

async function refused(body: unknown, code: string, http: number) {
  const before = await promotionsCount();
  const reply = await add(body);
  expect([reply.http, reply.body.error]).toEqual([http, code]);
  expect(dumpOf(reply).length).toBeGreaterThan(0);
  expect(await promotionsCount()).toBe(before);
  return reply;
}

describe("promotions: saving a draft", () => {
  it("saves one plan as draft with the first plan's method, user type and currency", async () => {
    const reply = await add(fields(first, [{ rate_id: first.rate_id, cycle: 6 }]));
    expect([reply.http, reply.body.status]).toEqual([201, 0]);
    const id = reply.body.result.promotion_id;
    const row = await one<Record<string, unknown>>(t, "select * from promotions where promotion_id = ?", id);
    expect(row).toMatchObject({
      state: "draft",
      family_id: VIDEO.family,
      region_id: 441,
      user_type_id: first.user_type_id,
      payment_method_id: first.payment_method_id,
      currency_id: first.currency_id,
      tenant_code: "video",
    });
    const got = await t.call("GET", `${PROMOTION}/${id}`, { token: editor });
    expect(got.body.result.plans).toMatchObject([{ rate_id: first.rate_id, position: 1, cycle: 6 }]);
    expect(got.body.result.product).toEqual({ id: VIDEO.family, name: expect.any(String) });
  });

  it("forces the second plan's cycle to 1200", async () => {
    const second = await lineOf(t, VIDEO.rates.onDraftPlan, first);
    const reply = await add(
      fields(first, [
        { rate_id: first.rate_id, cycle: 3 },
        { rate_id: second.rate_id, cycle: 5 },
      ]),
    );
    expect(reply.http).toBe(201);
    const plans = await rows<{ position: number; cycle: number | string; plan_id: number }>(
      t,
      "select position, cycle, plan_id from promotion_plans where promotion_id = ? order by position",
      reply.body.result.promotion_id,
    );
    expect(plans.map((plan) => [plan.position, Number(plan.cycle), plan.plan_id])).toEqual([
      [1, 3, VIDEO.plan],
      [2, 1200, VIDEO.draftPlanWithRate],
    ]);
  });

  it("keeps cycles up to 9999999999 (past a 32-bit integer)", async () => {
    const reply = await add(fields(first, [{ rate_id: first.rate_id, cycle: 9_999_999_999 }]));
    expect(reply.http).toBe(201);
    const got = await t.call("GET", `${PROMOTION}/${reply.body.result.promotion_id}`, { token: editor });
    expect(got.body.result.plans[0].cycle).toBe(9_999_999_999);
  });

  it("refuses more than two plans", async () => {
    const rates = [VIDEO.rates.publish, VIDEO.rates.uat, VIDEO.rates.draft].map((rate_id) => ({
      rate_id,
      cycle: 1,
    }));
    const reply = await refused(fields(first, rates), "promotion_too_many_plans", 400);
    expect(dumpOf(reply)).toContain("dos planes");
  });

  it("refuses a promotion without plans", async () => {
    await refused(fields(first, []), "promotion_plans_required", 400);
  });

  it("refuses the same rate twice", async () => {
    const twice = [first.rate_id, first.rate_id].map((rate_id) => ({ rate_id, cycle: 1 }));
    await refused(fields(first, twice), "promotion_rates_duplicated", 400);
  });

  it("refuses a second plan of another region", async () => {
    const root = await t.login("admin@adm.test");
    const argentina = [first.rate_id, VIDEO.rates.argentina].map((rate_id) => ({ rate_id, cycle: 1 }));
    const reply = await add(fields(first, argentina), root);
    expect([reply.http, reply.body.error]).toEqual([400, "promotion_plans_mismatch"]);
  });

  it("refuses a second plan of another product", async () => {
    const other = await rateOfOtherFamily(t, first, VIDEO.family);
    const rates = [first.rate_id, other.rate_id].map((rate_id) => ({ rate_id, cycle: 1 }));
    await refused(fields(first, rates), "promotion_plans_mismatch", 400);
  });

  it("refuses a second plan without the first plan's payment method and user type", async () => {
    const foreign = await one<{ rate_id: number }>(
      t,
      `select r.rate_id from product_rates r where r.region_id = 441 and r.active = 1 and r.rate_id <> ?
         and not exists (select 1 from product_rate_payments pay where pay.rate_id = r.rate_id
           and pay.user_type_id = ? and pay.payment_method_id = ?)
         and exists (select 1 from product_rate_payments pay where pay.rate_id = r.rate_id)
         and r.product_id in (select product_id from product_plans where family_id = ?)
       order by r.rate_id limit 1`,
      first.rate_id,
      first.user_type_id,
      first.payment_method_id,
      VIDEO.family,
    ).catch(() => undefined);
    // The seed gives every video rate of the family the same lines: then a made-up method stands in.
    const rates = [
      { rate_id: first.rate_id, cycle: 1 },
      { rate_id: foreign?.rate_id ?? VIDEO.rates.uat, cycle: 1 },
    ];
    const body = foreign ? fields(first, rates) : { ...fields(first, rates), payment_method_id: 999_999 };
    await refused(body, foreign ? "promotion_plans_mismatch" : "promotion_rate_invalid", 400);
  });

  it("refuses a first plan without the chosen payment method, user type and currency", async () => {
    await refused(
      { ...fields(first, [{ rate_id: first.rate_id, cycle: 1 }]), currency_id: 999_999 },
      "promotion_rate_invalid",
      400,
    );
    await refused(fields(first, [{ rate_id: 999_999, cycle: 1 }]), "promotion_rate_invalid", 400);
  });

  it("refuses inactive rates (not on sale) and rates of regions the user does not hold", async () => {
    await refused(
      fields(first, [{ rate_id: VIDEO.rates.inactive, cycle: 1 }]),
      "promotion_rate_not_on_sale",
      400,
    );
    const argentina = await lineOf(t, VIDEO.rates.argentina);
    await refused(
      fields(argentina, [{ rate_id: argentina.rate_id, cycle: 1 }]),
      "promotion_region_forbidden",
      403,
    );
  });

  it("refuses cycles out of 1 to 9999999999 as invalid input", async () => {
    for (const cycle of [0, 10_000_000_000, 1.5]) {
      const reply = await add(fields(first, [{ rate_id: first.rate_id, cycle }]));
      expect([reply.http, reply.body.error]).toEqual([400, "invalid_request"]);
    }
  });
});

describe("promotions: publish, update and cycles", () => {
  let draft: number;
  let second: Line;

  beforeAll(async () => {
    second = await lineOf(t, VIDEO.rates.onDraftPlan, first);
    const reply = await add(
      fields(first, [
        { rate_id: first.rate_id, cycle: 2 },
        { rate_id: second.rate_id, cycle: 1200 },
      ]),
    );
    draft = reply.body.result.promotion_id;
  });

  it("updates a draft, which stays draft", async () => {
    const body = fields(
      first,
      [
        { rate_id: first.rate_id, cycle: 4 },
        { rate_id: second.rate_id, cycle: 7 },
      ],
      "Otoño",
    );
    const reply = await t.call("PUT", `${PROMOTION}/${draft}`, { token: editor, body });
    expect(reply.http).toBe(201);
    const got = await t.call("GET", `${PROMOTION}/${draft}`, { token: editor });
    expect(got.body.result).toMatchObject({ name: "Otoño", state: "draft" });
    expect(got.body.result.plans.map((plan: { cycle: number }) => plan.cycle)).toEqual([4, 1200]);
  });

  it("changes the first plan's cycle; the second's stays 1200; a rate not in it is refused", async () => {
    const cycle = (rate_id: number, value: number) =>
      t.call("PUT", `${PROMOTION}/${draft}/cycle`, { token: editor, body: { rate_id, cycle: value } });
    expect((await cycle(first.rate_id, 9)).http).toBe(201);
    const fixed = await cycle(second.rate_id, 3);
    expect([fixed.http, fixed.body.error]).toEqual([409, "promotion_cycle_fixed"]);
    expect(dumpOf(fixed)).toContain("1200");
    expect((await cycle(second.rate_id, 1200)).http).toBe(201);
    const absent = await cycle(VIDEO.rates.uat, 3);
    expect([absent.http, absent.body.error]).toEqual([404, "promotion_rate_absent"]);
    const got = await t.call("GET", `${PROMOTION}/${draft}`, { token: editor });
    expect(got.body.result.plans.map((plan: { cycle: number }) => plan.cycle)).toEqual([9, 1200]);
  });

  it("publishes only a draft; a published promotion is no longer changed", async () => {
    const publish = () => t.call("POST", `${PROMOTION}/${draft}/publish`, { token: editor });
    const reply = await publish();
    expect([reply.http, reply.body.result]).toEqual([201, { promotion_id: draft }]);
    const got = await t.call("GET", `${PROMOTION}/${draft}`, { token: editor });
    expect(got.body.result).toMatchObject({
      state: "published",
      user_data: { publish_user_name: "promoeditor@adm.test" },
    });
    const again = await publish();
    expect([again.http, again.body.error]).toEqual([409, "promotion_not_draft"]);
    expect(dumpOf(again)).toContain("borrador");
    const update = await t.call("PUT", `${PROMOTION}/${draft}`, {
      token: editor,
      body: fields(first, [{ rate_id: first.rate_id, cycle: 1 }]),
    });
    expect([update.http, update.body.error]).toEqual([409, "promotion_not_draft"]);
    const cycle = await t.call("PUT", `${PROMOTION}/${draft}/cycle`, {
      token: editor,
      body: { rate_id: first.rate_id, cycle: 2 },
    });
    expect([cycle.http, cycle.body.error]).toEqual([409, "promotion_not_draft"]);
  });

  it("answers promotion_not_found for a missing promotion", async () => {
    const missing = await t.call("POST", `${PROMOTION}/999999/publish`, { token: editor });
    expect([missing.http, missing.body.error]).toEqual([404, "promotion_not_found"]);
    expect((await t.call("GET", `${PROMOTION}/999999`, { token: editor })).http).toBe(404);
  });
});

describe("promotions: privileges of the products module", () => {
  it("lets view read, and refuses view-only users a save and edit-only users a publish", async () => {
    const viewer = await t.login("consulta@adm.test");
    expect((await t.call("POST", `${PROMOTIONS}/list`, { token: viewer, body: {} })).http).toBe(200);
    const saved = await add(fields(first, [{ rate_id: first.rate_id, cycle: 1 }]), viewer);
    expect([saved.http, saved.body.error]).toEqual([403, "user_without_permission"]);
    const editOnly = await productsUser(t, "promosolo", ["view", "edit"]);
    const draft = await add(fields(first, [{ rate_id: first.rate_id, cycle: 1 }]), editOnly);
    expect(draft.http).toBe(201);
    const publish = await t.call("POST", `${PROMOTION}/${draft.body.result.promotion_id}/publish`, {
      token: editOnly,
    });
    expect([publish.http, publish.body.error]).toEqual([403, "user_without_permission"]);
  });
});
