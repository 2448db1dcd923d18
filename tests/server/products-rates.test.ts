import { beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_FIXTURES } from "../../server/products/seed/seed-fixtures.ts";
import { countOf, one } from "./filters-helpers.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { PRODUCTS, productsUser } from "./products-helpers.ts";

// The rate state rules of spec 3 §4 on the server: each refused when broken, with its code; allowed otherwise.

const R = PRODUCT_FIXTURES.video.rates;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
});

const post = (path: string, token: string, body?: unknown) =>
  t.call("POST", `${PRODUCTS}${path}`, { token, body });
const state = (rateId: number) =>
  one<{ state: string; active: number }>(
    t,
    "select state, active from product_rates where rate_id = ?",
    rateId,
  );

describe("activate / inactivate a rate: only in production or inactive", () => {
  it("inactivates a rate in production and activates it again", async () => {
    const off = await post(`/rates/${R.publish}/status`, admin, { active: 0 });
    expect(off.body).toMatchObject({ status: 0, result: { active: 0, display_state: "inactive" } });
    expect(await state(R.publish)).toEqual({ state: "publish", active: 0 });
    const on = await post(`/rates/${R.publish}/status`, admin, { active: 1 });
    expect(on.body.result).toMatchObject({ active: 1, display_state: "publish" });
  });

  it("refuses a draft or a uat rate, changing nothing", async () => {
    for (const id of [R.draft, R.uat]) {
      const before = await state(id);
      const reply = await post(`/rates/${id}/status`, admin, { active: 0 });
      expect(reply.http).toBe(409);
      expect(reply.body.error).toBe("product_rate_status_refused");
      expect(reply.body.message).toBe(
        "Solo se puede activar o inactivar una tarifa en producción o inactiva",
      );
      expect(await state(id)).toEqual(before);
    }
  });
});

describe("publish to production and generate in uat", () => {
  it("refuses to publish a draft (not corporate hub), an inactive or a published rate", async () => {
    for (const id of [R.draft, R.inactive, R.argentina]) {
      const reply = await post(`/rates/${id}/publish`, admin);
      expect(reply.body.error).toBe("product_rate_publish_refused");
    }
  });

  it("refuses uat for a corporate-hub, uat, published or inactive rate", async () => {
    for (const id of [R.hubcorp, R.uat, R.argentina, R.inactive]) {
      const reply = await post(`/rates/${id}/uat`, admin);
      expect(reply.body.error).toBe("product_rate_uat_refused");
    }
  });

  it("generates a draft in uat, then publishes it (status 201), recording the publish list", async () => {
    const uat = await post(`/rates/${R.draft}/uat`, admin);
    expect(uat.body).toMatchObject({ status: 201, result: { state: "uat" } });
    const prod = await post(`/rates/${R.draft}/publish`, admin);
    expect(prod.body).toMatchObject({ status: 201, result: { state: "publish" } });
    const publications = await countOf(
      t,
      "select count(*) n from product_rate_publications where rate_id = ?",
      R.draft,
    );
    expect(publications).toBe(2);
    const rate = await t.call("GET", `${PRODUCTS}/rates/${R.draft}`, { token: admin });
    expect(rate.body.result.publish_environment).toEqual(["uat", "prod"]);
  });

  it("publishes a draft corporate-hub rate straight to production", async () => {
    const reply = await post(`/rates/${R.hubcorp}/publish`, admin);
    expect(reply.body.result.state).toBe("publish");
  });
});

describe("delete a rate: draft only", () => {
  it("refuses a rate that is not a draft", async () => {
    const reply = await t.call("DELETE", `${PRODUCTS}/rates/${R.uat}`, { token: admin });
    expect(reply.body.error).toBe("product_rate_not_draft");
  });

  it("deletes a draft (201): it becomes inactive and is no longer offered", async () => {
    const reply = await t.call("DELETE", `${PRODUCTS}/rates/${R.onDraftPlan}`, { token: admin });
    expect(reply.body).toMatchObject({ status: 201, result: { id: R.onDraftPlan, deleted: true } });
    expect(await state(R.onDraftPlan)).toMatchObject({ active: 0 });
    const gone = await t.call("GET", `${PRODUCTS}/rates/${R.onDraftPlan}`, { token: admin });
    expect(gone.body.error).toBe("product_rate_not_found");
  });
});

describe("rate edits only in the caller's regions (allow_abm), and per privilege", () => {
  let mexicoEditor: string;
  let viewer: string;
  let editorOnly: string;

  beforeAll(async () => {
    mexicoEditor = await productsUser(t, "tarifasmx", ["view", "edit", "publish", "delete"], ["mexico"]);
    viewer = await productsUser(t, "tarifasver", ["view"], ["mexico"]);
    editorOnly = await productsUser(t, "tarifasedit", ["view", "edit"], ["mexico"]);
  });

  it("refuses a change to a rate of a region the user does not hold, and marks it allow_abm false", async () => {
    const before = await state(R.argentina);
    const reply = await post(`/rates/${R.argentina}/status`, mexicoEditor, { active: 0 });
    expect(reply.http).toBe(403);
    expect(reply.body.error).toBe("product_region_forbidden");
    expect(await state(R.argentina)).toEqual(before);
    const rate = await t.call("GET", `${PRODUCTS}/rates/${R.argentina}`, { token: mexicoEditor });
    expect(rate.body.result.allow_abm).toBe(false);
    const own = await t.call("GET", `${PRODUCTS}/rates/${R.inactive}`, { token: mexicoEditor });
    expect(own.body.result.allow_abm).toBe(true);
  });

  it("lets the same user change a rate of their region", async () => {
    const reply = await post(`/rates/${R.inactive}/status`, mexicoEditor, { active: 1 });
    expect(reply.body.result.display_state).toBe("publish");
  });

  it("refuses a viewer any change, and an editor without publish the publication", async () => {
    expect((await post(`/rates/${R.inactive}/status`, viewer, { active: 0 })).body.error).toBe(
      "user_without_permission",
    );
    expect((await post(`/rates/${R.uat}/publish`, editorOnly)).body.error).toBe("user_without_permission");
    expect((await t.call("DELETE", `${PRODUCTS}/rates/${R.uat}`, { token: editorOnly })).body.error).toBe(
      "user_without_permission",
    );
  });
});

describe("tenant scope", () => {
  it("does not find a music rate from the video tenant", async () => {
    const reply = await t.call("GET", `${PRODUCTS}/rates/${PRODUCT_FIXTURES.music.rates.publish}`, {
      token: admin,
    });
    expect(reply.body.error).toBe("product_rate_not_found");
    const music = await t.call("GET", `${PRODUCTS}/rates/${PRODUCT_FIXTURES.music.rates.publish}`, {
      token: admin,
      query: { tenant_code: "music" },
    });
    expect(music.body.result.tenant).toBe("music");
  });
});
