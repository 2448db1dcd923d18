import { expect, type Page, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// Issue 11 item 4 (focus after the palette and dialogs) and item 3 (the binder owns every shortcut).

async function fromPalette(page: Page, typed: string, option: string) {
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Paleta de comandos" });
  await expect(palette.getByRole("combobox")).toBeFocused();
  await page.keyboard.type(typed);
  await expect(palette.getByRole("option").first()).toContainText(option);
  await page.keyboard.press("Enter");
  await expect(palette).toBeHidden();
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

test("a palette command lands in the opened pane's first useful control; Esc gives focus back", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await fromPalette(page, "logs", "Ir a Logs");
  const logs = page.getByRole("grid", { name: "Logs" });
  await expect(logs).toBeFocused();
  await fromPalette(page, "consulta de consumo", "Consulta de consumo");
  await expect(page.getByLabel("Correo o teléfono")).toBeFocused();
  await fromPalette(page, "usuarios", "Ir a Usuarios");
  const users = page.getByRole("grid", { name: "Usuarios del sistema" });
  await expect(users).toBeFocused();

  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Control+k");
  await expect(page.getByRole("dialog", { name: "Paleta de comandos" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(users).toBeFocused();

  await page.keyboard.press("?");
  const sheet = page.getByRole("dialog", { name: "Atajos de teclado" });
  await expect(sheet).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(users).toBeFocused();
  // The sheet opened from the palette, whose input is gone by then, still gives focus back.
  await fromPalette(page, "atajos", "Ver atajos de teclado");
  await expect(sheet).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(users).toBeFocused();
});

test("saving, editing, deleting or cancelling a dialog gives focus back to the table", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto("/system/roles");
  const roles = page.getByRole("grid", { name: "Roles" });
  await expect(roles).toBeFocused();

  await page.keyboard.press("c");
  const create = page.getByRole("dialog", { name: "Nuevo rol" });
  await expect(create.getByLabel("Nombre")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(roles).toBeFocused();

  // Saved; then edited from a dialog the row menu opened (its item is gone when the dialog closes).
  await page.keyboard.press("c");
  await create.getByLabel("Nombre").fill(`foco_e2e_${Date.now()}`);
  await create.getByLabel("Título").fill("Foco E2E");
  await create.getByRole("checkbox", { name: "Ver", exact: true }).click();
  await create.getByRole("button", { name: "Guardar" }).click();
  await expect(toast(page, "Creado")).toBeVisible();
  await expect(roles).toBeFocused();
  await page.getByRole("searchbox", { name: "Buscar en la tabla" }).fill("Foco E2E");
  await expect(roles.locator('[role="row"][aria-rowindex="2"]')).toContainText("Foco E2E");
  await roles.focus();
  await page.keyboard.press("Shift+F10");
  await page.getByRole("menuitem", { name: /Editar rol/ }).click();
  const edit = page.getByRole("dialog", { name: "Editar rol" });
  await edit.getByRole("button", { name: "Cancelar" }).click();
  await expect(edit).toBeHidden();
  await expect(roles).toBeFocused();
  await page.keyboard.press("Shift+F10");
  await page.getByRole("menuitem", { name: /Editar rol/ }).click();
  await edit.getByLabel("Título").fill("Foco E2E editado");
  await page.keyboard.press("Control+Enter");
  await expect(toast(page, "Actualizado")).toBeVisible();
  await expect(roles).toBeFocused();

  await page.keyboard.press("Delete");
  const confirm = page.getByRole("alertdialog", { name: "¿Eliminar 1 rol?" });
  await confirm.getByLabel("Motivo").fill("Prueba de foco");
  await confirm.getByRole("button", { name: "Eliminar", exact: true }).click();
  await expect(toast(page, "Borrado")).toBeVisible();
  await expect(roles).toBeFocused();
});

test("Alt+Shift+T terminates, never traps focus in the toasts; Alt+T is the binder's way to them", async ({
  page,
}) => {
  await signIn(page, DEMO.soporte);
  await page.goto("/index/consulta_consumo?by=email&q=maria.lopez%40correo.test");
  const table = page.getByRole("grid", { name: /^Suscripciones de/ });
  await expect(table).toBeFocused();
  // A toast on screen: cancelling the first row (a free trial, terminated) says why it cannot.
  await page.keyboard.press("Alt+Shift+C");
  const hint = toast(page, "Solo se pueden cancelar suscripciones compradas y activas.");
  await expect(hint).toBeVisible();
  await page.keyboard.press("Alt+Shift+T");
  const terminate = page.getByRole("alertdialog", { name: "Terminar suscripciones" });
  await expect(terminate).toBeVisible();
  await expect(terminate.getByLabel("Motivo")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(table).toBeFocused();
  await page.keyboard.press("Alt+t");
  await expect(page.locator("[data-sonner-toaster]")).toBeFocused();
});
