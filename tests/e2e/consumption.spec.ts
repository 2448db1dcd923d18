import { expect, type Locator, type Page, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// Consulta de consumo, keyboard only, against the seeded fixtures (server/seed/end-user-fixtures.ts). Tests
// share one database: only the cancel test changes anything, and only a row no other test looks at.

const MARIA = { email: "maria.lopez@correo.test", name: "María López Hernández" };
const SERGIO = { email: "sin.suscripciones@correo.test", name: "Sergio Sin Suscripciones" };
const ACTIONS = ["Cancelar suscripción", "Terminar suscripciones", "Eliminar usuario", "Editar correo"];

const palette = (page: Page) => page.getByRole("dialog", { name: "Paleta de comandos" });

/** Ctrl+K, paste, wait for the subscriber to be the first option, Enter. */
async function openFromPalette(page: Page, pasted: string, name: string) {
  await page.keyboard.press("Control+k");
  await expect(palette(page)).toBeVisible();
  await page.keyboard.insertText(pasted);
  await expect(palette(page).getByRole("option").first()).toContainText(name);
  await page.keyboard.press("Enter");
  await expect(palette(page)).toBeHidden();
}

const grid = (scope: Page | Locator, name: string) =>
  scope.getByRole("grid", { name: `Suscripciones de ${name}` });
const row = (scope: Locator, title: string) => scope.getByRole("row").filter({ hasText: title });

test("soporte finds a subscriber by pasting an e-mail and cancels a subscription, keyboard only", async ({
  page,
}) => {
  await signIn(page, DEMO.soporte);
  await openFromPalette(page, MARIA.email, MARIA.name);

  await expect(page).toHaveURL(/\/index\/consulta_consumo\?by=email&q=maria\.lopez%40correo\.test$/);
  await expect(page.getByRole("heading", { name: MARIA.name })).toBeVisible();
  const table = grid(page, MARIA.name);
  await expect(table).toHaveAttribute("aria-rowcount", "4");
  await expect(page.getByText("Paga ahora: 234,00 MXN")).toBeVisible();
  await expect(page.getByText("Total de la lista: 234,00 MXN")).toBeVisible();
  for (const name of ["Terminar suscripciones", "Editar correo", "Eliminar usuario"]) {
    await expect(page.getByRole("button", { name })).toBeVisible();
  }

  // Opened from the palette, the subscriptions grid has the focus: the third row is Claro música Premium.
  await expect(table).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Shift+F10");
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText([/Ver detalle/, /Cancelar suscripción/]);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(table).toBeFocused();

  await page.keyboard.press("Alt+Shift+C");
  const dialog = page.getByRole("alertdialog", { name: "Cancelar la suscripción" });
  await expect(dialog).toContainText("Claro música Premium");
  await expect(dialog).toContainText("Importe: 115,00 MXN");
  const reason = dialog.getByLabel("Motivo");
  await expect(reason).toBeFocused();
  // Enter without a reason confirms nothing.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.type("El cliente lo pidió por teléfono");
  await page.keyboard.press("Enter");

  await expect(page.getByText("Cancelado", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(table, "Claro música Premium")).toContainText("Cancelada");
  await expect(row(table, "Claro video Mensual")).toContainText("Activa");
  await expect(table).toBeFocused();
  // Issue 11 item 2: the cancelled subscription is no longer paid; the listed total still counts it.
  await expect(page.getByText("Paga ahora: 119,00 MXN")).toBeVisible();
  await expect(page.getByText("Total de la lista: 234,00 MXN")).toBeVisible();

  // The cancelled row cannot be cancelled again: the command says why instead of asking.
  await page.keyboard.press("Alt+Shift+C");
  await expect(page.getByText("Solo se pueden cancelar suscripciones compradas y activas.")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("consulta (view only) sees no cancel, terminate, delete or edit anywhere", async ({ page }) => {
  await signIn(page, DEMO.consulta);
  await openFromPalette(page, MARIA.email, MARIA.name);
  const table = grid(page, MARIA.name);
  await expect(table).toHaveAttribute("aria-rowcount", "4");

  for (const name of ACTIONS) await expect(page.getByRole("button", { name })).toHaveCount(0);

  await expect(table).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Shift+F10");
  await expect(page.getByRole("menu").getByRole("menuitem")).toHaveText([/Ver detalle/]);
  await page.keyboard.press("Escape");

  // The shortcuts do nothing either.
  for (const keys of ["Alt+Shift+C", "Alt+Shift+T", "Alt+Shift+X", "Alt+Shift+E"]) {
    await page.keyboard.press(keys);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }

  await page.keyboard.press("Control+k");
  await expect(palette(page)).toBeVisible();
  const input = palette(page).getByRole("combobox");
  for (const name of ACTIONS) {
    await page.keyboard.insertText(name);
    await expect(input).toHaveValue(name);
    await expect(palette(page).getByRole("option", { name: new RegExp(name) })).toHaveCount(0);
    await page.keyboard.press("Control+a");
    await page.keyboard.press("Backspace");
  }
  // Looking up is allowed: the command is there.
  await page.keyboard.insertText("Buscar suscriptor");
  await expect(palette(page).getByRole("option", { name: /Buscar suscriptor/ })).toBeVisible();
});

test("two subscribers side by side in split panes, restored on reload", async ({ page }) => {
  await signIn(page, DEMO.soporte);
  // A phone in a common format, pasted on the palette's root page.
  await openFromPalette(page, "+52 55 1234 5678", MARIA.name);
  await expect(page).toHaveURL(/by=telmex&q=5512345678/);
  await expect(grid(page, MARIA.name)).toBeVisible();

  await page.keyboard.press("Alt+Shift+R");
  const panes = page.locator("section[data-pane-id]");
  await expect(panes).toHaveCount(2);
  const [left, right] = [panes.nth(0), panes.nth(1)];
  // The new pane has the focus, on its first useful control: the subscriptions.
  await expect(grid(right, MARIA.name)).toBeFocused();
  // '/' goes to the focused pane's search box.
  await page.keyboard.press("/");
  const box = right.getByLabel("Correo o teléfono");
  await expect(box).toBeFocused();
  await page.keyboard.insertText(SERGIO.email);
  await page.keyboard.press("Enter");

  await expect(right.getByRole("heading", { name: SERGIO.name })).toBeVisible();
  await expect(right.getByText("El usuario no tiene suscripciones")).toBeVisible();
  await expect(right.getByRole("button", { name: "Eliminar usuario" })).toBeEnabled();
  await expect(left.getByRole("heading", { name: MARIA.name })).toBeVisible();
  await expect(grid(left, MARIA.name)).toHaveAttribute("aria-rowcount", "4");
  await expect(page).toHaveURL(
    /ws=h\(1\.consumption\.lookup:by=telmex:q=5512345678,2\.consumption\.lookup:by=email:q=sin\.suscripciones%40correo\.test\)!2/,
  );

  await page.reload();
  await expect(panes).toHaveCount(2);
  await expect(panes.nth(0).getByRole("heading", { name: MARIA.name })).toBeVisible();
  await expect(panes.nth(1).getByRole("heading", { name: SERGIO.name })).toBeVisible();
});

test("a failed search shows the translated code in the 'Error' dialog and inline; Escape returns to the search", async ({
  page,
}) => {
  await signIn(page, DEMO.soporte);
  await page.goto("/index/consulta_consumo?by=email&q=nadie%40correo.test");
  const dialog = page.getByRole("alertdialog", { name: "Error" });
  await expect(dialog).toContainText("Usuario no encontrado en la región seleccionada.");
  await expect(dialog).toContainText("Código: PGS_USR_00001");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const box = page.getByLabel("Correo o teléfono");
  await expect(box).toBeFocused();
  const alert = page
    .getByRole("alert")
    .filter({ hasText: "Usuario no encontrado en la región seleccionada." });
  await expect(alert).toContainText("Código: PGS_USR_00001");

  // A phone search with a malformed number: the server's code, translated, raises the dialog again.
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("End"); // ID de usuario
  await page.keyboard.press("ArrowUp"); // Teléfono Telcel
  await page.keyboard.press("Tab");
  await page.keyboard.press("Control+a");
  await page.keyboard.insertText("12-34");
  await page.keyboard.press("Enter");
  await expect(dialog).toContainText("El número de teléfono no es válido.");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(box).toBeFocused();
  await expect(page.getByRole("alert")).toContainText("El número de teléfono no es válido.");
});

test("issue 11 item 6: the pane's own search recognises a phone, and an unreachable server fails at once with a retry", async ({
  page,
}) => {
  await signIn(page, DEMO.soporte);
  await page.goto("/index/consulta_consumo");
  // María's Telmex number typed with the selector on e-mail: found on the right carrier, as from the palette.
  const box = page.getByLabel("Correo o teléfono");
  await box.fill("+52 (55) 1234-5678");
  await expect(page.getByText("Teléfono: se busca en Telmex y en Telcel.")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: MARIA.name })).toBeVisible();
  await expect(page).toHaveURL(/by=telmex&q=5512345678/);

  // Unreachable until the retry. The console asks again by itself when another call answers (reachability):
  // such a request, sent before the click, waits for the click, so the failure stays on screen until then.
  let down = true;
  let release = () => {};
  const clicked = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/services/consulta_consumo/user/**", async (route) => {
    if (down) return route.abort("connectionrefused");
    await clicked;
    // A request the retry replaced was cancelled by the browser meanwhile: nothing to continue.
    await route.continue().catch(() => {});
  });
  await box.fill(SERGIO.email);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alertdialog", { name: "Error" })).toContainText(
    "No se pudo conectar con el servidor.",
  );
  await page.keyboard.press("Escape");
  const alert = page.getByRole("alert").filter({ hasText: "No se pudo conectar con el servidor." });
  await expect(alert).toBeVisible();
  down = false;
  await alert.getByRole("button", { name: "Reintentar" }).click();
  release();
  await expect(page.getByRole("heading", { name: SERGIO.name })).toBeVisible();
  await expect(alert).toBeHidden();
});

test("a refused e-mail change keeps what was typed", async ({ page }) => {
  await signIn(page, DEMO.soporte);
  await page.goto(`/index/consulta_consumo?by=email&q=${encodeURIComponent(SERGIO.email)}`);
  await expect(page.getByRole("heading", { name: SERGIO.name })).toBeVisible();
  await page.keyboard.press("Alt+Shift+E");
  const dialog = page.getByRole("alertdialog", { name: "Editar correo" });
  await expect(dialog.getByLabel("Correo nuevo")).toBeFocused();
  await page.keyboard.insertText(MARIA.email);
  await page.keyboard.press("Tab");
  await page.keyboard.insertText("Prueba de correo repetido");
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("alert")).toHaveText(
    "El correo electrónico ya está registrado por otro usuario.",
  );
  await expect(dialog.getByLabel("Correo nuevo")).toHaveValue(MARIA.email);
  await expect(dialog.getByLabel("Motivo")).toHaveValue("Prueba de correo repetido");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByText(SERGIO.email, { exact: true })).toBeVisible();
});
