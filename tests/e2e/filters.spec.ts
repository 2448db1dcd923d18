import { expect, type Page, test } from "@playwright/test";
import { DEMO, serviceResult, signIn } from "./support";

// Content filters, keyboard first, against the seeded fixtures (server/filters/seed-fixtures.ts, repeated
// here: browser-side tests do not import server code). Each test changes only filters no other test reads.
const F = {
  actionReleases: { id: 1001, name: "Estrenos de acción" },
  manualPicks: { id: 1003, name: "Selección manual de películas", contents: 20 },
  allVideos: { id: 1009, name: "Todos los videos" },
} as const;

const palette = (page: Page) => page.getByRole("dialog", { name: "Paleta de comandos" });

const services = <T>(page: Page, path: string) => serviceResult<T>(page, `/v2/filters${path}`);

/** Waits for an option of the palette to be the active (first) one, then takes it with Enter. */
async function choose(page: Page, option: string | RegExp) {
  const input = palette(page).getByRole("combobox");
  const first = palette(page).getByRole("option").first();
  await expect(first).toContainText(option);
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(input).toBeFocused();
  await page.keyboard.press("Enter");
}

test("clones an automatic filter into a new manual filter from the palette, keyboard only", async ({
  page,
}) => {
  await signIn(page, DEMO.operador);
  const origin = await services<{ total_contents: number }>(page, `/filter/${F.actionReleases.id}`);
  expect(origin.total_contents).toBeGreaterThan(0);

  await page.keyboard.press("Control+k");
  await expect(palette(page)).toBeVisible();
  await page.keyboard.insertText("Clonar filtro");
  await choose(page, "Clonar filtro");
  // Action, origin, destination, confirmation: one palette page each.
  await expect(palette(page)).toContainText("Clonar filtro · Acción");
  await choose(page, "Exportar");
  await expect(palette(page)).toContainText("Clonar filtro · Origen");
  await page.keyboard.insertText(F.actionReleases.name);
  await choose(page, `${F.actionReleases.id} · ${F.actionReleases.name}`);
  await expect(palette(page)).toContainText("Clonar filtro · Destino");
  await choose(page, "Nuevo filtro manual");
  await expect(palette(page)).toContainText("Clonar filtro · Confirmación");
  // A new filter has no contents to replace: no warning of replacing them (issue 31 §7).
  await expect(palette(page).getByRole("option").first()).toContainText(
    "Los criterios del filtro automático se convertirán en contenidos.",
  );
  await expect(palette(page)).not.toContainText("serán reemplazados");
  await choose(
    page,
    `Confirmar: Exportar ${F.actionReleases.id} ${F.actionReleases.name} → Nuevo filtro manual`,
  );
  await expect(palette(page)).toBeHidden();

  const done = page.getByText(/^El filtro ID: \d+ se generó correctamente\.$/);
  await expect(done).toBeVisible();
  const id = Number(/ID: (\d+)/.exec((await done.textContent()) ?? "")?.[1]);
  await expect(page).toHaveURL(new RegExp(`/index/filtros/${id}$`));
  await expect(page.getByLabel("Nombre", { exact: true })).toHaveValue(`${F.actionReleases.name}_copy`);
  await expect(page.getByText("Manual", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("tab", { name: `Contenidos incluidos (${origin.total_contents})` }),
  ).toBeVisible();
  const grid = page.getByRole("grid", { name: "Contenidos incluidos" });
  await expect(grid).toHaveAttribute("aria-rowcount", String(origin.total_contents + 1));
  // The same contents the automatic filter's criteria select, in its order.
  const expected = await services<{ contents: { data: { title: string } }[] }[]>(
    page,
    `/contents?id=${F.actionReleases.id}&quantity=3&sort_field=id`,
  );
  await expect(grid.getByRole("row").nth(1)).toContainText(expected[0].contents[0].data.title);
});

test("adds 500 pasted ids to a manual filter, the invalid ones flagged", async ({ page }) => {
  await signIn(page, DEMO.operador);
  await page.goto(`/index/filtros/${F.manualPicks.id}`);
  await expect(
    page.getByRole("tab", { name: `Contenidos incluidos (${F.manualPicks.contents})` }),
  ).toBeVisible();

  // 496 movies not in the filter, one id the catalogue does not have, three that are not ids.
  const movies = Array.from({ length: 496 }, (_, i) => String(1_000_201 + i));
  const pasted = [
    ...movies.slice(0, 200),
    "abc",
    "999999999",
    ...movies.slice(200, 400),
    "12x",
    "-5",
    ...movies.slice(400),
  ];
  expect(pasted).toHaveLength(500);

  await page.keyboard.press("Control+k");
  await page.keyboard.insertText("Agregar contenidos por ID");
  await choose(page, "Agregar contenidos por ID");
  await page.keyboard.insertText(pasted.join(", "));
  await choose(page, "Agregar 497 IDs (3 no válidos)");
  await expect(palette(page)).toBeHidden();

  await expect(page.getByText("Se agrego el contenido.")).toBeVisible();
  const added = F.manualPicks.contents + movies.length;
  await expect(page.getByRole("tab", { name: `Contenidos incluidos (${added})` })).toBeVisible();
  await expect(page.getByRole("grid", { name: "Contenidos incluidos" })).toHaveAttribute(
    "aria-rowcount",
    String(added + 1),
  );
  // The added ids leave the tag input; what was not an id, or is not in the catalogue, stays flagged.
  const tags = page.getByRole("region", { name: "IDs de contenido" }).getByRole("listitem");
  await expect(tags).toHaveCount(4);
  for (const tag of ["abc", "12x", "-5", "999999999"]) {
    await expect(tags.filter({ hasText: tag })).toHaveAttribute("data-invalid", "true");
    await expect(tags.filter({ hasText: tag })).toHaveAccessibleName(`ID no válido: ${tag}`);
  }
  await expect(page.getByText("4 no válidas")).toBeVisible();
});

test("creates an automatic filter, adds a criterion and publishes it; a large filter fails one partition", async ({
  page,
}) => {
  await signIn(page, DEMO.operador);
  await page.goto("/index/filtros");
  await expect(page.getByRole("grid", { name: "Filtros de contenido" })).toBeVisible();
  await page.getByRole("button", { name: "Crear filtro" }).click();
  const create = page.getByRole("dialog", { name: "Crear filtro" });
  await create.getByLabel("Automático").check();
  await create.getByLabel("Nombre").fill("Dramas e2e");
  await create.getByRole("button", { name: "Guardar" }).click();
  await expect(create).toBeHidden();

  // Form 2: the editor opens beside the list with the new filter.
  const editor = page.locator("section[data-pane-id]").filter({ hasText: "Editor de filtro" });
  await expect(editor.getByText("Automático", { exact: true })).toBeVisible();
  await expect(
    editor.getByText("Sin criterios: el filtro incluye todos los contenidos del tipo."),
  ).toBeVisible();
  const row = editor.getByRole("region", { name: "Nuevo criterio" });
  await row.getByLabel("Criterio").selectOption({ label: "Género" });
  await row.getByLabel("Género: Buscar valores").fill("DRAMA");
  await row.getByLabel("Drama").check();
  // Criterion and operator are locked once a value is chosen.
  await expect(row.getByLabel("Criterio")).toBeDisabled();
  await expect(row.getByLabel("Operador")).toBeDisabled();
  await row.getByRole("button", { name: "Agregar criterio" }).click();
  await expect(page.getByText("Felicidades, se agregó el criterio")).toBeVisible();
  const criterion = editor.getByRole("listitem", { name: "Género" });
  await expect(criterion.getByLabel("Drama")).toBeChecked();

  await editor.getByRole("button", { name: "Publicar", exact: true }).click();
  const publish = page.getByRole("dialog", { name: "Publicar filtro" });
  await expect(publish).toContainText("¿Desea publicar el filtro «Dramas e2e»?");
  await publish.getByRole("button", { name: "Publicar" }).click();
  const results = publish.getByRole("table", { name: "Resultado por partición" });
  await expect(results.getByRole("row").filter({ hasText: "aup" })).toContainText("OK");
  await expect(results.getByRole("row").filter({ hasText: "search" })).toContainText("OK");
  await expect(page.getByText("El filtro ha sido publicado.")).toBeVisible();
  await expect(page.getByText("Los datos se han publicado.")).toBeVisible();
  await publish.getByRole("button", { name: "Cerrar" }).click();

  await page.goto(`/index/filtros/${F.allVideos.id}`);
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Publicar filtro" })
    .getByRole("button", { name: "Publicar" })
    .click();
  const large = page.getByRole("table", { name: "Resultado por partición" });
  await expect(large.getByRole("row").filter({ hasText: "aup" })).toContainText("OK");
  await expect(large.getByRole("row").filter({ hasText: "search" })).toContainText(
    "ERROREl filtro excede el máximo de 2500 contenidos de la partición search.",
  );
});
