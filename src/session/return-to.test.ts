// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { rememberReturnTo, takeReturnTo } from "./return-to";

beforeEach(() => sessionStorage.clear());

describe("return after sign-in", () => {
  it("gives back a console screen's URL once, query (workspace layout) included", () => {
    rememberReturnTo("/system/logs?ws=abc");
    expect(takeReturnTo()).toBe("/system/logs?ws=abc");
    expect(takeReturnTo()).toBeNull();
    rememberReturnTo("/index/consulta_consumo?by=email&q=maria%40correo.test");
    expect(takeReturnTo()).toBe("/index/consulta_consumo?by=email&q=maria%40correo.test");
  });

  it("never returns to another origin, home or a session page", () => {
    for (const url of [
      "//evil.test/x",
      "https://evil.test/system/logs",
      "/index/main",
      "/login?x=1",
      "/logout",
      "/\\evil",
    ]) {
      rememberReturnTo(url);
      expect(takeReturnTo(), url).toBeNull();
    }
    rememberReturnTo("/system/users");
    rememberReturnTo("/logout");
    expect(takeReturnTo()).toBeNull();
  });
});
