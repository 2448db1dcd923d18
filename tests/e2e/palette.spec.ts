import { expect, type Page, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// Issue 11 item 8 (palette completeness) and item 6 (the palette's dead ends), as soporte (regions México
// and Colombia; tenants video and music).

const palette = (page: Page) => page.getByRole("dialog", { name: /^(Paleta de comandos|Command palette)$/ });

async function choose(page: Page, typed: string, option: string | RegExp) {
  await page.keyboard.type(typed);
  await expect(palette(page).getByRole("option").first()).toContainText(option);
  await page.keyboard.press("Enter");
}

test("partial e-mails find subscribers from the root page; language, region, tenant and sign-out are commands", async ({
  page,
}) => {
  await signIn(page, DEMO.soporte);
  await page.keyboard.press("Control+k");
  await choose(page, "maria.lop", "María López Hernández");
  await expect(page.getByRole("heading", { name: "María López Hernández" })).toBeVisible();

  await page.keyboard.press("Control+k");
  await choose(page, "ingles", "Cambiar el idioma…");
  await choose(page, "eng", "English");
  await expect(page.getByRole("button", { name: "Search commands…" })).toBeVisible();
  await page.keyboard.press("Control+k");
  await choose(page, "language", "Change the language…");
  await choose(page, "esp", "Español");
  await expect(page.getByRole("button", { name: "Buscar comando…" })).toBeVisible();

  await page.keyboard.press("Control+k");
  await choose(page, "region", "Cambiar de región…");
  await choose(page, "colom", "Colombia");
  await expect(page.getByLabel("Región")).toHaveValue("colombia");
  await page.keyboard.press("Control+k");
  await choose(page, "tenant", "Cambiar de tenant…");
  await choose(page, "mus", "Música");
  await expect(page.getByLabel("Tenant")).toHaveValue("music");

  await page.keyboard.press("Control+k");
  await choose(page, "cerrar sesion", "Cerrar sesión");
  await expect(page).toHaveURL(/\/login/);
});

test("a look-up that finds nobody says why and offers the other region, instead of 'Sin resultados.'", async ({
  page,
}) => {
  await signIn(page, DEMO.soporte);
  await page.keyboard.press("Control+k");
  await page.keyboard.insertText("nadie@correo.test");
  const dialog = palette(page);
  await expect(dialog).toContainText(
    "Nadie tiene el correo nadie@correo.test en la región México. Puedes buscar en otra región:",
  );
  await expect(dialog).not.toContainText("Sin resultados.");
  await expect(dialog.getByRole("option").first()).toHaveText(/Buscar en Colombia/);
  await page.keyboard.press("Enter");
  // The region changes and the same search runs there.
  await expect(dialog).toContainText("Nadie tiene el correo nadie@correo.test en la región Colombia.");
  await expect(page.getByLabel("Región")).toHaveValue("colombia");
  await expect(dialog.getByRole("option").first()).toHaveText(/Buscar en México/);

  await page.keyboard.press("Control+a");
  await page.keyboard.insertText("+1 212 555 0100");
  await expect(dialog).toContainText(
    "«+1 212 555 0100» no es un teléfono de México (10 dígitos, con o sin +52).",
  );
  await expect(dialog).not.toContainText("Sin resultados.");
});

test("a pasted filter id that also starts a phone offers the filter first, above the regions to search", async ({
  page,
}) => {
  // operador works in every region: a fruitless phone look-up offers sixteen others, which used to come first
  // and push the filter's option out of the (virtualized) list.
  await signIn(page, DEMO.operador);
  await page.goto("/index/main");
  await expect(page.getByRole("button", { name: /^Menú de usuario/ })).toBeVisible();
  await page.keyboard.press("Control+k");
  const dialog = palette(page);
  await expect(dialog.getByRole("combobox")).toBeFocused();
  await page.keyboard.insertText("2002");
  await expect(dialog).toContainText("Ningún teléfono empieza por 2002 en la región México.");
  await expect(dialog.getByRole("listbox")).toHaveAttribute("aria-busy", "false");
  await expect(dialog.getByRole("option").first()).toHaveText("2002 · Recomendados Valparaíso 3");
  await expect(dialog.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("option", { name: "Buscar en Colombia" })).toBeAttached();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/index\/filtros\/2002/);
});
