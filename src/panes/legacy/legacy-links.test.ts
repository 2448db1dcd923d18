import { describe, expect, it } from "vitest";
import { flattenLegacyMenu } from "./legacy-links";

describe("legacy menu links for the palette", () => {
  it("lists section entries as 'Sección · Entrada' and single links by name, skipping empty sections", () => {
    const links = flattenLegacyMenu([
      {
        NAME: "Reportes",
        PADRE: "1",
        URL: "",
        ICON: "fa-chart",
        ITEMS: [{ name: "Ventas", url: "https://legacy.adm.test/reportes/ventas" }],
      },
      {
        NAME: "Configuración",
        PADRE: "0",
        URL: "https://legacy.adm.test/configuracion",
        ICON: "fa-cog",
        ITEMS: [],
      },
      { NAME: "Vacía", PADRE: "0", URL: "", ICON: "", ITEMS: [] },
    ]);
    expect(links).toEqual([
      { name: "Reportes · Ventas", url: "https://legacy.adm.test/reportes/ventas" },
      { name: "Configuración", url: "https://legacy.adm.test/configuracion" },
    ]);
  });
});
