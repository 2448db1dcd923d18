import { beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_FIXTURES } from "../../server/products/seed/seed-fixtures.ts";
import { one, rows } from "./filters-helpers.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { PRODUCTS } from "./products-helpers.ts";

// The update-payment-method modal's call (spec 3 §2, §5 "The payment update is invalid when…"): every method
// can be updated, a field the request does not carry keeps its stored value, and a refusal writes nothing.

const DRAFT = PRODUCT_FIXTURES.video.rates.draft;
let t: TestApp;
let admin: string;

type Line = {
  payment_id: number;
  payment_method_id: number;
  user_type_id: number;
  currency_id: number;
  price: string | null;
  net_price: string | null;
  tax: string | null;
  ext_service_id_out: string | null;
  external_service_id_in: string;
  service_type_code: string | null;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
});

/** The draft rate's payment line of a method (by its catalogue code). */
async function lineOf(code: string): Promise<Line> {
  return one<Line>(
    t,
    `select p.* from product_rate_payments p
       join product_payment_methods m on m.payment_method_id = p.payment_method_id
      where p.rate_id = ? and m.code = ? order by p.payment_id`,
    DRAFT,
    code,
  );
}
const key = (line: Line) => ({
  payment_method_id: line.payment_method_id,
  user_type: line.user_type_id,
  currency: line.currency_id,
});
const put = (body: unknown) => t.call("PUT", `${PRODUCTS}/rates/${DRAFT}/payments`, { token: admin, body });
const stored = (id: number) => one<Line>(t, "select * from product_rate_payments where payment_id = ?", id);

describe("update payment method", () => {
  it("updates an app store and a card payment (service id required) with their outgoing id", async () => {
    for (const code of ["app_store", "card"]) {
      const line = await lineOf(code);
      const reply = await put({
        ...key(line),
        price: "129.90",
        net_price: "111.98",
        tax: "16",
        ext_service_id_out: `${code}-product-77`,
      });
      expect(reply.body).toMatchObject({ status: 201 });
      expect(reply.body.result).toMatchObject({
        price: "129.90",
        external_service_out: { ext_service_id_out: `${code}-product-77` },
      });
      expect(await stored(line.payment_id)).toMatchObject({
        price: "129.90",
        net_price: "111.98",
        tax: "16",
        ext_service_id_out: `${code}-product-77`,
      });
    }
  });

  it("keeps the stored outgoing id of a service-id method when only the price travels", async () => {
    const line = await lineOf("card");
    const before = await stored(line.payment_id);
    const reply = await put({ ...key(line), price: "99" });
    expect(reply.body).toMatchObject({ status: 201 });
    expect(await stored(line.payment_id)).toMatchObject({
      price: "99",
      net_price: before.net_price,
      tax: before.tax,
      ext_service_id_out: before.ext_service_id_out,
    });
  });

  it("keeps a pincode payment's stored outgoing id when the request does not carry it", async () => {
    const line = await lineOf("pincode");
    await t.db
      .withTables<{ product_rate_payments: { payment_id: number; ext_service_id_out: string | null } }>()
      .updateTable("product_rate_payments")
      .set({ ext_service_id_out: "PIN-2026" })
      .where("payment_id", "=", line.payment_id)
      .execute();
    const reply = await put({ ...key(line), price: "10", net_price: "8.62", tax: "16" });
    expect(reply.body).toMatchObject({ status: 201 });
    expect(await stored(line.payment_id)).toMatchObject({ price: "10", ext_service_id_out: "PIN-2026" });
  });

  it("refuses an outgoing id erased from a method that requires it, writing nothing", async () => {
    const line = await lineOf("app_store");
    const before = await stored(line.payment_id);
    const reply = await put({ ...key(line), price: "5", ext_service_id_out: null });
    expect(reply.body).toMatchObject({
      error: "product_payment_invalid",
      extra: { datafield: "ext_service_id_out" },
    });
    expect(await stored(line.payment_id)).toEqual(before);
  });

  it("refuses a price that is not numeric, writing nothing", async () => {
    const line = await lineOf("card");
    const before = await rows(t, "select * from product_rate_payments where rate_id = ?", DRAFT);
    const reply = await put({ ...key(line), price: "12a", ext_service_id_out: "changed" });
    expect(reply.body).toMatchObject({ error: "product_payment_invalid", extra: { datafield: "price" } });
    expect(await rows(t, "select * from product_rate_payments where rate_id = ?", DRAFT)).toEqual(before);
  });
});
