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

  it("never returns to another origin, an unknown path or home", () => {
    for (const url of [
      "//evil.test/x",
      "https://evil.test/system/logs",
      "/no/such/screen",
      "/index/main",
      "/\\evil",
    ]) {
      rememberReturnTo(url);
      expect(takeReturnTo(), url).toBeNull();
    }
    rememberReturnTo("/system/users");
    rememberReturnTo("/no/such/screen");
    expect(takeReturnTo()).toBeNull();
  });
});
