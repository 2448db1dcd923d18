import { beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_FIXTURES } from "../../server/products/seed/seed-fixtures.ts";
import { countOf, one } from "./filters-helpers.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { PRODUCTS, productsUser } from "./products-helpers.ts";

// Clone rates (§4 clone flow): only active rates of the caller's regions outside frozen ones, grouped by
// family, plan and region; the valid ones cloned in one transaction. Payments: switch, update, e-mails.

const R = PRODUCT_FIXTURES.video.rates;
let t: TestApp;
let admin: string;
let mexicoEditor: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
  mexicoEditor = await productsUser(t, "clonmx", ["view", "edit"], ["mexico"]);
});

const rateCount = () => countOf(t, "select count(*) n from product_rates");

describe("clone rates", () => {
  it("validates each id, grouped by family, plan and region", async () => {
    const ids = [R.publish, R.inactive, 999_999, R.argentina];
    const reply = await t.call("POST", `${PRODUCTS}/rates/clone/validate`, {
      token: mexicoEditor,
      body: { data: ids },
    });
    const reasons = Object.fromEntries(
      reply.body.result.rates.map((v: { id: number; reason: string }) => [v.id, v.reason]),
    );
    expect(reasons).toEqual({
      [R.publish]: null,
      [R.inactive]: "product_rate_status_refused",
      999999: "product_rate_not_found",
      [R.argentina]: "product_region_forbidden",
    });
    const groups = reply.body.result.groups.map((g: { region: { name: string }; rates: unknown[] }) => [
      g.region.name,
      g.rates.length,
    ]);
    expect(groups).toEqual([
      ["mexico", 2],
      ["argentina", 1],
    ]);
  });

  it("clones only the valid (active) ones as drafts (201), in one go", async () => {
    const before = await rateCount();
    const reply = await t.call("POST", `${PRODUCTS}/rates/clone`, {
      token: admin,
      body: { data: [R.publish, R.uat, R.inactive, R.frozen] },
    });
    expect(reply.http).toBe(201);
    expect(reply.body.status).toBe(201);
    const cloned = reply.body.result.cloned as { source_id: number; rate_id: number }[];
    expect(cloned.map((c) => c.source_id)).toEqual([R.publish, R.uat]);
    expect(await rateCount()).toBe(before + 2);
    const copy = await one<{ state: string; active: number; product_id: number }>(
      t,
      "select state, active, product_id from product_rates where rate_id = ?",
      cloned[0].rate_id,
    );
    expect(copy).toEqual({ state: "draft", active: 1, product_id: PRODUCT_FIXTURES.video.plan });
    const payments = (id: number) =>
      countOf(t, "select count(*) n from product_rate_payments where rate_id = ?", id);
    expect(await payments(cloned[0].rate_id)).toBe(await payments(R.publish));
    const frozen = reply.body.result.rates.find((v: { id: number }) => v.id === R.frozen);
    expect(frozen.reason).toBe("product_region_frozen");
  });

  it("refuses when none is valid, writing nothing", async () => {
    const before = await rateCount();
    const reply = await t.call("POST", `${PRODUCTS}/rates/clone`, {
      token: mexicoEditor,
      body: { data: [R.inactive, R.argentina] },
    });
    expect(reply.body.error).toBe("product_clone_none_valid");
    expect(await rateCount()).toBe(before);
  });

  it("refuses more than 500 ids", async () => {
    const data = Array.from({ length: 501 }, (_, i) => i + 1);
    const reply = await t.call("POST", `${PRODUCTS}/rates/clone`, { token: admin, body: { data } });
    expect(reply.body.error).toBe("invalid_request");
  });
});

describe("payment lines", () => {
  const lineOf = async (rateId: number) => {
    const rate = await t.call("GET", `${PRODUCTS}/rates/${rateId}`, { token: admin });
    const p = rate.body.result.payments.find(
      (x: { payment_method: { id: number } }) => x.payment_method.id === 7,
    );
    return { payment_method_id: p.payment_method.id, user_type: p.user_type.id, currency: p.currency.id };
  };

  it("switches a payment method of a rate on and off", async () => {
    const line = await lineOf(R.publish);
    const off = await t.call("POST", `${PRODUCTS}/rates/${R.publish}/payments/status`, {
      token: admin,
      body: { ...line, active: 0 },
    });
    expect(off.body.result.active).toBe(0);
    const on = await t.call("POST", `${PRODUCTS}/rates/${R.publish}/payments/status`, {
      token: admin,
      body: { ...line, active: 1 },
    });
    expect(on.body.result.active).toBe(1);
  });

  it("updates the price of a draft rate's line (201), refusing a published rate and a missing price", async () => {
    const line = await lineOf(R.draft);
    const update = { ...line, price: "129", net_price: "111", tax: "16%", ext_service_id_out: "PLAN-129" };
    const ok = await t.call("PUT", `${PRODUCTS}/rates/${R.draft}/payments`, { token: admin, body: update });
    expect(ok.body).toMatchObject({ status: 201, result: { price: "129", net_price: "111" } });
    const published = await t.call("PUT", `${PRODUCTS}/rates/${R.publish}/payments`, {
      token: admin,
      body: { ...(await lineOf(R.publish)), price: "1" },
    });
    expect(published.body.error).toBe("product_rate_not_draft");
    const noService = await t.call("PUT", `${PRODUCTS}/rates/${R.draft}/payments`, {
      token: admin,
      body: { ...update, ext_service_id_out: null },
    });
    expect(noService.body).toMatchObject({
      error: "product_payment_invalid",
      extra: { datafield: "ext_service_id_out" },
    });
  });

  it("refuses saving a rate's payment while its region is frozen", async () => {
    const line = await lineOf(R.draft);
    await t.db
      .insertInto("product_frozen_regions" as never)
      .values({ region_id: 441, frozen_date: "2026-11-20", frozen_user: "admin@adm.test" } as never)
      .execute();
    const reply = await t.call("PUT", `${PRODUCTS}/rates/${R.draft}/payments`, {
      token: admin,
      body: { ...line, price: "1", net_price: "1", ext_service_id_out: "X" },
    });
    await t.db
      .deleteFrom("product_frozen_regions" as never)
      .where("region_id" as never, "=", 441 as never)
      .execute();
    expect(reply.body.error).toBe("product_region_frozen");
  });

  it("associates a purchase e-mail of the rate's region, with the template's status", async () => {
    const mail = await one<{ id_mail: string; fecha_publicacion: string | null }>(
      t,
      "select id_mail, fecha_publicacion from mails where region = 'mexico' order by id_mail limit 1",
    );
    const line = await lineOf(R.draft);
    const reply = await t.call("PUT", `${PRODUCTS}/rates/${R.draft}/payments/mail`, {
      token: admin,
      body: { ...line, kind: "purchase", key_email: mail.id_mail },
    });
    expect(reply.body).toMatchObject({
      status: 201,
      result: { key_email: mail.id_mail, key_email_status: mail.fecha_publicacion ? "publish" : "draft" },
    });
    const lookup = await t.call("GET", `${PRODUCTS}/mails`, {
      token: admin,
      query: { key_email: mail.id_mail, region_name: "mexico" },
    });
    expect(lookup.body.result).toMatchObject({ id_mail: mail.id_mail, region: "mexico" });
    const unknown = await t.call("PUT", `${PRODUCTS}/rates/${R.draft}/payments/mail`, {
      token: admin,
      body: { ...line, kind: "cancel", key_email: "NO_EXISTE" },
    });
    expect(unknown.body.error).toBe("product_mail_not_found");
    const published = await t.call("PUT", `${PRODUCTS}/rates/${R.publish}/payments/mail`, {
      token: admin,
      body: { ...(await lineOf(R.publish)), kind: "cancel", key_email: mail.id_mail },
    });
    expect(published.body.error).toBe("product_rate_not_draft");
  });
});
