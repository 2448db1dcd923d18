import { describe, expect, it } from "vitest";
import { isConsolePath, WORKSPACE_URL_MAX } from "./workspaces";

describe("a saved workspace's URL", () => {
  it("is a path and query of the console, in the layout format's characters", () => {
    for (const url of [
      "/index/main",
      "/index/consulta_consumo?by=email&q=maria.lopez%40correo.test",
      "/index/user_profile?ws=h(1.consumption.lookup:by=email:q=maria.lopez%40correo.test,2.profile.own)!2",
      "/system/logs?ws=h65-35(1.system.users,v(2.system.logs:level=error,3.home.main))!2*2",
    ])
      expect(isConsolePath(url), url).toBe(true);
  });

  it("is never another origin, a fragment, a session page, a broken escape or too long", () => {
    for (const url of [
      "",
      "index/main",
      "https://evil.example/index/main",
      "//evil.example/index/main",
      "/\\evil.example",
      "javascript:alert(1)",
      "/index/main#x",
      "/index/main?q=a b",
      "/index/main?q=%zz",
      "/login",
      "/logout?x=1",
      "/",
      `/index/main?q=${"a".repeat(WORKSPACE_URL_MAX)}`,
    ])
      expect(isConsolePath(url), url).toBe(false);
  });
});
