import { expect, type Locator, type Page, test } from "@playwright/test";
import { DEMO, PASSWORD, signIn } from "./support";

// Issue 11 item 5: layout at 1440 and at 390 px wide.

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.use({ viewport: { width: 1440, height: 900 } });

test("at 1440 px the key columns are in view; widths follow the content, the mouse and the keyboard, and stay", async ({
  page,
}) => {
  await signIn(page, DEMO.soporte);
  await page.goto("/index/consulta_consumo?by=email&q=maria.lopez%40correo.test");
  const grid = page.getByRole("grid", { name: /^Suscripciones de/ });
  await expect(grid.getByRole("row")).toHaveCount(4);
  const edge = (await box(grid)).x + (await box(grid)).width;
  for (const header of ["Estado", "Acciones"]) {
    const cell = grid.getByRole("columnheader", { name: header, exact: true });
    expect((await box(cell)).x + (await box(cell)).width).toBeLessThanOrEqual(edge + 1);
  }
  await expect(
    grid.getByRole("row").filter({ hasText: "Claro video Mensual" }).getByText("Activa"),
  ).toBeVisible();

  // Keyboard: the header's edge is a separator; → widens by 16 px. Mouse: drag it.
  const title = grid.getByRole("columnheader", { name: /Título/ });
  const before = (await box(title)).width;
  const handle = grid.getByRole("separator", { name: "Ancho de la columna Título" });
  await handle.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect.poll(async () => Math.round((await box(title)).width)).toBe(Math.round(before + 32));
  const at = await box(handle);
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  await page.mouse.down();
  await page.mouse.move(at.x + 60, at.y + at.height / 2, { steps: 4 });
  await page.mouse.up();
  const dragged = Math.round((await box(title)).width);
  expect(dragged).toBeGreaterThan(before + 60);
  await page.reload();
  await expect(grid.getByRole("row")).toHaveCount(4);
  await expect.poll(async () => Math.round((await box(title)).width)).toBe(dragged);
  // Enter sizes it to the content again.
  await handle.focus();
  await page.keyboard.press("Enter");
  await expect.poll(async () => Math.round((await box(title)).width)).toBeLessThan(dragged);
});

test("long cells have a tooltip and Enter opens the whole log entry; menus and toasts keep clear", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto("/system/logs");
  const grid = page.getByRole("grid", { name: "Logs" });
  const first = grid.locator('[role="row"][aria-rowindex="2"]');
  await expect(first).toContainText("@");
  const message = first.getByRole("gridcell").nth(6);
  const full = await message.getAttribute("title");
  expect(full).toBeTruthy();
  await grid.focus();
  await page.keyboard.press("Home");
  await page.keyboard.press("Enter");
  const detail = page.getByRole("dialog", { name: /^Registro \d+$/ });
  await expect(detail).toContainText(full as string);
  await page.keyboard.press("Escape");
  await expect(grid).toBeFocused();

  // The row menu of a grid scrolled sideways in a narrow window stays on screen.
  await page.setViewportSize({ width: 800, height: 700 });
  await page.goto("/system/users");
  const users = page.getByRole("grid", { name: "Usuarios del sistema" });
  await expect(users.locator('[role="row"][aria-rowindex="2"]')).toBeVisible();
  await users.focus();
  await page.keyboard.press("Shift+F10");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  const placed = await box(menu);
  expect(placed.x).toBeGreaterThanOrEqual(0);
  expect(placed.x + placed.width).toBeLessThanOrEqual(800);
  expect(placed.y + placed.height).toBeLessThanOrEqual(700);
  await page.keyboard.press("Escape");

  // Toasts sit bottom right, clear of the top bar and the pane toolbars (closing the only pane says why not).
  await page.keyboard.press("Alt+Shift+W");
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible();
  const toastBox = await box(toast);
  for (const bar of [page.locator("header").first(), page.locator("[data-pane-id] > header").first()]) {
    const barBox = await box(bar);
    expect(toastBox.y).toBeGreaterThan(barBox.y + barBox.height);
  }
});

test("the region and tenant selectors show the current choice while their lists load", async ({ page }) => {
  await signIn(page, DEMO.soporte);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/services/base/region**", async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByLabel("Región").locator("option:checked")).toHaveText("México");
  await expect(page.getByLabel("Tenant").locator("option:checked")).toHaveText("Video");
  release();
  await expect(page.getByLabel("Región").locator("option")).toHaveCount(2);
});

test("at 390 px nothing overflows and sign-out, tenant and language stay reachable", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login");
  await page.getByLabel("Correo electrónico").fill(DEMO.soporte);
  await page.getByLabel("Contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/index\/main/);
  for (const route of ["/index/main", "/index/consulta_consumo?by=email&q=maria.lopez%40correo.test"]) {
    await page.goto(route);
    await expect(page.locator("[data-pane-id]")).toBeVisible();
    await expect(page.locator("[data-pending]")).toHaveCount(0);
    expect(await horizontalOverflow(page), route).toBeLessThanOrEqual(0);
  }
  const more = page.getByRole("button", { name: "Cuenta y preferencias" });
  await more.click();
  const panel = page.getByRole("dialog", { name: "Cuenta y preferencias" });
  await expect(panel.getByLabel("Tenant")).toBeVisible();
  await expect(panel.getByRole("button", { name: "English" })).toBeVisible();
  await panel.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/login/);
});

test("at 1440 px the APA row buttons show whole; at 390 px the rate summary stacks under the product list", async ({
  page,
}) => {
  await signIn(page, DEMO.operador);
  await page.goto("/apa/configurationList");
  const grid = page.getByRole("grid", { name: "Lista de publicaciones APA" });
  const firstRow = grid.locator('[role="row"][aria-rowindex="2"]');
  await expect(firstRow).toBeVisible();
  const gridBox = await box(grid);
  for (const name of ["Translations", "Metadata", "Assets"]) {
    const button = firstRow.getByRole("button", { name, exact: true });
    const cell = firstRow
      .getByRole("gridcell")
      .filter({ has: page.getByRole("button", { name, exact: true }) });
    const [shown, within] = [await box(button), await box(cell)];
    expect(shown.x + shown.width, `${name} inside its cell`).toBeLessThanOrEqual(within.x + within.width);
    expect(shown.x + shown.width, `${name} inside the grid`).toBeLessThanOrEqual(gridBox.x + gridBox.width);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/products/productList");
  const summary = page.getByRole("complementary", { name: "Resumen de tarifa" });
  await expect(summary).toBeVisible();
  // The list is the summary's sibling column.
  const list = summary.locator("xpath=preceding-sibling::div[1]");
  await expect(list.getByRole("searchbox").first()).toBeVisible();
  const [listBox, summaryBox] = [await box(list), await box(summary)];
  expect(listBox.width, "the list keeps the pane's width").toBeGreaterThan(300);
  expect(summaryBox.y, "the summary sits below the list").toBeGreaterThan(listBox.y);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
