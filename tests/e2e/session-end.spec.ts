import { expect, type Page, test } from "@playwright/test";
import { DEMO, PASSWORD, signIn } from "./support";

// Spec 1 §3 and §8 (issue 33): what the operator reads when signing in and when a session ends on its own.

const NOTICE = "Mantenimiento programado: el domingo de 03:00 a 05:00 no habrá exportaciones.";

test("the login answer's notice shows once, after the landing screen renders", async ({ page, request }) => {
  // A pending notification for soporte, sent by a root user: the login answer carries it (spec 1 §3).
  const signedIn = async (email: string) =>
    (await (await request.post("/services/auth/login", { data: { email, plain: PASSWORD } })).json()).result;
  const soporte = await signedIn(DEMO.soporte);
  const admin = await signedIn(DEMO.admin);
  const sent = await request.post("/services/notifications", {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { message: NOTICE, user_id: soporte.user.user_id },
  });
  expect(sent.status()).toBe(201);

  await page.goto("/login");
  // Records whether a pane of the signed-in console was on screen when the notice's toast appeared.
  await page.evaluate((notice) => {
    const marks = window as unknown as { noticeOverLanding?: boolean };
    new MutationObserver((_, observer) => {
      const toasts = [...document.querySelectorAll("[data-sonner-toast]")];
      if (!toasts.some((toast) => toast.textContent?.includes(notice))) return;
      marks.noticeOverLanding = document.querySelector("section[data-pane-id]") !== null;
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  }, NOTICE);
  await page.getByLabel("Correo electrónico").fill(DEMO.soporte);
  await page.getByLabel("Contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/index\/main$/);
  await expect(page.getByText(NOTICE)).toHaveCount(1);
  await expect(page.getByText(NOTICE)).toBeVisible();
  expect(await page.evaluate(() => (window as { noticeOverLanding?: boolean }).noticeOverLanding)).toBe(true);
});

/** The login page after a session ended on its own: the reason stays on the form, past the toast's time. */
async function expectEndedOnLogin(page: Page, title: string, text: string) {
  await expect(page).toHaveURL(/\/login$/);
  const ended = page.getByRole("status").filter({ hasText: title });
  await expect(ended).toContainText(text);
  return ended;
}

test("idle: a warning after 420 s, logout 180 s later; the login page keeps saying why (controlled clock)", async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, DEMO.consulta);
  // The clock stops, then a key marks activity: idle time counts from there, however slow the machine.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await page.keyboard.press("Shift");
  await page.clock.fastForward(419_000);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await page.clock.fastForward(2_000);
  const warning = page.getByRole("alertdialog");
  await expect(warning).toContainText("Usuario inactivo");
  await expect(warning).toContainText("Será cerrada la sesión por inactividad.");
  await page.clock.fastForward(180_000);
  await page.clock.resume();
  const text = "Usuario inactivo, sesión cerrada por inactividad. Debe Acceder nuevamente.";
  const ended = await expectEndedOnLogin(page, "Usuario inactivo", text);
  // A toast says it as well; the form's text (no toast) stays until the next sign-in.
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text })).toBeVisible();
  await expect(ended.locator("xpath=ancestor::*[@data-sonner-toast]")).toHaveCount(0);
  // The session is gone from storage: an authenticated route goes back to login.
  await page.goto("/index/main");
  await expect(page).toHaveURL(/\/login$/);
});

test("a second sign-in of the same user elsewhere ends the first browser's session on its next call", async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.consulta);
  await expect(page.getByRole("navigation", { name: "Menú principal" })).toBeVisible();

  const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: "es-MX" });
  const second = await elsewhere.newPage();
  await signIn(second, DEMO.consulta);

  // The first browser's next call (opening a screen that loads data) is refused: it signs out and says why.
  await page
    .getByRole("navigation", { name: "Menú principal" })
    .getByRole("link", { name: "Dashboard" })
    .click();
  await expectEndedOnLogin(page, "Sesion expirada", "Sesión existente o ha expirado.");

  // The newer session carries on.
  await second.reload();
  await expect(second.getByRole("button", { name: /^Menú de usuario/ })).toBeVisible();
  await expect(second).toHaveURL(/\/index\/main/);
  await elsewhere.close();
});
