import { beforeAll, describe, expect, it } from "vitest";
import { GENERIC_REGION } from "../../server/permissions.ts";
import { PRODUCT_FIXTURES } from "../../server/products/seed/seed-fixtures.ts";
import type { FamilyPage } from "../../src/contract/products/shapes.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { PRODUCTS, productsUser } from "./products-helpers.ts";

// The product list under load (issue #30): a page carries what its cards show (payment cards name their method,
// user type and currency by id, named once a page), the page size is what the console asks, and a repeated
// request for an unchanged page is a 304 with no body.

const R = PRODUCT_FIXTURES.video.rates;
const PAGE_BYTES_MAX = 100 * 1024;
const FIRST_PAGE = `${PRODUCTS}/families?from=0&quantity=5`;

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
});

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers: { authorization: `Bearer ${admin}`, ...headers } });

const rateIdsOf = (page: FamilyPage) =>
  page.families.flatMap((f) => f.products.flatMap((p) => p.regions_rates_resume.flatMap((r) => r.rates)));

describe("the product list's page", () => {
  it("stays under 100 KB uncompressed for the first page of five families", async () => {
    const reply = await get(FIRST_PAGE);
    expect(reply.status).toBe(200);
    const bytes = Buffer.byteLength(await reply.text());
    expect(bytes).toBeLessThanOrEqual(PAGE_BYTES_MAX);
  });

  it("names every method, user type and currency its payment cards refer to", async () => {
    const page = (await (await get(FIRST_PAGE)).json()) as { result: FamilyPage };
    const payments = rateIdsOf(page.result).flatMap((rate) => rate.payments);
    expect(payments.length).toBeGreaterThan(0);
    const ids = (items: { id: number }[]) => new Set(items.map((item) => item.id));
    const methods = ids(page.result.payment_methods);
    const users = ids(page.result.user_types);
    const currencies = ids(page.result.currencies);
    for (const payment of payments) {
      expect(methods.has(payment.payment_method_id)).toBe(true);
      expect(users.has(payment.user_type_id)).toBe(true);
      expect(currencies.has(payment.currency_id)).toBe(true);
    }
  });

  it("refuses a page larger than the console asks (5 for the list, 20 for the wizard's plan search)", async () => {
    const reply = await get(`${PRODUCTS}/families?from=0&quantity=21`);
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { error: string }).error).toBe("invalid_request");
    expect((await get(`${PRODUCTS}/families?from=0&quantity=20`)).status).toBe(200);
  });
});

describe("a repeated request", () => {
  it("answers 304 with an empty body while the page is unchanged", async () => {
    const first = await get(FIRST_PAGE);
    const tag = first.headers.get("etag");
    expect(tag).toMatch(/^W\/".+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const again = await get(FIRST_PAGE, { "if-none-match": tag ?? "" });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(tag);
    expect(await again.text()).toBe("");
  });

  it("gets the new page, with a new ETag, once a rate on it is published", async () => {
    const before = await get(FIRST_PAGE);
    const tag = before.headers.get("etag") ?? "";
    expect(tag).not.toBe("");
    const page = (await before.json()) as { result: FamilyPage };
    expect(rateIdsOf(page.result).map((rate) => rate.id)).toContain(R.draft);
    const uat = await t.call("POST", `${PRODUCTS}/rates/${R.draft}/uat`, { token: admin });
    expect(uat.body.status).toBe(201);
    const after = await get(FIRST_PAGE, { "if-none-match": tag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(tag);
    const changed = (await after.json()) as { result: FamilyPage };
    expect(rateIdsOf(changed.result).find((rate) => rate.id === R.draft)?.state).toBe("uat");
  });
});

describe("a kept page (family-page-cache.ts)", () => {
  const firstFamily = async (token = admin) => {
    const reply = await t.app.request(FIRST_PAGE, { headers: { authorization: `Bearer ${token}` } });
    return ((await reply.json()) as { result: FamilyPage }).result.families[0];
  };

  it("is read again once another server process sharing the database writes a table the list reads", async () => {
    const family = await firstFamily();
    expect(await firstFamily()).toEqual(family);
    // Straight to the database, past this app's code, as another process would.
    await t.db
      .withTables<{ product_families: { family_id: number; name: string } }>()
      .updateTable("product_families")
      .set({ name: "Familia renombrada" })
      .where("family_id", "=", family.id)
      .execute();
    expect((await firstFamily()).name).toBe("Familia renombrada");
    const [rate] = family.products[0].regions_rates_resume[0].rates;
    await t.db
      .withTables<{ product_rates: { rate_id: number; name: string } }>()
      .updateTable("product_rates")
      .set({ name: "Tarifa renombrada" })
      .where("rate_id", "=", rate.id)
      .execute();
    expect((await firstFamily()).products[0].regions_rates_resume[0].rates[0].name).toBe("Tarifa renombrada");
  });

  it("is kept per caller: one who may edit fewer regions never gets another's allow_abm", async () => {
    const everywhere = await firstFamily();
    const region = everywhere.products[0].regions_rates_resume[0].region;
    const other = (
      await t.db
        .selectFrom("regions")
        .select("name")
        .where("region_id", "!=", region.id)
        .where("name", "!=", GENERIC_REGION)
        .orderBy("region_id")
        .executeTakeFirstOrThrow()
    ).name;
    const elsewhere = await productsUser(t, "solo otra región", ["view"], [other]);
    const theirs = await firstFamily(elsewhere);
    expect(everywhere.products[0].regions_rates_resume[0].rates[0].allow_abm).toBe(true);
    expect(theirs.products[0].regions_rates_resume[0].rates[0].allow_abm).toBe(false);
    expect((await firstFamily()).products[0].regions_rates_resume[0].rates[0].allow_abm).toBe(true);
  });
});
