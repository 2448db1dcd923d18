import { expect, type Page, test } from "@playwright/test";
import { DEMO, serviceResult, signIn } from "./support";

// Spec 2 as written for content filters (issue 27): a filter a plan uses is not deleted, the list pages with
// numbers, the texts and page sizes of §9, and the filter actions as palette commands. Fixtures repeated
// from server/filters/seed-fixtures.ts and server/products/seed/seed-fixtures.ts.
const F = {
  catalogueMovies: { id: 1002, name: "Películas del catálogo" },
  manualPicks: { id: 1003, name: "Selección manual de películas" },
} as const;
const PLAN = { id: 1, name: "Plan Premium Video" };

const palette = (page: Page) => page.getByRole("dialog", { name: "Paleta de comandos" });
const services = <T>(page: Page, path: string) => serviceResult<T>(page, `/v2/filters${path}`);
type ListPage = { filters: { filter_id: number; name: string | null }[]; totalFiltered: number };

/** Runs a palette command (and picks its argument) by typing its title: the first option must be it. */
async function runCommand(page: Page, title: string, argument?: string) {
  await page.keyboard.press("Control+k");
  await page.keyboard.insertText(title);
  for (const option of argument ? [title, argument] : [title]) {
    const first = palette(page).getByRole("option").first();
    await expect(first).toContainText(option);
    await expect(first).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
  }
  await expect(palette(page)).toBeHidden();
}

/** Selects a row of the filters list by its name. */
async function selectRow(page: Page, name: string) {
  const row = page
    .getByRole("grid", { name: "Filtros de contenido" })
    .getByRole("row")
    .filter({ hasText: name });
  await row.getByText(name, { exact: true }).click();
  await expect(row).toHaveAttribute("aria-selected", "true");
}

test("a filter a product plan uses is not deleted: the refusal names the plan and the filter stays", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto("/index/filtros");
  await selectRow(page, F.catalogueMovies.name);
  await runCommand(page, "Eliminar filtro");
  const confirm = page.getByRole("alertdialog", { name: "¿Está seguro de borrar el registro?" });
  await expect(confirm).toContainText(`Filtro ${F.catalogueMovies.id}: ${F.catalogueMovies.name}`);
  await confirm.getByRole("button", { name: "Eliminar" }).click();

  await expect(page.getByText("Se obtuvo un error como respuesta al eliminar el registro.")).toBeVisible();
  await expect(
    page.getByText(`El filtro está en uso por los planes: ${PLAN.id} ${PLAN.name}`, { exact: true }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("grid", { name: "Filtros de contenido" })
      .getByText(F.catalogueMovies.name, { exact: true }),
  ).toBeVisible();
  const kept = await services<{ filter_id: number }>(page, `/filter/${F.catalogueMovies.id}`);
  expect(kept.filter_id).toBe(F.catalogueMovies.id);
});

test("the list pages with numbers, 25 a page of 10/25/50; the status list reads Todos/Activo/No activo; a filter's contents 12 a page", async ({
  page,
}) => {
  await signIn(page, DEMO.operador);
  await page.goto("/index/filtros");
  const grid = page.getByRole("grid", { name: "Filtros de contenido" });
  const status = page.getByRole("combobox", { name: "Estado" });
  await expect(status.getByRole("option")).toHaveText(["Todos", "Activo", "No activo"]);
  await expect(status).toHaveValue("ACT");
  const size = page.getByRole("combobox", { name: "Filas por página" });
  await expect(size.getByRole("option")).toHaveText(["10", "25", "50"]);
  await expect(size).toHaveValue("25");

  const [all] = await services<ListPage[]>(page, "/list?status=ACT&quantity=1");
  const pages = Math.ceil(all.totalFiltered / 25);
  expect(pages).toBeGreaterThan(1);
  const pager = page.getByRole("navigation", { name: "Páginas de filtros" });
  await expect(pager).toContainText(`Página 1 de ${pages}`);
  await expect(grid).toHaveAttribute("aria-rowcount", "26");

  await pager.getByRole("button", { name: "Página 2" }).click();
  await expect(pager).toContainText(`Página 2 de ${pages}`);
  const [second] = await services<ListPage[]>(
    page,
    "/list?status=ACT&from=25&quantity=1&sort_field=filter_id&sort_order=asc",
  );
  await expect(grid.getByRole("row").nth(1)).toContainText(String(second.filters[0].filter_id));

  await status.selectOption({ label: "No activo" });
  await expect(grid.getByRole("row").nth(1)).toContainText("No activo");

  const asked = page.waitForRequest(/\/services\/v2\/filters\/contents\?.*quantity=12/);
  await page.goto(`/index/filtros/${F.manualPicks.id}`);
  await asked;
  const included = page.getByRole("tabpanel", { name: /Contenidos incluidos/ });
  await expect(included.getByRole("combobox", { name: "Filas por página" })).toHaveValue("12");
});

/** A POST or DELETE to /services with the signed-in user's token; its envelope's result. */
async function send<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([verb, url, payload]) => {
      const token = JSON.parse(localStorage.getItem("token") ?? "null");
      const response = await fetch(url as string, {
        method: verb as string,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return (await response.json()).result;
    },
    [method, `/services/v2/filters${path}`, body] as const,
  );
}

test("adds and deletes a criterion from the palette, under its button's rule", async ({ page }) => {
  await signIn(page, DEMO.operador);
  const { filter } = await send<{ filter: { filter_id: number } }>(page, "POST", "/save", {
    filter: { name: "Criterios por paleta e2e", type: "A", item_type: "G" },
  });
  await page.goto(`/index/filtros/${filter.filter_id}`);
  const row = page.getByRole("region", { name: "Nuevo criterio" });
  await row.getByLabel("Criterio").selectOption({ label: "Género" });

  // No value chosen: the button is disabled, and so is its command, saying why.
  await expect(row.getByRole("button", { name: "Agregar criterio" })).toBeDisabled();
  await page.keyboard.press("Control+k");
  await page.keyboard.insertText("Agregar criterio");
  const option = palette(page).getByRole("option").first();
  await expect(option).toContainText("Agregar criterio");
  await expect(option).toContainText("Elija al menos un valor para el criterio.");
  await expect(option).toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Escape");
  await expect(palette(page)).toBeHidden();

  await row.getByLabel("Género: Buscar valores").fill("DRAMA");
  await row.getByLabel("Drama").check();
  await runCommand(page, "Agregar criterio");
  await expect(page.getByText("Felicidades, se agregó el criterio")).toBeVisible();
  const criterion = page.getByRole("listitem", { name: "Género" });
  await expect(criterion.getByLabel("Drama")).toBeChecked();

  // Deleting asks first, from the palette as from its button.
  await runCommand(page, "Borrar criterio", "Género");
  const confirm = page.getByRole("alertdialog", { name: "¿Está seguro de borrar el registro?" });
  await expect(confirm).toContainText("Criterio: Género");
  await confirm.getByRole("button", { name: "Borrar criterio" }).click();
  await expect(page.getByText("se borro el criterio")).toBeVisible();
  await expect(
    page.getByText("Sin criterios: el filtro incluye todos los contenidos del tipo."),
  ).toBeVisible();
});

test("publishes a filter from the list's palette command", async ({ page }) => {
  await signIn(page, DEMO.operador);
  await page.goto("/index/filtros");
  await selectRow(page, F.manualPicks.name);
  await runCommand(page, "Publicar filtro");
  const publish = page.getByRole("dialog", { name: "Publicar filtro" });
  await expect(publish).toContainText(`¿Desea publicar el filtro «${F.manualPicks.name}»?`);
  await publish.getByRole("button", { name: "Publicar" }).click();
  const results = publish.getByRole("table", { name: "Resultado por partición" });
  await expect(results.getByRole("row").filter({ hasText: "aup" })).toContainText("OK");
  await expect(page.getByText("El filtro ha sido publicado.")).toBeVisible();
});
