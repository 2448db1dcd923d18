import { expect, type Page, test } from "@playwright/test";
import { DEMO, PASSWORD, signIn } from "./support";

// Issue 32 item 3: a saved workspace reopened from the palette after a reload, keyboard only; as home it is where
// sign-in lands; its link is the layout's URL.

const MARIA = { email: "maria.lopez@correo.test", name: "María López Hernández" };
const palette = (page: Page) => page.getByRole("dialog", { name: "Paleta de comandos" });

async function runFromPalette(page: Page, typed: string, option: string | RegExp) {
  await page.keyboard.press("Control+k");
  await expect(palette(page).getByRole("combobox")).toBeFocused();
  await page.keyboard.type(typed);
  await expect(palette(page).getByRole("option").first()).toContainText(option);
  await page.keyboard.press("Enter");
}

async function expectTheLayout(page: Page) {
  await expect(page.getByRole("heading", { name: MARIA.name })).toBeVisible();
  await expect(page.getByLabel("Correo o teléfono")).toHaveValue(MARIA.email);
  await expect(page.getByRole("region", { name: "Mi perfil" })).toBeVisible();
}

async function signOutByKeyboard(page: Page) {
  await page.getByRole("button", { name: /^Menú de usuario/ }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Cerrar sesión" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/login/);
}

async function signInByKeyboard(page: Page) {
  await page.getByLabel("Correo electrónico").focus();
  await page.keyboard.type(DEMO.soporte);
  await page.keyboard.press("Tab");
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
}

// The second test starts from the workspace the first one saved.
test.describe.configure({ mode: "serial" });

let layout: URL;

test("a layout saved by name reopens from the palette after a reload", async ({ page }) => {
  await signIn(page, DEMO.soporte);

  // Two panes: the consumption look-up with an e-mail typed in its search, and the own profile beside it.
  await runFromPalette(page, "consulta de consumo", "Ir a Consulta de consumo");
  const term = page.getByLabel("Correo o teléfono");
  await expect(term).toBeVisible();
  await term.focus();
  await page.keyboard.type(MARIA.email);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: MARIA.name })).toBeVisible();
  await page.keyboard.press("Alt+Shift+O");
  await page.keyboard.type("perfil");
  await expect(palette(page).getByRole("option").first()).toContainText("Mi perfil");
  await page.keyboard.press("Enter");
  await expectTheLayout(page);
  await expect(page).toHaveURL(/[?&]ws=h/);
  layout = new URL(page.url());

  // Save it as "Mi turno": the dialog asks for the name.
  await runFromPalette(page, "guardar espacio", "Guardar espacio de trabajo…");
  const dialog = page.getByRole("dialog", { name: "Guardar espacio de trabajo" });
  await expect(dialog.getByLabel("Nombre")).toBeFocused();
  await page.keyboard.type("Mi turno");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Espacio de trabajo «Mi turno» guardado.")).toBeVisible();

  // After a reload elsewhere (a new page load of the home screen), the palette reopens it exactly.
  await page.goto("/index/main");
  await expect(page.getByRole("button", { name: /^Menú de usuario/ })).toBeVisible();
  await runFromPalette(page, "Mi turno", "Abrir espacio de trabajo: Mi turno");
  await expect(page).toHaveURL(layout.href);
  await expectTheLayout(page);
});

test("saving a taken name asks to replace it; the home workspace is where sign-in lands; its link is the URL", async ({
  page,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page, DEMO.soporte);
  await runFromPalette(page, "guardar espacio", "Guardar espacio de trabajo…");
  const dialog = page.getByRole("dialog", { name: "Guardar espacio de trabajo" });
  await expect(dialog.getByLabel("Nombre")).toBeFocused();
  await page.keyboard.type("Mi turno");
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("alert")).toContainText("Ya tiene un espacio de trabajo llamado «Mi turno»");
  await expect(dialog.getByRole("button", { name: "Reemplazar" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await runFromPalette(page, "definir como inicio", "Definir como inicio…");
  await page.keyboard.type("Mi turno");
  await expect(palette(page).getByRole("option").first()).toContainText("Mi turno");
  await page.keyboard.press("Enter");
  await expect(page.getByText("«Mi turno» se abrirá al iniciar sesión.")).toBeVisible();

  // Sign out from the user menu and in again through the form, by keyboard.
  await signOutByKeyboard(page);
  await signInByKeyboard(page);
  await expect(page).toHaveURL(layout.href);
  await expectTheLayout(page);

  // The link is the layout's full URL.
  await runFromPalette(page, "copiar enlace", "Copiar enlace del espacio de trabajo");
  await expect(page.getByText("Enlace del espacio de trabajo copiado.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(layout.href);

  // A deep link opened signed out wins over the home workspace.
  await signOutByKeyboard(page);
  await page.goto("/index/user_profile");
  await expect(page).toHaveURL(/\/login/);
  await signInByKeyboard(page);
  await expect(page).toHaveURL(/\/index\/user_profile$/);
});

test("a rename keeps the layout and the home mark; the sign-in link lands at the home workspace too", async ({
  page,
}) => {
  // Signed in by the form, which lands at the home workspace the test before chose.
  await page.goto("/login");
  await signInByKeyboard(page);
  await expect(page).toHaveURL(layout.href);
  await runFromPalette(page, "renombrar espacio", "Renombrar espacio de trabajo…");
  await page.keyboard.type("Mi turno");
  await expect(palette(page).getByRole("option").first()).toContainText("Mi turno");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Renombrar espacio de trabajo: Mi turno" });
  const name = dialog.getByLabel("Nombre");
  await expect(name).toBeFocused();
  await expect(name).toHaveValue("Mi turno");
  await page.keyboard.press("Control+a");
  await page.keyboard.type("Turno de tarde");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Espacio de trabajo renombrado a «Turno de tarde».")).toBeVisible();

  await page.keyboard.press("Control+k");
  await page.keyboard.type("Turno de tarde");
  await expect(palette(page).getByRole("option").first()).toContainText(
    "Abrir espacio de trabajo: Turno de tarde",
  );
  await expect(palette(page).getByRole("option").first()).toContainText("Inicio");
  await page.keyboard.press("Escape");

  // The sign-in link (user and pass handed over, spec 1 §4) lands like the form: at the home workspace.
  await signOutByKeyboard(page);
  await page.goto(
    `/index/main?user=${encodeURIComponent(DEMO.soporte)}&pass=${encodeURIComponent(PASSWORD)}`,
  );
  await expect(page).toHaveURL(layout.href);
  await expectTheLayout(page);
});
