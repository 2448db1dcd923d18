import { expect, type Locator, type Page, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// System administration (spec 1 §2–§8) against the real server, as admin@adm.test unless stated.

async function openFromPalette(page: Page, typed: string, option: string) {
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Paleta de comandos" });
  await expect(palette.getByRole("combobox")).toBeFocused();
  await page.keyboard.type(typed);
  await expect(palette.getByRole("option").first()).toContainText(option);
  await page.keyboard.press("Enter");
  await expect(palette).toBeHidden();
}

async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Buscar en la tabla" }).fill(text);
}

/** The body rows of a grid (the header row has no aria-selected). */
const bodyRows = (grid: Locator) => grid.locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])');

/** Confirms a dialog; an audited action (a delete) first gets its reason. */
async function confirmWith(page: Page, title: string | RegExp, button: string, reason?: string) {
  const dialog = page.getByRole("alertdialog", { name: title });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole("button", { name: button, exact: true });
  if (reason) {
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Motivo").fill(reason);
  }
  await confirm.click();
  await expect(dialog).toBeHidden();
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

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

test("deleting a group that has users is refused with 'El grupo posee usuarios asignados.'", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto("/system/groups");
  const grid = page.getByRole("grid", { name: "Grupos" });
  await search(page, "soporte_mx_co");
  await expect(bodyRows(grid)).toHaveCount(1);
  await grid.focus();
  await page.keyboard.press("Delete");
  const confirm = page.getByRole("alertdialog", { name: "¿Eliminar 1 grupo?" });
  await expect(confirm).toContainText("Soporte México y Colombia (soporte_mx_co)");
  await expect(confirm.getByLabel("Motivo")).toBeFocused();
  await page.keyboard.type("Grupo duplicado");
  await page.keyboard.press("Enter");
  await expect(toast(page, "El grupo posee usuarios asignados.")).toBeVisible();
  await expect(toast(page, "El registro no ha sido borrado.")).toBeVisible();
  await expect(bodyRows(grid)).toHaveCount(1);
});

test("a group is created with its pickers refusing duplicates, then duplicated into a prefilled form", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto("/system/groups");
  await expect(page.getByRole("grid", { name: "Grupos" })).toBeVisible();
  await page.keyboard.press("c");
  const dialog = page.getByRole("dialog", { name: "Nuevo grupo" });
  await dialog.getByLabel("Nombre").fill("e2e_grupo");
  await dialog.getByLabel("Título").fill("Grupo E2E");
  const roles = dialog.getByRole("combobox", { name: "Roles" });
  for (let i = 0; i < 2; i += 1) {
    await roles.selectOption({ label: "Consulta" });
    await dialog.getByRole("button", { name: "Agregar a Roles" }).click();
  }
  await expect(toast(page, "Duplicado: El registro ya ha sido agregado.")).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Roles elegidos" }).getByRole("listitem")).toHaveCount(1);
  const regions = dialog.getByRole("combobox", { name: "Regiones" });
  await regions.selectOption({ label: "Global" });
  await dialog.getByRole("button", { name: "Agregar a Regiones" }).click();
  await expect(dialog.getByRole("list", { name: "Regiones elegidos" })).toContainText("Global");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(toast(page, "Creado")).toBeVisible();

  const grid = page.getByRole("grid", { name: "Grupos" });
  await search(page, "e2e_grupo");
  await expect(bodyRows(grid)).toHaveCount(1);
  await expect(bodyRows(grid).first()).toContainText("Global");
  await grid.focus();
  await page.keyboard.press("d");
  const copy = page.getByRole("dialog", { name: "Duplicar grupo" });
  await expect(copy.getByLabel("Nombre")).toHaveValue("e2e_grupo_copia");
  await page.keyboard.press("Control+Enter");
  await expect(toast(page, /^Duplicado$/)).toBeVisible();
  await expect(bodyRows(grid)).toHaveCount(2);
});

test("roles: save waits for name, title and a privilege; a taken name is flagged; status switch and delete", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto("/system/roles");
  const grid = page.getByRole("grid", { name: "Roles" });
  await expect(bodyRows(grid).first()).toBeVisible();
  await page.keyboard.press("c");
  const dialog = page.getByRole("dialog", { name: "Nuevo rol" });
  const save = dialog.getByRole("button", { name: "Guardar" });
  await page.keyboard.type("administrador");
  await expect(dialog.getByText("Ya existe un rol con ese nombre.")).toBeVisible();
  await dialog.getByLabel("Nombre").fill("auditor_e2e");
  await expect(dialog.getByText("Nombre disponible.")).toBeVisible();
  await dialog.getByLabel("Título").fill("Auditor E2E");
  await expect(save).toBeDisabled();
  await dialog.getByRole("checkbox", { name: "Ver" }).click();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(toast(page, "Creado")).toBeVisible();

  await search(page, "auditor_e2e");
  await expect(bodyRows(grid)).toHaveCount(1);
  await bodyRows(grid).first().getByRole("switch", { name: "Activo: Auditor E2E" }).click();
  await confirmWith(page, "¿Desactivar el rol Auditor E2E?", "Desactivar");
  await expect(bodyRows(grid).first().getByRole("switch")).toHaveAttribute("aria-checked", "false");
  await grid.focus();
  await page.keyboard.press("Delete");
  await confirmWith(page, "¿Eliminar 1 rol?", "Eliminar", "Rol de prueba");
  await expect(toast(page, "Borrado")).toBeVisible();
  await expect(bodyRows(grid)).toHaveCount(0);
});

test("modules: create, hide with the visibility switch, edit and delete", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto("/system/modules");
  const grid = page.getByRole("grid", { name: "Módulos" });
  await expect(bodyRows(grid).first()).toBeVisible();
  await page.keyboard.press("c");
  const dialog = page.getByRole("dialog", { name: "Nuevo módulo" });
  await page.keyboard.type("e2e_modulo");
  await dialog.getByLabel("Título").fill("Módulo E2E");
  await page.keyboard.press("Control+Enter");
  await expect(toast(page, "Creado")).toBeVisible();

  await search(page, "e2e_modulo");
  await expect(bodyRows(grid)).toHaveCount(1);
  await bodyRows(grid).first().getByRole("switch", { name: "Visible: e2e_modulo" }).click();
  await confirmWith(page, "¿Ocultar el módulo e2e_modulo?", "Ocultar");
  await expect(bodyRows(grid).first().getByRole("switch")).toHaveAttribute("aria-checked", "false");

  await grid.focus();
  await page.keyboard.press("e");
  const edit = page.getByRole("dialog", { name: "Editar módulo" });
  await edit.getByLabel("Título").fill("Módulo E2E editado");
  await page.keyboard.press("Control+Enter");
  await expect(bodyRows(grid).first()).toContainText("Módulo E2E editado");
  await grid.focus();
  await page.keyboard.press("Delete");
  await confirmWith(page, "¿Eliminar 1 módulo?", "Eliminar", "Módulo de prueba");
  await expect(toast(page, "Borrado")).toBeVisible();
  await expect(bodyRows(grid)).toHaveCount(0);
});

test("own profile: data and group/role table; a saved edit signs the user out", async ({ page }) => {
  await signIn(page, DEMO.apauat);
  await page.goto("/index/user_profile");
  await expect(page.getByText("apauat@adm.test")).toBeVisible();
  await expect(page.getByRole("grid", { name: "Grupos y roles" })).toContainText("APA UAT");
  await page.keyboard.press("e");
  const dialog = page.getByRole("dialog", { name: "Editar mi perfil" });
  await dialog.getByLabel("Nombre completo").fill("Pablo Pruebas E2E");
  await page.keyboard.press("Control+Enter");
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText("Perfil actualizado")).toBeVisible();
  await signIn(page, DEMO.apauat);
  await page.goto("/index/user_profile");
  await expect(page.getByText("Pablo Pruebas E2E")).toBeVisible();
});

test("legacy admin: allowed https pages load in a sandboxed frame after the loader; others are refused", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  for (const url of ["https://evil.test/x", "javascript:alert(1)", "http://legacy.adm.test/x"]) {
    await page.goto(`/index/v9?url=${encodeURIComponent(url)}`);
    await expect(page.getByRole("alert").filter({ hasText: "Dirección no permitida" })).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
  }
  await page.goto(`/index/v9?url=${encodeURIComponent("https://legacy.adm.test/reportes/ventas")}`);
  await expect(
    page.getByRole("status").filter({ hasText: "Cargando la administración anterior…" }),
  ).toBeVisible();
  const frame = page.locator('iframe[title="Administración anterior"]');
  await expect(frame).toHaveAttribute("src", "https://legacy.adm.test/reportes/ventas");
  await expect(frame).toHaveAttribute("sandbox", /allow-scripts/);
  expect(await frame.getAttribute("sandbox")).not.toContain("allow-top-navigation");
  await expect(page.getByText("Cargando la administración anterior…")).toBeHidden({ timeout: 8_000 });

  await page.goto("/index/v9");
  await expect(page).toHaveURL(/\/index\/main/);
});

test("legacy admin is refused to users without adminv9", async ({ page }) => {
  await signIn(page, DEMO.consulta);
  await page.goto(`/index/v9?url=${encodeURIComponent("https://legacy.adm.test/")}`);
  await expect(page).toHaveURL(/\/index\/main/);
  await expect(page.locator("iframe")).toHaveCount(0);
});
