import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// Providers (spec 2 §2; issue 27): newest first, the modification column sorted by its date (it sorted by
// its "d/m/yy · user" text, so a provider created today landed mid-list).

test("a provider created now is the list's first row, and stays first sorted by modification", async ({
  page,
}) => {
  await signIn(page, DEMO.operador);
  await page.goto("/index/providers");
  const grid = page.getByRole("grid", { name: "Proveedores" });
  await expect(grid.getByRole("row").nth(1)).toBeVisible();
  const code = `E2E_${Date.now().toString(36).toUpperCase()}`;
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Paleta de comandos" });
  await page.keyboard.type("nuevo proveedor");
  await palette.getByRole("option", { name: /Nuevo proveedor/ }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo proveedor" });
  await dialog.getByLabel("Nombre del proveedor").fill("Proveedor e2e");
  await dialog.getByLabel("Código del proveedor").fill(code);
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  await expect(grid.getByRole("row").nth(1)).toContainText(code);
  // Ascending puts it last; descending again, first.
  const header = grid.getByRole("columnheader", { name: "Modificación" });
  await expect(header).toHaveAttribute("aria-sort", "descending");
  await header.getByRole("button", { name: "Modificación" }).click();
  await expect(header).toHaveAttribute("aria-sort", "ascending");
  await expect(grid.getByRole("row").nth(1)).not.toContainText(code);
  await header.getByRole("button", { name: "Modificación" }).click();
  await expect(header).toHaveAttribute("aria-sort", "descending");
  await expect(grid.getByRole("row").nth(1)).toContainText(code);
});
