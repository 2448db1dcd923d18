import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectAccessible } from "./axe";
import { DEMO, serviceResult, signIn } from "./support";

// The product list's plan and user-panel actions (spec 3 §2), keyboard only once signed in: controls are
// reached with focus() (what Tab does) and operated with Enter, Space, typing and a menu's type-ahead.
// Fixtures of server/products/seed-fixtures.ts and seed-plan-filters.ts, repeated here (no server imports).
const VIDEO_PLAN = { id: 1, name: "Plan Premium Video" };
const DRAFT_RATE = 1;
const FILTERS = { catalogueMovies: "Películas del catálogo", actionReleases: "Estrenos de acción" };

const palette = (page: Page) => page.getByRole("dialog", { name: "Paleta de comandos" });

const services = <T>(page: Page, path: string) => serviceResult<T>(page, `/products${path}`);

async function press(page: Page, target: Locator, key: "Enter" | "Space" = "Enter") {
  await target.focus();
  await page.keyboard.press(key);
}

const listOf = (page: Page, query: string) =>
  page.goto(`/products/productList?q=${encodeURIComponent(query)}`);

type Plan = { id: number; name: string; state: string; rates_count: number };

test("publishes a draft plan from the palette after the four confirmations", async ({ page }) => {
  await signIn(page, DEMO.operador);
  const page1 = await services<{ families: { products: Plan[] }[] }>(page, "/families?quantity=20");
  const draft = page1.families
    .flatMap((family) => family.products)
    .find((plan) => plan.id > 6 && plan.state === "draft" && plan.rates_count === 0);
  if (!draft) throw new Error("the seed has no generated draft plan");
  await listOf(page, draft.name);
  const card = page.getByRole("region", { name: `Plan ${draft.name}`, exact: true });
  await expect(card).toBeVisible();
  await card.locator(`[data-plan-focus="${draft.id}"]`).focus();

  await page.keyboard.press("Control+k");
  await expect(palette(page).getByRole("combobox")).toBeFocused();
  await page.keyboard.insertText("Publicar producto");
  const first = palette(page).getByRole("option").first();
  await expect(first).toContainText("Publicar producto");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Publicar producto" });
  await expect(dialog).toContainText(`Plan ${draft.id} · ${draft.name}`);
  const confirm = dialog.getByRole("button", { name: "Publicar", exact: true });
  const checks = ["Check-in realizado", "Imágenes cargadas", "Matriz actualizada", "Correo configurado"];
  for (const check of checks.slice(0, 3))
    await press(page, dialog.getByRole("checkbox", { name: check }), "Space");
  await expect(confirm).toBeDisabled();
  await expectAccessible(page, "the list's publish plan dialog");
  await press(page, dialog.getByRole("checkbox", { name: checks[3] }), "Space");
  await expect(confirm).toBeEnabled();
  await press(page, confirm);
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Producto publicado exitosamente" }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await services<Plan>(page, `/plans/${draft.id}`)).state).toBe("published");
  await expect(card.getByText("Publicado").first()).toBeVisible();
});

test("opens a plan's filter contents from its menu, pages and searches them", async ({ page }) => {
  await signIn(page, DEMO.operador);
  await listOf(page, VIDEO_PLAN.name);
  const card = page.getByRole("region", { name: `Plan ${VIDEO_PLAN.name}`, exact: true });
  await press(page, card.getByRole("button", { name: `Acciones de Plan ${VIDEO_PLAN.name}` }));
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await page.keyboard.type("Ver");
  await expect(menu.getByRole("menuitem", { name: "Ver contenidos" })).toBeFocused();
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: `Contenidos de los filtros de ${VIDEO_PLAN.name}` });
  const table = dialog.getByRole("table", { name: `Contenidos del filtro ${FILTERS.catalogueMovies}` });
  await expect(table.getByRole("row")).toHaveCount(21);
  await expect(dialog.getByText(/^Página 1 de \d+$/)).toBeVisible();
  await expectAccessible(page, "a plan's filter contents dialog");
  await press(page, dialog.getByRole("button", { name: "Siguiente" }));
  await expect(dialog.getByText(/^Página 2 de \d+$/)).toBeVisible();

  const sample = (await table.getByRole("row").nth(3).getByRole("cell").nth(1).textContent()) ?? "";
  const search = dialog.getByRole("searchbox", { name: "Buscar contenido" });
  await search.focus();
  await page.keyboard.type(sample);
  await expect(dialog.getByText(/^Página 1 de \d+$/)).toBeVisible();
  await expect(table.getByRole("row").nth(1)).toContainText(sample);
  await page.keyboard.press("Control+a");
  await page.keyboard.type("zzzz nada coincide");
  await expect(dialog.getByText("No hay contenidos que mostrar.")).toBeVisible();

  const choice = dialog.getByRole("combobox", { name: "Filtro" });
  await choice.focus();
  await page.keyboard.press("ArrowDown");
  await expect(choice.locator("option:checked")).toContainText(FILTERS.actionReleases);
  await expect(
    dialog.getByRole("table", { name: `Contenidos del filtro ${FILTERS.actionReleases}` }).getByRole("row"),
  ).not.toHaveCount(1);
  await expect(search).toHaveValue("");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("adds a payment method from a user panel, landing on step 4 with that user type", async ({ page }) => {
  await signIn(page, DEMO.operador);
  const rate = await services<{ payments: { user_type: { id: number; name: string } }[] }>(
    page,
    `/rates/${DRAFT_RATE}`,
  );
  const user = rate.payments[0].user_type;
  await listOf(page, VIDEO_PLAN.name);
  const card = page.locator(`article[data-rate-id="${DRAFT_RATE}"]`);
  const panel = card.getByRole("region", { name: `Usuario ${user.name} · tarifa ${DRAFT_RATE}` });
  await expect(panel).toBeVisible();
  // The whole list as it stands, plans open: rate cards, user panels, payment switches.
  await expectAccessible(page, "the product list with a plan's rates and user panels");
  await press(
    page,
    panel.getByRole("button", { name: `Añadir medio de pago a ${user.name} (tarifa ${DRAFT_RATE})` }),
  );
  await expect(page).toHaveURL(
    new RegExp(`/products/product-wizard/4\\?id=${VIDEO_PLAN.id}&rate_id=${DRAFT_RATE}&.*user_id=${user.id}`),
  );
  const rows = rate.payments.length;
  const added = page.locator(`#pw-payment-${rows}-user`);
  await expect(added).toHaveValue(String(user.id));
  await expect(added.locator("option:checked")).toHaveText(user.name);
  await expect(page.locator(`#pw-payment-${rows + 1}-user`)).toHaveCount(0);
});
