import { expect, type Page, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// Issue 31 items 7a and 7b: one verdict per pasted id, one count. A well-formed id that names no rate
// ("99999999") was a green tag listed red, and the palette counted it valid; the APA bulk dialog's counts
// did not add up once an unknown id was removed. The seeded fixtures (server/products/seed-fixtures.ts):
const VIDEO = { publish: 3, inactive: 4, hubcorp: 5 } as const;
const NO_RATE = "99999999";

const palette = (page: Page) => page.getByRole("dialog", { name: "Paleta de comandos" });

test("the clone palette option and dialog give each pasted id one verdict, counts adding up", async ({
  page,
}) => {
  await signIn(page, DEMO.operador);
  await page.goto("/products/productList");
  await expect(page.getByRole("button", { name: "Nuevo Plan" })).toBeVisible();

  await page.keyboard.press("Control+k");
  await page.keyboard.insertText("Clonar tarifas");
  const first = palette(page).getByRole("option").first();
  await expect(first).toContainText("Clonar tarifas (pegar ids)");
  await page.keyboard.press("Enter");
  await page.keyboard.insertText(`${VIDEO.publish} ${VIDEO.hubcorp} x9 ${NO_RATE} ${VIDEO.inactive}`);
  await expect(first).toContainText("Clonar: 2 ids válidos, 1 inválido, 2 no clonables");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Clonar tarifas" });
  await expect(dialog.getByText("2 ids válidos, 1 inválido, 2 no clonables")).toBeVisible();
  const tags = dialog.getByRole("list", { name: "Ids de tarifa" });
  await expect(tags.getByLabel(`${NO_RATE} (inválido)`)).toHaveAttribute("data-valid", "false");
  await expect(tags.getByLabel(`${VIDEO.inactive} (inválido)`)).toHaveAttribute("data-valid", "false");
  await expect(tags.locator('[data-valid="true"]')).toHaveText([
    String(VIDEO.publish),
    String(VIDEO.hubcorp),
  ]);

  const groups = dialog.getByRole("region", { name: "Tarifas por familia, plan y región" });
  await expect(groups.getByLabel(`Tarifa ${NO_RATE}: inválida`)).toHaveAttribute(
    "title",
    "La tarifa no existe",
  );
  await expect(groups.getByLabel("Tarifa x9: inválida")).toHaveAttribute(
    "title",
    "Id inválido: solo dígitos",
  );
  await expect(groups.locator('[data-valid="true"]')).toHaveCount(2);
  await expect(dialog.getByRole("button", { name: "Clonar 2 tarifas" })).toBeEnabled();

  // Removing the unknown id: every count follows.
  await tags.getByRole("button", { name: `Quitar ${NO_RATE}` }).click();
  await expect(dialog.getByText("2 ids válidos, 1 inválido, 1 no clonable")).toBeVisible();
});

test("the APA bulk dialog's counts add up to the ids listed, in plural forms, after a removal", async ({
  page,
}) => {
  await signIn(page, DEMO.operador);
  await page.goto("/apa/configurationList");
  await expect(page.getByRole("grid", { name: "Lista de publicaciones APA" })).toBeVisible();
  await page.keyboard.press("Control+k");
  await page.keyboard.insertText(["web-00001", "web-00002", "web-99001", "web-99002"].join("\n"));
  await palette(page)
    .getByRole("option", { name: /Publicación masiva APA \(4 ids\)/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Publicación masiva APA" });
  await expect(dialog.getByLabel("Ids de dispositivo")).toBeFocused();
  await page.keyboard.press("Control+Enter");
  const status = dialog.getByRole("status");
  await expect(status).toContainText("4 ids · 2 válidos, 2 no válidos");

  await dialog.getByRole("button", { name: "Quitar web-99001" }).click();
  await expect(status).toContainText("3 ids · 2 válidos, 1 no válido");
  await expect(dialog.getByRole("button", { name: "Publicar 2" })).toBeVisible();
  await dialog.getByRole("button", { name: "Quitar web-00002" }).click();
  await expect(status).toContainText("2 ids · 1 válido, 1 no válido");
});
