import { expect, type Page, test } from "@playwright/test";
import { DEMO, signIn } from "./support";
import { bodyRows, confirmWith, search, toast } from "./system-support";

// System administration (spec 1 §2–§8) against the real server: the users list, as admin@adm.test.

async function openFromPalette(page: Page, typed: string, option: string) {
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Paleta de comandos" });
  await expect(palette.getByRole("combobox")).toBeFocused();
  await page.keyboard.type(typed);
  await expect(palette.getByRole("option").first()).toContainText(option);
  await page.keyboard.press("Enter");
  await expect(palette).toBeHidden();
}

test("a user created by keyboard with two group/role rows is found, deactivated and refused at login", async ({
  page,
}) => {
  const email = `elena.e2e.${Date.now()}@adm.test`;
  const password = "Clave-E2E-2026";
  await signIn(page, DEMO.admin);
  await openFromPalette(page, "usuarios", "Ir a Usuarios");
  const grid = page.getByRole("grid", { name: "Usuarios del sistema" });
  await expect(bodyRows(grid).first()).toBeVisible();

  await page.keyboard.press("c");
  const dialog = page.getByRole("dialog", { name: "Nuevo usuario" });
  await expect(dialog.getByLabel("Nombre de usuario")).toBeFocused();
  // Issue 11 item 6: the form says what keeps "Guardar" disabled, and the time zone follows the region.
  const blockers = dialog.locator("[data-save-blockers]");
  await expect(blockers).toHaveText(
    "Para guardar falta completar: Nombre de usuario, Correo electrónico y Grupos y roles.",
  );
  await expect(dialog.getByRole("button", { name: "Guardar" })).toBeDisabled();
  await expect(dialog.getByLabel("Zona horaria").locator("option:checked")).toHaveText(/Ciudad de México/);
  await page.keyboard.type("elena.e2e");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Elena Pruebas");
  await page.keyboard.press("Tab");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(password);
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Región")).toBeFocused();
  await expect(dialog.getByLabel("Región")).toHaveValue("441");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Ciudad de");
  await expect(dialog.getByLabel("Zona horaria")).not.toHaveValue("");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const group = dialog.getByLabel("Grupo", { exact: true });
  const role = dialog.getByLabel("Rol", { exact: true });
  await expect(group).toBeFocused();

  // First row: a group, then one of its roles (loaded for that group), Enter adds it.
  await page.keyboard.type("Soporte M");
  await expect(role).toBeEnabled();
  await page.keyboard.press("Tab");
  await page.keyboard.type("Soporte");
  await page.keyboard.press("Enter");
  await expect(group).toBeFocused();
  // Second row.
  await page.keyboard.type("Contenidos");
  await expect(role).toBeEnabled();
  await page.keyboard.press("Tab");
  await page.keyboard.type("Editor");
  await page.keyboard.press("Enter");
  const assigned = dialog.getByRole("table", { name: "Grupos y roles" }).getByRole("row");
  await expect(assigned).toHaveCount(3);
  await expect(blockers).toHaveCount(0);
  // The same group again is refused.
  await page.keyboard.type("Contenidos");
  await expect(role).toBeEnabled();
  await page.keyboard.press("Tab");
  await page.keyboard.type("Consulta");
  await page.keyboard.press("Enter");
  await expect(toast(page, "Ya se agrego el grupo para este usuario.")).toBeVisible();
  await expect(assigned).toHaveCount(3);
  // The legacy profiles string is the payload's business, never shown.
  await expect(dialog.getByText("2,4|8,2")).toHaveCount(0);

  await expect(dialog.getByText("Correo disponible.")).toBeVisible();
  await page.keyboard.press("Control+Enter");
  await expect(toast(page, "Creado")).toBeVisible();
  await expect(dialog).toBeHidden();

  await search(page, email);
  await expect(bodyRows(grid)).toHaveCount(1);
  const row = bodyRows(grid).first();
  await expect(row).toContainText("elena.e2e");
  await expect(row).toContainText("Editor, Soporte");

  await grid.focus();
  await page.keyboard.press("t");
  await confirmWith(page, "¿Desactivar el usuario elena.e2e?", "Desactivar");
  await expect(toast(page, "Actualizado")).toBeVisible();
  await expect(row.getByRole("switch", { name: "Activo: elena.e2e" })).toHaveAttribute(
    "aria-checked",
    "false",
  );

  await page.goto("/logout");
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("alert")).toHaveText("El usuario está inactivo. Contacte a un administrador.");
  await expect(page).toHaveURL(/\/login/);
});
