import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// Issue #31 item 5, keyboard only: after 'Validar' in the APA bulk dialog and after a PDF export, focus stays
// where the work is (the dialog, the table's export button), never on the page body; the bulk dialog's ids
// are one tab stop however many there are.

test("the bulk dialog's ids are one tab stop; 'Validar' keeps the focus in the dialog", async ({ page }) => {
  await signIn(page, DEMO.operador);
  await page.goto("/apa/configurationList");
  await expect(page.getByRole("grid", { name: "Lista de publicaciones APA" })).toBeVisible();
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Paleta de comandos" });
  await page.keyboard.insertText(["web-00001", "web-00002", "web-00003", "web-99001"].join("\n"));
  await expect(palette.getByRole("option").first()).toContainText("Publicación masiva APA (4 ids)");
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Publicación masiva APA" });
  const ids = dialog.getByRole("list", { name: /^Ids/ });
  await expect(dialog.getByLabel("Ids de dispositivo")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(ids.getByRole("button", { name: "Quitar web-00001" })).toBeFocused();
  // The arrows move between ids; Delete removes the focused one and the next takes its place.
  await page.keyboard.press("ArrowRight");
  await expect(ids.getByRole("button", { name: "Quitar web-00002" })).toBeFocused();
  await page.keyboard.press("Delete");
  await expect(ids.getByRole("listitem")).toHaveCount(3);
  await expect(ids.getByRole("button", { name: "Quitar web-00003" })).toBeFocused();
  // One Tab leaves the whole list.
  await page.keyboard.press("Tab");
  await expect(ids.locator(":focus")).toHaveCount(0);
  await page.keyboard.press("Shift+Tab");
  await expect(ids.getByRole("button", { name: "Quitar web-00003" })).toBeFocused();
  // Ctrl+Enter still validates from the list.
  await page.keyboard.press("Control+Enter");
  await expect(dialog.getByRole("status")).toContainText("2 válidos, 1 no válido");

  const validate = dialog.getByRole("button", { name: "Validar" });
  await validate.focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("status")).toContainText("2 válidos, 1 no válido");
  await expect(validate).not.toHaveAttribute("aria-disabled", "true");
  await expect(validate).toBeFocused();
});

test("a PDF export from the menu hands the focus back to the table's export button", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto("/system/logs");
  const grid = page.getByRole("grid", { name: "Logs" });
  await expect(grid.locator('[role="row"][aria-rowindex="2"]')).toBeVisible();
  const exportButton = page.getByRole("button", { name: "Exportar" });
  await exportButton.focus();
  await page.keyboard.press("Enter");
  const pdf = page.getByRole("menuitem", { name: "PDF" });
  await expect(page.getByRole("menuitem").first()).toBeFocused();
  while (!(await pdf.evaluate((item) => item === document.activeElement)))
    await page.keyboard.press("ArrowDown");
  const download = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  await download;
  await expect(exportButton).not.toHaveAttribute("aria-disabled", "true");
  await expect(exportButton).toBeFocused();
});
