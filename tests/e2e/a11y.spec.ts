import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./axe";
import { DEMO, PASSWORD, signIn } from "./support";

// Issue 11 item 9: axe over every screen, and over the overlays operators work in. The screens are the ones
// the modules registered (read from the running app), so a module added later is scanned without a change
// here; a screen's link in the side menu, when it has one, gives its query (the legacy admin's page).

/** Screen states worth scanning beyond each screen's plain route. */
const EXTRA_STATES = ["/index/consulta_consumo?by=email&q=nadie%40correo.test"];

/** The side menu's links, its sections expanded. */
async function menuLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: "Menú principal" });
  const expand = nav.getByRole("button", { name: "Expandir el menú" });
  if (await expand.isVisible()) await expand.click();
  const collapsed = nav.getByRole("button", { expanded: false });
  while ((await collapsed.count()) > 0) await collapsed.first().click();
  return nav.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

/** Every screen a module registered, once each: its menu link, else its route (a `:param` filled in). */
async function everyScreen(page: Page): Promise<string[]> {
  const screens = await page.evaluate(() => window.__admScreens?.() ?? []);
  const links = await menuLinks(page);
  const pathOf = (href: string) => href.split("?")[0];
  const routes = screens.map(({ route }) => {
    const path = route.replace(/:[^/]+/g, "1");
    return links.find((href) => pathOf(href) === path) ?? path;
  });
  // The walk covers the menu: a link to a screen no module registered would be a dead end.
  const registered = new Set(routes.map(pathOf));
  expect(links.filter((href) => !registered.has(pathOf(href)))).toEqual([]);
  return routes;
}

async function settle(page: Page) {
  await expect(page.locator("[data-pending]")).toHaveCount(0);
  await expect(page.locator('[role="grid"][aria-busy="true"]')).toHaveCount(0);
}

// axe takes seconds per page on a busy machine: these tests get the time it needs.
test.describe.configure({ timeout: 600_000 });

test("every screen passes axe (no serious or critical problem, one h1, named landmarks)", async ({
  page,
}) => {
  await page.goto("/login");
  await expectAccessible(page, "login");
  await page.goto("/recover?id=x");
  await expectAccessible(page, "recover");

  await signIn(page, DEMO.admin);
  const routes = [...(await everyScreen(page)), ...EXTRA_STATES];
  expect(routes.length).toBeGreaterThan(25);
  // The shell (side menu expanded, top bar) once, whole; then each screen's workspace.
  await settle(page);
  await expectAccessible(page, "shell with the full menu");
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator("[data-pane-id]").first()).toBeVisible();
    await settle(page);
    await expectAccessible(page, route, "main");
  }
});

test("the overlays pass axe: palette, cheat sheet, menus, dialogs, split panes", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto("/system/logs");
  const grid = page.getByRole("grid", { name: "Logs" });
  await expect(grid.locator('[role="row"][aria-rowindex="2"]')).toContainText("@");

  await page.keyboard.press("Control+k");
  await expect(page.getByRole("dialog", { name: "Paleta de comandos" })).toBeVisible();
  await expectAccessible(page, "palette");
  await page.keyboard.press("Escape");
  await grid.focus();
  await page.keyboard.press("?");
  await expect(page.getByRole("dialog", { name: "Atajos de teclado" })).toBeVisible();
  await expectAccessible(page, "cheat sheet");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Exportar" }).click();
  await expect(page.getByRole("menuitem", { name: "CSV" })).toBeVisible();
  await expectAccessible(page, "export menu");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Mostrar u ocultar columnas" }).click();
  await expectAccessible(page, "column menu");
  await page.keyboard.press("Escape");

  await grid.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: /^Registro \d+$/ })).toBeVisible();
  await expectAccessible(page, "log detail");
  await page.keyboard.press("Escape");

  // Two panes on one screen: each landmark keeps a name of its own.
  await page.keyboard.press("Alt+Shift+R");
  await expect(page.locator("main").getByRole("region")).toHaveCount(2);
  await expectAccessible(page, "logs split in two");

  await page.goto("/system/users");
  await expect(page.getByRole("grid", { name: "Usuarios del sistema" })).toBeVisible();
  await page.keyboard.press("c");
  await expect(page.getByRole("dialog", { name: "Nuevo usuario" })).toBeVisible();
  await expectAccessible(page, "create user");
  await page.keyboard.press("Escape");
  const users = page.getByRole("grid", { name: "Usuarios del sistema" });
  await users.focus();
  await page.keyboard.press("Shift+F10");
  await expect(page.getByRole("menu")).toBeVisible();
  await expectAccessible(page, "row menu");
});

test("consumption, its failure and its dialogs pass axe", async ({ page }) => {
  await signIn(page, DEMO.soporte);
  await page.goto("/index/consulta_consumo?by=telcel&q=12-34");
  await expect(page.getByRole("alertdialog", { name: "Error" })).toContainText(
    "El número de teléfono no es válido.",
  );
  await expectAccessible(page, "failed search's dialog");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alert")).toContainText("El número de teléfono no es válido.");
  await expectAccessible(page, "failed search");
  await page.goto("/index/consulta_consumo?by=email&q=maria.lopez%40correo.test");
  await expect(page.getByRole("grid")).toBeVisible();
  await expectAccessible(page, "subscriber with subscriptions");
  await page.keyboard.press("Alt+Shift+E");
  await expect(page.getByRole("alertdialog", { name: "Editar correo" })).toBeVisible();
  await expectAccessible(page, "edit e-mail dialog");
});

test("at 390 px wide the screens and the top bar's menu pass axe", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login");
  await page.getByLabel("Correo electrónico").fill(DEMO.soporte);
  await page.getByLabel("Contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/index\/main/);
  await page.goto("/index/consulta_consumo?by=email&q=maria.lopez%40correo.test");
  await expect(page.getByRole("grid")).toBeVisible();
  await expectAccessible(page, "consumption at 390 px");
  await page.getByRole("button", { name: "Cuenta y preferencias" }).click();
  await expect(page.getByRole("dialog", { name: "Cuenta y preferencias" })).toBeVisible();
  await expectAccessible(page, "top bar menu at 390 px");
});
