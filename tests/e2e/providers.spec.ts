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

test("10 providers a page with numbered pages to the last one; a row's actions run its row commands", async ({
  page,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page, DEMO.operador);
  const answer = page.waitForResponse((response) => /\/services\/providers\?/.test(response.url()));
  await page.goto("/index/providers");
  const { result } = await (await answer).json();
  const total: number = result.recordsTotal;
  const pages = Math.ceil(total / 10);
  expect(pages).toBeGreaterThan(1);
  expect(new URL((await answer).url()).searchParams.get("quantity")).toBe("10");
  const grid = page.getByRole("grid", { name: "Proveedores" });
  const pager = page.getByRole("navigation", { name: "Páginas de Proveedores" });
  await expect(pager).toContainText(`Página 1 de ${pages}`);
  await expect(grid).toHaveAttribute("aria-rowcount", "11");
  for (let shown = 1; shown < pages; shown += 1) {
    await pager.getByRole("button", { name: "Página siguiente" }).click();
    await expect(pager).toContainText(`Página ${shown + 1} de ${pages}`);
  }
  await expect(grid).toHaveAttribute("aria-rowcount", String(total - (pages - 1) * 10 + 1));

  // The actions column: the row's menu (here from the keyboard) offers the pane's row commands.
  const first = grid.getByRole("row").nth(1);
  const code = (await first.getByRole("gridcell").nth(3).textContent())?.trim() ?? "";
  expect(code).toMatch(/^[A-Z0-9_-]+$/);
  await first.getByRole("gridcell").nth(2).click();
  await page.keyboard.press("Shift+F10");
  const menu = page.getByRole("menu", { name: "Acciones de la fila" });
  await expect(menu.getByRole("menuitem")).toHaveText([/Ver proveedor/, /Copiar código del proveedor/]);
  await page.keyboard.press("Enter");
  const details = page.getByRole("dialog", { name: "Proveedor" });
  await expect(details).toContainText(code);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await first.getByRole("button", { name: "Acciones de la fila" }).click();
  await menu.getByRole("menuitem", { name: /Copiar código del proveedor/ }).click();
  await expect(page.getByText(`Código copiado: ${code}`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});
