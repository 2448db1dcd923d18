import { describe, expect, it } from "vitest";
import { complete, conversionOf, fits, originType, targetAllowed } from "./clone-rules";

describe("clone rules (spec 2 §5)", () => {
  it("offers Nuevo only to Exportar and no automatic destination to it", () => {
    expect(targetAllowed("Exportar", "Nuevo")).toBe(true);
    expect(targetAllowed("Exportar", "M")).toBe(true);
    expect(targetAllowed("Exportar", "A")).toBe(false);
    expect(targetAllowed("Importar", "Nuevo")).toBe(false);
    expect(targetAllowed("Importar", "A")).toBe(true);
  });

  it("lets the finder choose only a filter with an id and the required type", () => {
    expect(originType("Exportar")).toBe("A");
    expect(fits({ filter_id: 3, type: "A" }, "A")).toBe(true);
    expect(fits({ filter_id: 3, type: "M" }, "A")).toBe(false);
    expect(fits({ filter_id: 3, type: "M" }, null)).toBe(true);
    expect(fits({ filter_id: 0, type: "M" }, null)).toBe(false);
  });

  it("needs every selection, Nuevo being destination 0", () => {
    expect(complete({ action: "Exportar", type: "Nuevo", origin: 5, destination: 0 })).toBe(true);
    expect(complete({ action: "Exportar", type: "Nuevo", origin: 5, destination: 9 })).toBe(false);
    expect(complete({ action: "Importar", type: "M", origin: 5, destination: 0 })).toBe(false);
    expect(complete({ action: "Importar", type: "M", origin: null, destination: 7 })).toBe(false);
    expect(complete({ action: null, type: "M", origin: 5, destination: 7 })).toBe(false);
  });

  it("names the conversion between types", () => {
    expect(conversionOf("A", "M")).toBe("A_TO_M");
    expect(conversionOf("M", "A")).toBe("M_TO_A");
    expect(conversionOf("M", "M")).toBeNull();
  });
});
