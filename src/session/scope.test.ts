import { describe, expect, it } from "vitest";
import { i18n } from "../i18n";
import { tenantLabel } from "./scope";

describe("tenant names", () => {
  it("are the product's name, never the bare code", () => {
    const t = i18n.getFixedT("es");
    expect(tenantLabel(t, { code: "music", title: "Claro música" })).toBe("Música");
    expect(tenantLabel(t, { code: "books", title: "Claro libros" })).toBe("Claro libros");
    expect(tenantLabel(i18n.getFixedT("en"), { code: "music" })).toBe("Music");
  });
});
