import type { Page } from "@playwright/test";

/**
 * Signs in through the real login form (Spanish, the default language) and waits for the shell: home, or the
 * embedded legacy admin for a v9 user (adminv9 or root, spec 1 §4), as the operator is.
 */
export async function signIn(
  page: Page,
  base: string,
  user: { email: string; plain: string },
): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel("Correo electrónico").fill(user.email);
  await page.getByLabel("Contraseña").fill(user.plain);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(/\/index\/(main|v9\?url=)/);
  await page.getByRole("button", { name: /^Menú de usuario/ }).waitFor();
}
