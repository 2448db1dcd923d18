import { beforeAll, describe, expect, it } from "vitest";
import { FILTER_FIXTURES as F } from "../../server/filters/seed-fixtures.ts";
import { PRODUCT_FIXTURES } from "../../server/products/seed/seed-fixtures.ts";
import { contentsOf, FILTERS, rows } from "./filters-helpers.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { PRODUCTS, productsUser } from "./products-helpers.ts";

// The contents modal's call (spec 3 §2, §7): GET /services/products/filters/{filterId}/contents with from,
// query and quantity, 20 a page, in the caller's tenant, with the products view privilege.

let t: TestApp;
let admin: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
  viewer = await productsUser(t, "products filter viewer", ["view"]);
});

const contents = (filterId: number, query: Record<string, string | number> = {}, token = viewer) =>
  t.call("GET", `${PRODUCTS}/filters/${filterId}/contents`, { token, query });

type Page = {
  filter: { id: number; name: string | null; item_type: string };
  total: number;
  total_filtered: number;
  contents: { id: number; name: string; type: string }[];
};
const pageOf = (reply: { body: { result: unknown } }) => reply.body.result as Page;

describe("a content filter's contents for the product list", () => {
  it("pages a manual filter's contents in its order, 20 at most", async () => {
    const held = await contentsOf(t, F.catalogueMovies.id);
    const first = pageOf(await contents(F.catalogueMovies.id));
    expect(first.filter).toEqual({ id: F.catalogueMovies.id, name: F.catalogueMovies.name, item_type: "G" });
    expect(first.total).toBe(held.length);
    expect(first.total_filtered).toBe(held.length);
    expect(first.contents.map((c) => c.id)).toEqual(held.slice(0, 20));
    expect(first.contents.every((c) => c.type === "G" && c.name.length > 0)).toBe(true);
    const third = pageOf(await contents(F.catalogueMovies.id, { from: 40, quantity: 5 }));
    expect(third.contents.map((c) => c.id)).toEqual(held.slice(40, 45));
    const tooMany = await contents(F.catalogueMovies.id, { quantity: 21 });
    expect(tooMany.http).toBe(400);
    expect(tooMany.body).toMatchObject({ error: "invalid_request", extra: { datafield: "quantity" } });
  });

  it("searches by part of the name or by the content's id", async () => {
    const [sample] = await rows<{ content_id: number; title: string }>(
      t,
      `select c.content_id, c.title from filter_contents fc join contents c on c.content_id = fc.content_id
       where fc.filter_id = ? order by fc.position limit 1 offset 7`,
      F.catalogueMovies.id,
    );
    const byId = pageOf(await contents(F.catalogueMovies.id, { query: String(sample.content_id) }));
    expect(byId.contents.map((c) => c.id)).toContain(sample.content_id);
    const word = sample.title.slice(0, 6).toUpperCase();
    const byName = pageOf(await contents(F.catalogueMovies.id, { query: word }));
    expect(byName.total_filtered).toBeGreaterThan(0);
    expect(byName.total_filtered).toBeLessThanOrEqual(byName.total);
    expect(byName.contents.every((c) => c.name.toUpperCase().includes(word))).toBe(true);
    const none = pageOf(await contents(F.catalogueMovies.id, { query: "zzzz-nada-coincide" }));
    expect(none).toMatchObject({ total_filtered: 0, contents: [] });
  });

  it("evaluates an automatic filter as the filters module does", async () => {
    const mine = pageOf(await contents(F.actionReleases.id, { quantity: 20 }));
    const theirs = await t.call("GET", `${FILTERS}/contents`, {
      token: admin,
      query: { id: F.actionReleases.id, quantity: 20 },
    });
    const [page] = theirs.body.result as { total: number; contents: { data: { id: number } }[] }[];
    expect(mine.total).toBe(page.total);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.contents.map((c) => c.id)).toEqual(page.contents.map((c) => c.data.id));
  });

  it("answers a clean 404 for an unknown filter", async () => {
    const reply = await contents(987_654);
    expect(reply.http).toBe(404);
    expect(reply.body).toMatchObject({
      error: "product_filter_not_found",
      extra: { error_code: "product_filter_not_found" },
    });
  });

  it("keeps to the caller's tenant", async () => {
    const music = await productsUser(t, "products music viewer", ["view"], ["mexico"], ["music"]);
    const fromMusic = await contents(F.catalogueMovies.id, { tenant_code: "music" }, music);
    expect(fromMusic.http).toBe(404);
    expect(fromMusic.body.error).toBe("product_filter_not_found");
    const own = pageOf(await contents(F.latinMusic.id, { tenant_code: "music" }, music));
    expect(own.filter.id).toBe(F.latinMusic.id);
    expect(own.contents.every((c) => c.type === "T")).toBe(true);
    expect((await contents(F.latinMusic.id)).body.error).toBe("product_filter_not_found");
  });

  it("refuses a user without the products view privilege", async () => {
    const outsider = await productsUser(t, "products nothing", []);
    const reply = await contents(F.catalogueMovies.id, {}, outsider);
    expect(reply.http).toBe(403);
    expect(reply.body.error).toBe("user_without_permission");
  });

  it("lists the filters the seeded plans carry", async () => {
    const plan = await t.call("GET", `${PRODUCTS}/plans/${PRODUCT_FIXTURES.video.plan}`, { token: viewer });
    const ids = (plan.body.result.content_filters as { filter_id: number }[]).map((f) => f.filter_id);
    expect(ids).toEqual([F.catalogueMovies.id, F.actionReleases.id]);
  });
});
