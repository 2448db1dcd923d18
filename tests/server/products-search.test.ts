import { beforeAll, describe, expect, it } from "vitest";
import { productsDb } from "../../server/products/domain/tables.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { PRODUCTS } from "./products-helpers.ts";

// Spec 3 §5, §7: the product search by key matches its text literally: "%" and "_" are characters a family
// or plan name may hold, not LIKE wildcards.

let t: TestApp;
let admin: string;

const NAMES = ["Busqueda 50% extra", "Busqueda 50 extra", "Busqueda a_b", "Busqueda axb"];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
  const date = new Date().toISOString();
  const who = { created_date: date, created_user: "t", modified_date: date, modified_user: "t" };
  await productsDb(t.db)
    .insertInto("product_families")
    .values(
      NAMES.map((name, index) => ({
        ...who,
        tenant_code: "video",
        name,
        internal_name: `busqueda_${index}`,
        description: name,
        publish_date: null,
        publish_user: null,
      })),
    )
    .execute();
});

const found = async (query: string): Promise<string[]> => {
  const reply = await t.call("GET", `${PRODUCTS}/families`, {
    token: admin,
    query: { query, quantity: 20 },
  });
  expect(reply.body.status).toBe(0);
  return (reply.body.result.families as { name: string }[]).map((f) => f.name);
};

describe("the product search", () => {
  it("matches '%' literally", async () => {
    expect(await found("50%")).toEqual(["Busqueda 50% extra"]);
    expect(await found("50% ex")).toEqual(["Busqueda 50% extra"]);
  });

  it("matches '_' literally", async () => {
    expect(await found("a_b")).toEqual(["Busqueda a_b"]);
  });

  it("still matches a part of a name, in any case", async () => {
    expect(await found("busqueda 50")).toEqual(["Busqueda 50% extra", "Busqueda 50 extra"]);
  });
});
