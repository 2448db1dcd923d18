import { expect, type Page } from "@playwright/test";

export const PASSWORD = "Demo2026!";

export const DEMO = {
  admin: "admin@adm.test",
  soporte: "soporte@adm.test",
  operador: "operador@adm.test",
  consulta: "consulta@adm.test",
  apauat: "apauat@adm.test",
  v9: "v9@adm.test",
  /** Support without the "personal" privilege: sees subscribers' personal data masked (issue 32 item 2). */
  agente: "agente@adm.test",
} as const;

/** Where a sign-in lands: home, or the embedded legacy admin for a v9 user (adminv9 or root, spec 1 §4). */
export const LANDING = /\/index\/(main|v9\?url=)/;

/** Signs in through the real login form (Spanish, the default language) and waits for the landing screen. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(LANDING);
  // The shell (and its session runtime: idle watch, renewal) is mounted once the user menu shows.
  await expect(page.getByRole("button", { name: /^Menú de usuario/ })).toBeVisible();
}

/** The accessible names of the side menu's entries, in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: "Menú principal" });
  await expect(nav).toBeVisible();
  return nav
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((link) => (link.getAttribute("aria-label") ?? link.textContent ?? "").trim()),
    );
}

/** The result of a /services GET with the signed-in user's token, for checking what the screens did. */
export async function serviceResult<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = JSON.parse(localStorage.getItem("token") ?? "null");
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    return (await response.json()).result;
  }, `/services${path}`);
}

/** Opens the mails screen from the palette and waits for its list. */
export async function openMails(page: Page): Promise<void> {
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Paleta de comandos" });
  await page.keyboard.type("mails");
  await expect(palette.getByRole("option").first()).toContainText("Ir a Mails");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("grid", { name: "Mails" })).toBeVisible();
}
