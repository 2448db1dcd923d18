import { expect, type Page, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// Issue 31 item 6: the palette never dead-ends without a reason. Keyboard only, against the seeded fixtures
// (server/seed/end-user-fixtures.ts: María López in México; Juan Pérez in Chile, a region soporte does not hold).

const palette = (page: Page) => page.getByRole("dialog", { name: "Paleta de comandos" });
const firstOption = (page: Page) => palette(page).getByRole("option").first();

/** Signs in and asks the palette for text, typed key by key or pasted at once. */
async function askPalette(page: Page, user: string, text: string, how: "type" | "paste") {
  await signIn(page, user);
  await page.keyboard.press("Control+k");
  await expect(palette(page).getByRole("combobox")).toBeFocused();
  if (how === "type") await page.keyboard.type(text);
  else await page.keyboard.insertText(text);
}

const deviceIds = (count: number) =>
  Array.from({ length: count }, (_, i) => `web-${String(i + 1).padStart(5, "0")}`);

test("a malformed id among 500 pasted is named, and the bulk publication is offered on the valid ones", async ({
  page,
}) => {
  const ids = deviceIds(499);
  const pasted = [...ids.slice(0, 200), "web-0x123", ...ids.slice(200)].join("\n");
  await askPalette(page, DEMO.operador, pasted, "paste");
  await expect(firstOption(page)).toContainText("Publicación masiva APA (499 ids)");
  await expect(firstOption(page)).toContainText("Id mal formado, no incluido: web-0x123");
  await expect(palette(page)).not.toContainText("Sin resultados.");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Publicación masiva APA" });
  await expect(dialog.getByRole("list", { name: "Ids (499)" }).getByRole("listitem")).toHaveCount(499);
});

test("'nuevo mail' from another screen opens the Mails screen and its new form", async ({ page }) => {
  await signIn(page, DEMO.operador);
  await page.goto("/index/main");
  await expect(page.getByRole("button", { name: /^Menú de usuario/ })).toBeVisible();
  await page.keyboard.press("Control+k");
  await page.keyboard.type("nuevo mail");
  await expect(firstOption(page)).toContainText("Nuevo mail");
  await expect(firstOption(page)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/index\/mails/);
  await expect(page.getByRole("dialog", { name: "Nuevo mail" })).toBeVisible();
});

test("a subscriber of a region the agent does not hold: not found in this region, then the other region", async ({
  page,
}) => {
  await askPalette(page, DEMO.soporte, "juan.perez@correo.test", "type");
  const dialog = palette(page);
  // Shown in the list (not only announced), above the region to search next.
  const notice =
    "Nadie tiene el correo juan.perez@correo.test en la región México. Puedes buscar en otra región:";
  await expect(dialog.getByRole("listbox").getByText(notice)).toBeVisible();
  await expect(firstOption(page)).toHaveText(/Buscar en Colombia/);
  await expect(dialog).not.toContainText("Sin resultados.");
});

test("the palette's 'Cancelar suscripción' acts on the highlighted row, as Alt+Shift+C does", async ({
  page,
}) => {
  await askPalette(page, DEMO.soporte, "maria.lopez@correo.test", "paste");
  await expect(firstOption(page)).toContainText("María López Hernández");
  await page.keyboard.press("Enter");
  const table = page.getByRole("grid", { name: "Suscripciones de María López Hernández" });
  await expect(table).toBeFocused();
  // The second row (Claro video Mensual, newest first) is highlighted; nothing is selected.
  await page.keyboard.press("ArrowDown");
  await expect(table.getByRole("row", { selected: true })).toHaveCount(0);

  await page.keyboard.press("Control+k");
  await page.keyboard.type("cancelar suscrip");
  await expect(firstOption(page)).toContainText("Cancelar suscripción");
  await expect(firstOption(page)).not.toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Cancelar la suscripción" });
  await expect(confirm).toContainText("Claro video Mensual");
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();

  // The key acts on the same row.
  await expect(table).toBeFocused();
  await page.keyboard.press("Alt+Shift+C");
  await expect(confirm).toContainText("Claro video Mensual");
  await page.keyboard.press("Escape");
});
