// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from "vitest";
import { deriveMenu } from "../commands/menu";
import { getCommands } from "../commands/registry";
import { signIn } from "../commands/testing/session-fixture";
import { i18n } from "../i18n";
import { matchPath } from "../workspace/routes";
import { breadcrumbTrail } from "./breadcrumb-trail";
import "./modules";

// Spec 3 §2: breadcrumb sections for home, product list, promotion list, wizard, step, add promotion,
// edit promotion.

function trail(path: string): string[] {
  const match = matchPath(path);
  if (!match) throw new Error(`no screen at ${path}`);
  const user = signIn("root");
  const menu = deriveMenu(getCommands(), { user, region: "mexico", tenant: "video" });
  return breadcrumbTrail({ kind: match.kind, params: match.params }, menu, i18n.t.bind(i18n));
}

describe("breadcrumb of the product screens", () => {
  beforeAll(() => i18n.changeLanguage("es"));

  it("the product list sits in the products section", () => {
    expect(trail("/products/productList")).toEqual(["Productos", "Lista de productos"]);
  });

  it("the wizard sits under the product list and ends on its step", () => {
    expect(trail("/products/product-wizard/2")).toEqual([
      "Productos",
      "Lista de productos",
      "Asistente de plan",
      "Paso 2: Filtros",
    ]);
    expect(trail("/products/rate-wizard/3")).toEqual([
      "Productos",
      "Lista de productos",
      "Asistente de tarifa",
      "Paso 3",
    ]);
  });

  it("adding and editing a promotion sit under the promotion list", () => {
    expect(trail("/products/addPromotion")).toEqual([
      "Productos",
      "Lista de promociones",
      "Agregar promoción",
    ]);
    expect(trail("/products/editPromotion")).toEqual([
      "Productos",
      "Lista de promociones",
      "Editar promoción",
    ]);
  });
});
