import { expect, type Locator, type Page, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// Issue 31 item 4: view-only means read-only. Every control on the product list is enabled by its command's
// own rule (privilege included), and the filters list offers a view-only user "Ver filtro", not its editor.

const productList = (page: Page) =>
  page.locator("section[data-pane-id]").filter({ hasText: "Expandir todo" });

/** The list's write controls: the rate and payment switches and the "Añadir medio de pago" buttons. */
const writeControls = (list: Locator) =>
  list
    .getByRole("switch")
    .or(list.getByRole("button", { name: /^Añadir medio de pago/ }))
    .or(list.getByRole("button", { name: /^Nuevo (Plan|Producto)$/ }));

async function openExpandedProductList(page: Page): Promise<Locator> {
  await page.goto("/products/productList");
  const list = productList(page);
  await list.getByRole("button", { name: "Expandir todo" }).click();
  await expect(list.getByRole("switch").first()).toBeVisible();
  return list;
}

/** The filters list's row menu of its first row, opened from the keyboard. */
async function firstFilterRowMenu(page: Page): Promise<Locator> {
  await page.goto("/index/filtros");
  const grid = page.getByRole("grid", { name: "Filtros de contenido" });
  await expect(grid.getByRole("row").nth(1)).toBeVisible();
  await grid.getByRole("row").nth(1).getByRole("button", { name: "Acciones de la fila" }).click();
  const menu = page.getByRole("menu", { name: "Acciones de la fila" });
  await expect(menu).toBeVisible();
  return menu;
}

test("a view-only user is offered no enabled write control on the product list, and views filters", async ({
  page,
}) => {
  await signIn(page, DEMO.consulta);
  const list = await openExpandedProductList(page);
  const controls = writeControls(list);
  expect(await controls.count()).toBeGreaterThan(0);
  await expect(controls.and(list.locator(":enabled"))).toHaveCount(0);

  const menu = await firstFilterRowMenu(page);
  await expect(menu.getByRole("menuitem", { name: "Ver filtro" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Editar filtro" })).toHaveCount(0);
});

test("an operator still gets the enabled write controls and the filter editor", async ({ page }) => {
  await signIn(page, DEMO.operador);
  const list = await openExpandedProductList(page);
  await expect(list.getByRole("switch").and(list.locator(":enabled")).first()).toBeVisible();
  await expect(
    list
      .getByRole("button", { name: /^Añadir medio de pago/ })
      .and(list.locator(":enabled"))
      .first(),
  ).toBeVisible();

  const menu = await firstFilterRowMenu(page);
  await expect(menu.getByRole("menuitem", { name: "Editar filtro" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Ver filtro" })).toHaveCount(0);
});
