import { expect, type Page, test } from "@playwright/test";
import { DEMO, PASSWORD, signIn } from "./support";

// Issue 11 item 7 (deep links survive sign-in) and item 10's last point (no token in the stream's URL).

async function logIn(page: Page, email: string) {
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
}

test("a console URL opened signed out is where sign-in leads", async ({ page }) => {
  await page.goto("/index/consulta_consumo?by=email&q=maria.lopez%40correo.test");
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, DEMO.soporte);
  await expect(page).toHaveURL(/\/index\/consulta_consumo\?by=email&q=maria\.lopez%40correo\.test$/);
  await expect(page.getByRole("heading", { name: "María López Hernández" })).toBeVisible();
});

test("when the session ends, signing in again returns to the screen that was open", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto("/system/roles");
  await expect(page.getByRole("grid", { name: "Roles" })).toBeVisible();
  // The session is revoked elsewhere; the next call finds out.
  await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem("token") ?? "null");
    await fetch("/services/auth/logout", { method: "POST", headers: { authorization: `Bearer ${token}` } });
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/system\/roles$/);
  await expect(page.getByRole("grid", { name: "Roles" })).toBeVisible();
});

test("the notification stream carries the token in a header, never in its URL", async ({ page }) => {
  const stream = page.waitForRequest((request) => request.url().includes("/services/notifications/stream"));
  await signIn(page, DEMO.admin);
  const request = await stream;
  expect(request.url()).not.toMatch(/token=/);
  expect(await request.headerValue("authorization")).toMatch(/^Bearer \S+$/);
  // And it works: a broadcast arrives as a toast.
  await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem("token") ?? "null");
    await fetch("/services/notifications", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ message: "Aviso de prueba E2E" }),
    });
  });
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Aviso de prueba E2E" })).toBeVisible();
});
