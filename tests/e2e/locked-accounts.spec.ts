import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// Issue 28 §4: the administrator sees the locked accounts and why, opened from the palette.
const LOCKED = "inactivo@adm.test";

test("the palette opens Cuentas bloqueadas, listing an account five wrong passwords locked", async ({
  page,
}) => {
  for (let i = 0; i < 5; i++) {
    const reply = await page.request.post("/services/auth/login", {
      data: { email: LOCKED, plain: `mala-${i}` },
    });
    expect(reply.status()).toBe(401);
  }
  await signIn(page, DEMO.admin);
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Paleta de comandos" });
  await expect(palette).toBeVisible();
  await page.keyboard.insertText("Cuentas bloqueadas");
  await palette.getByRole("option", { name: /Ir a Cuentas bloqueadas/ }).click();
  await expect(page).toHaveURL(/\/system\/users\/locked$/);
  const grid = page.getByRole("grid", { name: "Cuentas bloqueadas por intentos fallidos" });
  const row = grid.getByRole("row").filter({ hasText: LOCKED });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("5 contraseñas incorrectas seguidas");
  await expect(row).toContainText("127.0.0.1");
});
