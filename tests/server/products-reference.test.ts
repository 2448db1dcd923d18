import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers.ts";
import { PRODUCTS, productsUser } from "./products-helpers.ts";

// Reference data (spec 3 §7): scoped to the caller's regions and tenant; the §9 payment catalogue and colours.

let t: TestApp;
let admin: string;
let mexicoOnly: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
  mexicoOnly = await productsUser(t, "refmx", ["view"], ["mexico"], ["video", "music"]);
});

const get = (path: string, token: string, query: Record<string, string | number> = {}) =>
  t.call("GET", `${PRODUCTS}${path}`, { token, query });

describe("products reference data", () => {
  it("lists only the caller's regions, with the frozen one marked", async () => {
    const all = await get("/regions", admin);
    expect(all.http).toBe(200);
    expect(all.body.result.find((r: { name: string }) => r.name === "bolivia").region_frozen).toBe(1);
    expect(all.body.result.find((r: { name: string }) => r.name === "mexico")).toMatchObject({
      country_code: "MX",
      region_frozen: 0,
    });
    const mine = await get("/regions", mexicoOnly);
    expect(mine.body.result.map((r: { name: string }) => r.name)).toEqual(["mexico"]);
  });

  it("lists user types per region and tenant, refusing regions the caller does not hold", async () => {
    const video = await get("/user-types", mexicoOnly, { region_id: 441 });
    expect(video.body.result.map((u: { name: string }) => u.name)).toEqual(["Web", "Móvil", "Fijo"]);
    const music = await get("/user-types", mexicoOnly, { region_id: 441, tenant_code: "music" });
    expect(music.body.result.map((u: { name: string }) => u.name)).toEqual(["Web", "Móvil"]);
    const chile = await get("/user-types", mexicoOnly, { region_id: 746 });
    expect(chile.body.result).toEqual([]);
  });

  it("lists the payment methods a user type offers, with their colour, and the colours list", async () => {
    const types = await get("/user-types", admin, { region_id: 441 });
    const web = types.body.result.find((u: { name: string }) => u.name === "Web").user_id;
    const methods = await get("/payment-methods", admin, { region_id: 441, user_id: web });
    expect(methods.body.result.map((m: { code: string }) => m.code)).toEqual([
      "app_store",
      "card",
      "pincode",
      "free",
      "wallet",
    ]);
    expect(methods.body.result[1]).toMatchObject({ service_id_required: 1, service_id_name: "Plan id" });
    const colours = await get("/payment-colors", admin);
    expect(colours.body.result).toHaveLength(11);
    expect(colours.body.result[0]).toMatchObject({ payment_method_id: 1, colour: "#d32f2f" });
  });

  it("answers currencies, prices, targets, types, content types and catalogue items", async () => {
    const currencies = await get("/currencies", admin, { region_id: 441 });
    expect(currencies.body.result.map((c: { name: string }) => c.name)).toEqual(["MXN", "USD"]);
    const prices = await get("/prices", admin, {
      region_id: 441,
      payment_id: 7,
      currency_id: currencies.body.result[0].currency_id,
    });
    expect(prices.body.result.length).toBe(2);
    expect(prices.body.result[0]).toMatchObject({ symbol: "$", tax: "16%" });
    expect((await get("/targets", admin)).body.result.some((x: { is_hubcorp: number }) => x.is_hubcorp)).toBe(
      true,
    );
    expect((await get("/types", admin)).body.result.map((x: { id: string }) => x.id)).toEqual([
      "A",
      "M",
      "P",
    ]);
    const content = await get("/content-types", admin);
    expect(content.body.result.find((c: { code: string }) => c.code === "Serie")).toMatchObject({
      type: "M",
      unlimited: 1,
      availability: "automatic",
    });
    expect((await get("/catalogue/441", admin)).body.result).toHaveLength(12);
    expect((await get("/catalogue/746", mexicoOnly)).body.result).toEqual([]);
  });

  it("shows the video tenant every rule but AllowPreview, and music only AllowDownload and AllowPreview", async () => {
    const video = await get("/rules", admin, { step: 2 });
    expect(video.body.result.arr.map((r: { name: string }) => r.name)).not.toContain("AllowPreview");
    expect(video.body.result.arr).toHaveLength(7);
    const music = await get("/rules", admin, { step: 2, tenant_code: "music" });
    expect(Object.keys(music.body.result.obj)).toEqual(["AllowDownload", "AllowPreview"]);
  });

  it("offers the tenant's families for the wizard", async () => {
    const video = await get("/families/options", admin);
    const music = await get("/families/options", admin, { tenant_code: "music" });
    expect(video.body.result.length).toBeGreaterThan(5);
    const videoIds = new Set(video.body.result.map((f: { id: number }) => f.id));
    expect(music.body.result.some((f: { id: number }) => videoIds.has(f.id))).toBe(false);
  });
});
