import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// The role demo area (/index/dummy): its demo roles only, never system administration's.

test("creates, duplicates, deactivates and deletes a demo role with the spec's messages; artists load", async ({
  page,
}) => {
  await signIn(page, DEMO.operador);
  await page.goto("/index/dummy");
  const roles = page.getByRole("grid", { name: "Roles demo" });
  await expect(roles.getByRole("row").filter({ hasText: "admin_demo" })).toBeVisible();
  await expect(
    page.getByRole("grid", { name: "Artistas" }).getByRole("row").filter({ hasText: "Mon Laferte" }),
  ).toBeVisible();

  // Create: the "c" key in the focused list; Guardar waits for a valid name, a title and one privilege.
  await roles.getByRole("gridcell", { name: "admin_demo", exact: true }).click();
  await page.keyboard.press("c");
  const dialog = page.getByRole("dialog", { name: "Crear rol" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Nombre").fill("e2e_demo");
  await dialog.getByLabel("Título").fill("Rol de prueba");
  const save = dialog.getByRole("button", { name: "Guardar" });
  await expect(save).toBeDisabled();
  await dialog.getByLabel("Ver").check();
  await expect(save).toBeEnabled();
  await page.keyboard.press("Control+Enter");
  await expect(page.getByText("El rol ha sido creado.")).toBeVisible();
  const created = roles
    .getByRole("row")
    .filter({ has: page.getByRole("gridcell", { name: "e2e_demo", exact: true }) });
  await expect(created).toBeVisible();

  // Duplicate from the row's actions: the copy's name is taken from the role.
  await created.getByRole("gridcell", { name: "e2e_demo", exact: true }).click();
  await page.keyboard.press("d");
  const copy = page.getByRole("dialog", { name: "Duplicar rol" });
  await expect(copy.getByLabel("Nombre")).toHaveValue("e2e_demo_copy");
  await copy.getByRole("button", { name: "Guardar" }).click();
  await expect(roles.getByRole("row").filter({ hasText: "e2e_demo_copy" })).toBeVisible();

  // Status change: confirm, then the switch shows Inactive.
  await created.getByRole("gridcell", { name: "e2e_demo", exact: true }).click();
  await page.keyboard.press("t");
  await page.getByRole("alertdialog").getByRole("button", { name: "Desactivar" }).click();
  await expect(created.getByRole("switch", { name: "Activo: Rol de prueba" })).not.toBeChecked();

  // Delete with the reason the audit keeps.
  await created.getByRole("gridcell", { name: "e2e_demo", exact: true }).click();
  await page.keyboard.press("Delete");
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("¿Está seguro de borrar el registro?");
  await confirm.getByRole("textbox").fill("limpieza de prueba");
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("El registro se ha eliminado.")).toBeVisible();
  await expect(roles.getByRole("row").filter({ hasText: /e2e_demo$/ })).toHaveCount(0);
});
