import { expect, type Page, test } from "@playwright/test";
import { DEMO, PASSWORD, signIn } from "./support";

/** Every entry of the side menu, sections expanded, as "Section > Entry" or "Entry". */
async function fullMenu(page: Page): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: "Menú principal" });
  await expect(nav.getByRole("link").first()).toBeVisible();
  const sections = nav.getByRole("button", { expanded: false });
  for (const name of await sections.evaluateAll((els) => els.map((el) => el.textContent?.trim() ?? ""))) {
    if (name) await nav.getByRole("button", { name, exact: true }).click();
  }
  // Legacy-admin links (/index/v9?url=…) come from /services/base/menuadminv, not from module privileges.
  return nav
    .locator('a:not([href^="/index/v9"])')
    .evaluateAll((links) =>
      links.map((link) => (link.getAttribute("aria-label") ?? link.textContent ?? "").trim()),
    );
}

// Spec 1 §6's menu↔module map applied to each demo user's privileges (seeded by the reference server).
const EDGES = [
  "Edges › Video edges",
  "Edges › Usuarios y dispositivos de video edges",
  "Edges › API edges",
  "Edges › Usuarios y dispositivos de API edges",
  "Edges › Buffering edges",
  "Edges › Usuarios y dispositivos de buffering edges",
];
const SYSTEM = [
  "Sistema › Usuarios",
  "Sistema › Grupos",
  "Sistema › Roles",
  "Sistema › Logs",
  "Sistema › Módulos",
  "Sistema › Datos personales",
];
const EXPECTED_MENUS: Record<string, (string | RegExp)[]> = {
  [DEMO.consulta]: [
    "Mails",
    ...EDGES,
    "Dashboard",
    "Consulta de consumo",
    "Productos › Lista de productos",
    "Productos › Lista de promociones",
    "Contenido › Filtros",
  ],
  [DEMO.soporte]: ["Consulta de consumo"],
  [DEMO.apauat]: ["Contenido › Filtros", "APA › Lista de publicaciones", "APA › Histórico"],
  [DEMO.v9]: [],
};

test.describe("each demo user sees exactly the menu entries their privileges allow", () => {
  for (const [email, expected] of Object.entries(EXPECTED_MENUS)) {
    test(email, async ({ page }) => {
      await signIn(page, email);
      const entries = await fullMenu(page);
      const own = entries.filter((entry) => !entry.includes(" · "));
      expect(own).toEqual(expected);
    });
  }

  test("admin (root) sees every module, system administration included", async ({ page }) => {
    await signIn(page, DEMO.admin);
    const entries = await fullMenu(page);
    for (const entry of [...SYSTEM, "Consulta de consumo", "Proveedores"]) expect(entries).toContain(entry);
  });

  test("operador sees every module but system administration", async ({ page }) => {
    await signIn(page, DEMO.operador);
    const entries = await fullMenu(page);
    expect(entries).toContain("Consulta de consumo");
    expect(entries).toContain("APA › Lista de publicaciones");
    for (const entry of SYSTEM) expect(entries).not.toContain(entry);
  });
});

test("an unknown path lands on /login signed out, and on the console's not-found screen signed in", async ({
  page,
}) => {
  await page.goto("/no/such/screen");
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, DEMO.consulta);
  await page.goto("/index/nothing-here");
  await expect(page).toHaveURL(/\/index\/nothing-here$/);
  await expect(page.getByRole("heading", { name: "Pantalla no encontrada" })).toBeVisible();
  await expect(page.getByText("La dirección /index/nothing-here no corresponde")).toBeVisible();
  await page.getByRole("link", { name: "Ir al inicio" }).click();
  await expect(page.getByRole("heading", { name: "Pantalla no encontrada" })).toHaveCount(0);
  await expect(page).not.toHaveURL(/nothing-here/);
});

test("a wrong password is refused with the spec's message and keeps the form", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Correo electrónico").fill(DEMO.consulta);
  await page.getByLabel("Contraseña").fill("not-the-password");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Usuario no encontrado, por favor verifique y vuelva a intentar",
  );
  await expect(page.getByLabel("Correo electrónico")).toHaveValue(DEMO.consulta);
  await page.getByLabel("Contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/index\/main/);
});

test("a route the user may not view sends them home with the warning", async ({ page }) => {
  await signIn(page, DEMO.consulta);
  await page.goto("/system/logs");
  await expect(page).toHaveURL(/\/index\/main/);
  await expect(page.getByText("El usuario no tiene permisos en el módulo solicitado.")).toBeVisible();
});

test("idle: activity during the warning resumes the session", async ({ page }) => {
  await page.clock.install();
  await signIn(page, DEMO.consulta);
  await page.clock.fastForward(421_000);
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await page.clock.fastForward(200_000);
  await expect(page).toHaveURL(/\/index\/main/);
});

test("changing region reloads the screen and sends the new region on calls", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto("/system/logs");
  await expect(page.getByRole("grid")).toBeVisible();
  const reload = page.waitForRequest(
    (request) => request.url().includes("/services/logs/log") && request.url().includes("region=chile"),
  );
  await page.getByLabel("Región").selectOption("chile");
  await reload;
  await expect(page.getByLabel("Región")).toHaveValue("chile");
  await page.reload();
  await expect(page.getByLabel("Región")).toHaveValue("chile");
});

test("changing region refetches every open pane in the new region, without a page reload, workspace kept", async ({
  page,
}) => {
  await signIn(page, DEMO.soporte);
  await page.goto("/index/consulta_consumo?by=email&q=maria.lopez%40correo.test");
  await expect(page.getByRole("heading", { name: "María López Hernández" })).toBeVisible();
  await page.keyboard.press("Alt+Shift+R");
  const panes = page.locator("section[data-pane-id]");
  await expect(panes).toHaveCount(2);
  await expect(panes.nth(1).getByRole("heading", { name: "María López Hernández" })).toBeVisible();
  const url = page.url();
  // A page reload would lose this mark.
  await page.evaluate(() => Object.assign(window, { beforeRegionChange: true }));

  await page.getByLabel("Región").selectOption("colombia");
  // María is a Mexican subscriber: both panes ask again, in Colombia, and find nobody. They say so inline; the
  // modal 'Error' dialog is for a search the user asked, not one the region change re-ran.
  for (const pane of [panes.nth(0), panes.nth(1)]) {
    await expect(pane.getByRole("alert")).toContainText("Usuario no encontrado en la región seleccionada.");
    await expect(pane.getByRole("heading", { name: "María López Hernández" })).toHaveCount(0);
  }
  await expect(page.getByRole("alertdialog", { name: "Error" })).toHaveCount(0);
  expect(await page.evaluate(() => "beforeRegionChange" in window)).toBe(true);
  expect(page.url()).toBe(url);

  await page.getByLabel("Región").selectOption("mexico");
  for (const pane of [panes.nth(0), panes.nth(1)])
    await expect(pane.getByRole("heading", { name: "María López Hernández" })).toBeVisible();
});
