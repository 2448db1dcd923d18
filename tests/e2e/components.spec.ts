import { expect, test } from "@playwright/test";
import { expectAccessible } from "./axe";
import { DEMO, signIn } from "./support";

// The component list (/index/componentList): the kit's primitives live, worked by keyboard only once open.

test("opens the component list from the palette and works its primitives by keyboard", async ({ page }) => {
  await signIn(page, DEMO.operador);
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Paleta de comandos" });
  await expect(palette).toBeVisible();
  await page.keyboard.insertText("lista de componentes");
  await expect(palette.getByRole("option").first()).toContainText("Lista de componentes");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/index\/componentList$/);

  // The contents jump to a section: focus lands on its heading, Tab reaches its component.
  const contents = page.getByRole("navigation", { name: "Índice de componentes" });
  await contents.getByRole("button", { name: "Selector numérico" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Selector numérico" })).toBeFocused();
  await page.keyboard.press("Tab");
  const spin = page.getByRole("spinbutton", { name: "Número de ciclos" });
  await expect(spin).toBeFocused();
  await expect(spin).toHaveValue("12");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(spin).toHaveValue("14");
  await page.keyboard.press("PageDown");
  await expect(spin).toHaveValue("4");
  await page.keyboard.press("Home");
  await expect(spin).toHaveValue("0");
  await page.keyboard.press("End");
  await expect(spin).toHaveAttribute("aria-valuenow", "9999999999");

  // Tag input: Enter adds, a duplicate is refused with its message, Backspace in the empty box removes the last.
  const tags = page.getByRole("textbox", { name: "Ids de contenido" });
  const items = page.getByRole("list", { name: "Elementos de Ids de contenido" }).getByRole("listitem");
  await tags.focus();
  await page.keyboard.type("2001");
  await page.keyboard.press("Enter");
  await expect(items).toHaveText(["1001", "1002", "2001"]);
  await page.keyboard.press("Control+a");
  await page.keyboard.type("1001");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "El id ya está en la lista." })).toBeVisible();
  await tags.fill("");
  await page.keyboard.press("Backspace");
  await expect(items).toHaveText(["1001", "1002"]);

  // Multi-select: the last selected item stays, with the spec's toast; PageDown loads the next 50 options.
  const regions = page.getByRole("combobox", { name: "Regiones" });
  await regions.focus();
  await page.keyboard.press("Enter");
  const search = page.getByRole("textbox", { name: "Buscar en Regiones" });
  await expect(search).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Debe tener minimo un(1) item seleccionado")).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option", { name: "Zona 2", exact: true })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.keyboard.press("PageDown");
  await expect(page.getByText("100 de 120 opciones")).toBeVisible();
  await expectAccessible(page, "component list with the multi-select open", "main");
  await page.keyboard.press("Escape");
  await expect(regions).toBeFocused();
  await expect(regions).toHaveText("Región 1, Zona 2");

  // Dialog: Escape closes it and gives focus back to the button that opened it.
  const opener = page.getByRole("button", { name: "Abrir diálogo" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Diálogo de ejemplo" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Nombre" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Typed input: the price field lists the characters it refuses.
  await page.getByRole("textbox", { name: "Precio", exact: true }).fill("12$a");
  await expect(page.getByText("Caracteres Invalidos: $ a")).toBeVisible();
});
