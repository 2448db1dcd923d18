import { expect, type Page, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// Issue 29 §1: on a fresh seed with the default settings (no ADM_LEGACY_URL), every demo user signs in to a
// screen that works: the console's home listing their own screens, never a frame of a host that cannot load.
// A v9 user (root and operador are too) is told once, in words, that no legacy admin is configured.

const LEGACY_MISSING = "No hay ninguna administración anterior configurada";

/** Every console error and uncaught exception of the page, as text. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

// Each kind of user, with a screen of their own work that their home lists.
const USERS = [
  { who: "root", email: DEMO.admin, name: "Adriana Méndez", screen: "Usuarios", v9: true },
  {
    who: "power operator",
    email: DEMO.operador,
    name: "Óscar Operador",
    screen: "Lista de productos",
    v9: true,
  },
  {
    who: "support agent",
    email: DEMO.soporte,
    name: "Ana Soporte",
    screen: "Consulta de consumo",
    v9: false,
  },
  { who: "casual user", email: DEMO.consulta, name: "Carla Consulta", screen: "Dashboard", v9: false },
  {
    who: "APA UAT user",
    email: DEMO.apauat,
    name: "Pablo Pruebas",
    screen: "Lista de publicaciones",
    v9: false,
  },
  { who: "legacy user", email: DEMO.v9, name: "Víctor Legado", screen: null, v9: true },
] as const;

for (const user of USERS) {
  test(`the ${user.who} (${user.email}) lands on a working home, with no console error`, async ({ page }) => {
    const errors = collectErrors(page);
    await signIn(page, user.email);
    await expect(page).toHaveURL(/\/index\/main$/);
    await expect(page.getByRole("heading", { name: `Hola, ${user.name}` })).toBeVisible();
    const screens = page.getByRole("navigation", { name: "Módulos disponibles" });
    if (user.screen)
      await expect(screens.getByRole("link", { name: user.screen, exact: true })).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    const notice = page.getByText(LEGACY_MISSING);
    if (user.v9) {
      await expect(notice).toHaveCount(1);
      await expect(page.getByText("indique su dirección https en el ajuste ADM_LEGACY_URL")).toBeVisible();
    } else {
      await expect(notice).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });
}

test("a v9 user asking for the hand-over (/index/main?v9=1) stays home and is told why, once", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await signIn(page, DEMO.v9);
  await page.goto("/index/main?v9=1");
  await expect(page).toHaveURL(/\/index\/main$/);
  await expect(page.getByText(LEGACY_MISSING)).toHaveCount(1);
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("typing a screen the operator may not open names it and the privilege it needs (issue 29 §10)", async ({
  page,
}) => {
  await signIn(page, DEMO.operador);
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Paleta de comandos" });
  await page.keyboard.insertText("logs");
  const locked = palette.getByRole("option", { name: /Ir a Logs/ });
  await expect(locked).toHaveAttribute("aria-disabled", "true");
  await expect(locked).toContainText("requiere el privilegio «ver» del módulo «logs»");
  await expect(palette.getByText("Sin resultados.")).toHaveCount(0);
});
