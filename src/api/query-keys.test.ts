// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { session } from "../session/store";
import { productKeyFactories, productKeys } from "./products/keys";
import { moduleKey, queryKeysFactory } from "./query-keys";

const users = queryKeysFactory("system", "users");

beforeEach(() => {
  session.region = "mexico";
  session.tenant = "video";
});

describe("queryKeysFactory", () => {
  it("puts the module, region, tenant and resource first, then list or detail", () => {
    expect(users.all()).toEqual(["system", "mexico", "video", "users"]);
    expect(users.lists()).toEqual(["system", "mexico", "video", "users", "list"]);
    expect(users.list({ search: "ana" })).toEqual([
      "system",
      "mexico",
      "video",
      "users",
      "list",
      { search: "ana" },
    ]);
    expect(users.details()).toEqual(["system", "mexico", "video", "users", "detail"]);
    expect(users.detail(7)).toEqual(["system", "mexico", "video", "users", "detail", 7]);
  });

  it("follows the session's region and tenant, or the scope given", () => {
    session.region = "colombia";
    session.tenant = "music";
    expect(users.detail(7)).toEqual(["system", "colombia", "music", "users", "detail", 7]);
    expect(users.lists({ region: "peru", tenant: "video" })).toEqual([
      "system",
      "peru",
      "video",
      "users",
      "list",
    ]);
  });

  it("nests every key under its module's prefix (one invalidation per module)", () => {
    const prefix = moduleKey("system");
    for (const key of [users.all(), users.list(), users.detail(1)]) expect(key.slice(0, 1)).toEqual(prefix);
    expect(users.list().slice(0, 5)).toEqual(users.lists());
  });
});

describe("productKeys (the product domain's one factory)", () => {
  const scoped = (key: readonly unknown[]) => key.slice(0, 3);

  it("keeps every key under moduleKey(products) with the region and tenant", () => {
    for (const [resource, factory] of Object.entries(productKeyFactories))
      for (const key of [
        factory.all(),
        factory.lists(),
        factory.list({}),
        factory.details(),
        factory.detail(1),
      ]) {
        expect(scoped(key)).toEqual(["products", "mexico", "video"]);
        expect(key[3]).toBe(resource);
      }
    for (const key of [
      productKeys.reference("regions"),
      productKeys.reference("userTypes", { region_id: 1 }),
      productKeys.promotions.option("rates", {}),
      productKeys.promotions.list({}),
      productKeys.promotions.detail(3),
      productKeys.wizard.hubcorp(1, 2),
      productKeys.wizard.eligibility(3, 1),
    ])
      expect(scoped(key)).toEqual(["products", "mexico", "video"]);
    expect(productKeys.all()).toEqual(moduleKey("products"));
  });

  it("nests the promotions' choices under the promotions' prefix (one invalidation after a save)", () => {
    const prefix = productKeys.promotions.all();
    for (const key of [
      productKeys.promotions.option("regions"),
      productKeys.promotions.list({}),
      productKeys.promotions.detail(3),
    ])
      expect(key.slice(0, prefix.length)).toEqual([...prefix]);
  });

  it("nests the wizard's checks under the wizard's prefix (dropped with its steps)", () => {
    const prefix = productKeys.wizard.all();
    for (const key of [productKeys.wizard.hubcorp(1, 2), productKeys.wizard.eligibility(3, 1)])
      expect(key.slice(0, prefix.length)).toEqual([...prefix]);
  });
});
