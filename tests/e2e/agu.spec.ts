import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// AGU end-user administration (/index/gestion_usuarios) on the seeded fixtures: find an end user in the
// directory and open their consumption. Nothing here changes data.

test("finds an end user by name in the directory and opens their consumption, switching to their region", async ({
  page,
}) => {
  await signIn(page, DEMO.operador);
  await page.goto("/index/gestion_usuarios");
  const directory = page.getByRole("grid", { name: "Administración de usuarios AGU" });
  await expect(directory).toBeVisible();

  await page.getByRole("searchbox", { name: /buscar/i }).fill("juan perez s");
  const juan = directory.getByRole("row").filter({ hasText: "juan.perez@correo.test" });
  await expect(juan).toBeVisible();
  // Juan is on the unfiltered first page too: the click may land there before the search (400 ms after
  // typing) replaces it. The row chosen since typing wins: the search keeps the cursor on Juan.
  await expect(juan).toContainText("Chile");

  // Keyboard: into the grid, the row's actions (Shift+F10) offer the consumption, Enter opens it.
  await juan.getByRole("gridcell").first().click();
  await page.keyboard.press("Shift+F10");
  await expect(
    page.getByRole("menu").getByRole("menuitem", { name: /Ver consumo del usuario/ }),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/index\/consulta_consumo\?by=email&q=juan\.perez%40correo\.test$/);
  await expect(page.getByRole("heading", { name: "Juan Pérez Soto" })).toBeVisible();
  await expect(page.getByRole("grid", { name: "Suscripciones de Juan Pérez Soto" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Región" })).toHaveValue("chile");
  await expect(page.getByText("Región cambiada a Chile para consultar su consumo.")).toBeVisible();
});

test("searches by phone within one region, and tells how much a search needs", async ({ page }) => {
  await signIn(page, DEMO.operador);
  await page.goto("/index/gestion_usuarios");
  const directory = page.getByRole("grid", { name: "Administración de usuarios AGU" });
  await page.getByRole("combobox", { name: "Región del usuario" }).selectOption("mexico");
  await expect(page).toHaveURL(/region=mexico/);
  const search = page.getByRole("searchbox", { name: /buscar/i });
  await search.fill("55");
  await expect(page.getByText("Escriba al menos 4 dígitos del teléfono.")).toBeVisible();
  await search.fill("+52 1 (55) 8765-4321");
  await expect(directory.getByRole("row").filter({ hasText: "maria.lopez@correo.test" })).toBeVisible();
  await expect(directory).toHaveAttribute("aria-rowcount", "2");
});
