import { beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_FIXTURES } from "../../server/products/seed/seed-fixtures.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { subscriptionPlan } from "./product-wizard-helpers.ts";
import { PRODUCTS } from "./products-helpers.ts";

// Spec 3 §1, §3 Rule names: a plan's rules are saved with its step 1 (sent as S or N, only those its tenant
// shows), stored (allow_upsell, allow_downsell and the others) and read back with the plan.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
});

const save = (tenant: string, productId: number, payload: object) =>
  t.call("POST", `${PRODUCTS}/wizard/plans/steps/1`, {
    token: admin,
    query: { tenant_code: tenant },
    body: { product_id: productId, payload },
  });
const rulesOf = async (tenant: string, productId: number) => {
  const view = await t.call("GET", `${PRODUCTS}/wizard/plans/${productId}/steps/1`, {
    token: admin,
    query: { tenant_code: tenant },
  });
  const rules = view.body.result.product.rules as { name: string; value: string }[];
  return Object.fromEntries(rules.map((rule) => [rule.name, rule.value]));
};
const columns = (productId: number) =>
  t.db
    .withTables<{ product_plans: { product_id: number; allow_upsell: number; allow_downsell: number } }>()
    .selectFrom("product_plans")
    .select(["allow_upsell", "allow_downsell"])
    .where("product_id", "=", productId)
    .executeTakeFirstOrThrow();
const S = (name: string) => ({ name, value: "S" });
const N = (name: string) => ({ name, value: "N" });

describe("a plan's rules at step 1", () => {
  it("video: stores upsell and downsell in their columns and the others, and reads them back", async () => {
    const plan = subscriptionPlan(PRODUCT_FIXTURES.video.family, "Plan Con Reglas");
    const rules = [S("AllowUpsell"), S("AllowDownsell"), S("AllowCancel"), N("Timeshift"), S("Expiration")];
    const created = await save("video", 0, { ...plan, rules: [...rules, S("AllowPreview")] });
    expect(created.http).toBe(201);
    const id = created.body.result.product_id as number;
    expect(await columns(id)).toEqual({ allow_upsell: 1, allow_downsell: 1 });
    expect(await rulesOf("video", id)).toEqual({
      AllowUpsell: "S",
      AllowDownsell: "S",
      AllowCancel: "S",
      AllowPreview: "N",
      AllowDownload: "N",
      Timeshift: "N",
      Npvrstorage: "N",
      Expiration: "S",
    });
    const changed = await save("video", id, { ...plan, rules: [N("AllowUpsell"), N("AllowCancel")] });
    expect(changed.http).toBe(201);
    expect(await columns(id)).toEqual({ allow_upsell: 0, allow_downsell: 1 });
    expect(await rulesOf("video", id)).toMatchObject({ AllowCancel: "N", Expiration: "S" });
  });

  it("music: only AllowDownload and AllowPreview are taken", async () => {
    const plan = subscriptionPlan(PRODUCT_FIXTURES.music.family, "Producto Con Reglas");
    const created = await save("music", 0, {
      ...plan,
      rules: [S("AllowDownload"), S("AllowPreview"), S("AllowUpsell")],
    });
    expect(created.http).toBe(201);
    const id = created.body.result.product_id as number;
    expect(await columns(id)).toEqual({ allow_upsell: 0, allow_downsell: 0 });
    expect(await rulesOf("music", id)).toMatchObject({
      AllowDownload: "S",
      AllowPreview: "S",
      AllowUpsell: "N",
    });
  });

  it("refuses a value other than S or N", async () => {
    const plan = subscriptionPlan(PRODUCT_FIXTURES.video.family, "Plan Regla Mala");
    const reply = await save("video", 0, { ...plan, rules: [{ name: "AllowUpsell", value: "1" }] });
    expect(reply.body.error).toBe("wizard_rule_invalid");
  });
});
