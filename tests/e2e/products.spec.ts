import { expect, type Page, test } from "@playwright/test";
import { DEMO, serviceResult, signIn } from "./support";

// Issue 18, the product list's "Must show", keyboard first, against the seeded fixtures
// (server/products/seed-fixtures.ts, repeated here: browser-side tests do not import server code).
const VIDEO = { uat: 2, publish: 3, inactive: 4, hubcorp: 5 } as const;
const MUSIC_PLAN = "Producto Premium Musica";

const palette = (page: Page) => page.getByRole("dialog", { name: "Paleta de comandos" });

const services = <T>(page: Page, path: string) => serviceResult<T>(page, `/products${path}`);

/** Waits for the first palette option to show the text and be the active one, then takes it with Enter. */
async function choose(page: Page, option: string | RegExp) {
  const first = palette(page).getByRole("option").first();
  await expect(first).toContainText(option);
  await expect(first).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
}

test("publishes a uat rate to production from the palette by its id, keyboard only", async ({ page }) => {
  await signIn(page, DEMO.operador);
  const before = await services<{ state: string; name: string }>(page, `/rates/${VIDEO.uat}`);
  expect(before.state).toBe("uat");

  await page.keyboard.press("Control+k");
  await page.keyboard.insertText("Publicar tarifa");
  await choose(page, "Publicar tarifa");
  // A rate that is not in uat is offered, but refused with the reason its card's menu gives.
  await page.keyboard.insertText(String(VIDEO.publish));
  await expect(palette(page).getByRole("option").first()).toHaveAttribute("aria-disabled", "true");
  await expect(palette(page).getByRole("option").first()).toContainText(
    "La tarifa ya está publicada o inactiva",
  );
  await page.keyboard.press("Control+a");
  await page.keyboard.insertText(String(VIDEO.uat));
  await choose(page, `${VIDEO.uat} · ${before.name}`);

  const confirm = page.getByRole("alertdialog", { name: "Deseas publicar en Producción?" });
  await expect(confirm).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "Publicar" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Tarifa publicada en producción")).toBeVisible();
  expect((await services<{ state: string }>(page, `/rates/${VIDEO.uat}`)).state).toBe("publish");
});

test("clones three rates pasted as ids: the inactive one is shown red and skipped", async ({ page }) => {
  await signIn(page, DEMO.operador);
  await page.goto("/products/productList");
  await expect(page.getByRole("button", { name: "Nuevo Plan" })).toBeVisible();

  await page.keyboard.press("Control+k");
  await page.keyboard.insertText("Clonar tarifas");
  await choose(page, "Clonar tarifas (pegar ids)");
  await page.keyboard.insertText(`${VIDEO.publish} ${VIDEO.hubcorp} ${VIDEO.inactive}`);
  await choose(page, "Clonar: 2 ids válidos, 1 no clonable");

  const dialog = page.getByRole("dialog", { name: "Clonar tarifas" });
  await expect(dialog).toBeVisible();
  const groups = dialog.getByRole("region", { name: "Tarifas por familia, plan y región" });
  await expect(groups.getByLabel(`Tarifa ${VIDEO.publish}: válida`)).toHaveAttribute("data-valid", "true");
  await expect(groups.getByLabel(`Tarifa ${VIDEO.hubcorp}: válida`)).toHaveAttribute("data-valid", "true");
  const refused = groups.getByLabel(`Tarifa ${VIDEO.inactive}: inválida`);
  await expect(refused).toHaveAttribute("data-valid", "false");
  await expect(refused).toHaveClass(/text-red-900/);
  await expect(refused).toHaveAttribute("title", "Solo se clonan tarifas activas");
  const submit = dialog.getByRole("button", { name: "Clonar 2 tarifas" });
  await expect(submit).toBeEnabled();
  await submit.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("¡Felicidades! Se clonaron 2 tarifas.")).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("in the music tenant the list says 'Producto' and shows only AllowDownload and AllowPreview", async ({
  page,
}) => {
  await signIn(page, DEMO.operador);
  await page.keyboard.press("Control+k");
  await page.keyboard.insertText("tenant");
  await choose(page, "Cambiar de tenant…");
  await page.keyboard.insertText("mus");
  await choose(page, "Música");
  await expect(page.getByLabel("Tenant")).toHaveValue("music");

  await page.goto(`/products/productList?q=${encodeURIComponent(MUSIC_PLAN)}`);
  await expect(page.getByRole("button", { name: "Nuevo Producto" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Nuevo Plan" })).toHaveCount(0);
  const plan = page.getByRole("region", { name: `Producto ${MUSIC_PLAN}`, exact: true });
  await expect(plan).toBeVisible();
  await plan.locator("[data-rate-focus]").first().click();
  const summary = page.getByRole("complementary", { name: "Resumen de tarifa" });
  const rules = summary.getByRole("region", { name: "Reglas" }).getByRole("listitem");
  await expect(rules).toHaveCount(2);
  await expect(rules.nth(0)).toContainText("AllowPreview");
  await expect(rules.nth(1)).toContainText("AllowDownload");
  await expect(summary).not.toContainText("AllowUpsell");
});
