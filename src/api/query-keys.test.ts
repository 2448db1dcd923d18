// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { session } from "../session/store";
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
