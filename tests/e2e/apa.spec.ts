import { expect, type Locator, type Page, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// Publications, APA (issue 17) against the real server: 500 device ids pasted on the palette, some unknown,
// published as a server job that survives a reload; watches fail on aup_legacy (it refuses them), and a retry
// runs only those again.

const id = (category: string, n: number) => `${category}-${String(n).padStart(5, "0")}`;
const range = (category: string, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => id(category, from + i));

const WEB = range("web", 1, 440);
const WATCH = range("watch", 1, 50);
const UNKNOWN = range("web", 99_001, 10);

async function itemRow(tray: Locator, key: string) {
  await tray.getByRole("searchbox", { name: "Buscar en la tabla" }).fill(key);
  return tray.getByRole("grid", { name: "Elementos de la tarea" }).getByRole("row").filter({ hasText: key });
}

const palette = (page: Page) => page.getByRole("dialog", { name: "Paleta de comandos" });

/** A status in the items grid shows whole: its label's box ends inside its cell's (issue 29 §10, "Correcto"). */
async function expectWholeStatus(row: Locator, text: string) {
  const cell = row.getByRole("gridcell").filter({ hasText: text });
  const label = cell.getByText(text, { exact: true });
  const [inner, outer] = await Promise.all([label.boundingBox(), cell.boundingBox()]);
  if (!inner || !outer) throw new Error(`${text} is not laid out`);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
}

async function openPublications(page: Page) {
  await page.goto("/apa/configurationList");
  await expect(page.getByRole("grid", { name: "Lista de publicaciones APA" })).toBeVisible();
}

test("bulk publish of 500 pasted ids: invalid ones red, the job survives a reload, retry runs the failed only", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.operador);
  await openPublications(page);

  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Paleta de comandos" });
  await page.keyboard.insertText([...WEB.slice(0, 220), ...UNKNOWN, ...WATCH, ...WEB.slice(220)].join("\n"));
  await palette.getByRole("option", { name: /Publicación masiva APA \(500 ids\)/ }).click();

  const dialog = page.getByRole("dialog", { name: "Publicación masiva APA" });
  await expect(dialog.getByRole("list", { name: "Ids (500)" }).getByRole("listitem")).toHaveCount(500);
  await dialog.getByRole("button", { name: "Validar" }).click();
  await expect(dialog.getByRole("status")).toContainText("490 válidos, 10 no válidos");
  await expect(dialog.locator("li[data-invalid]")).toHaveCount(10);
  await expect(dialog.locator("li[data-invalid]").first()).toHaveText(/web-99001/);
  await dialog.getByLabel("Descripción").fill("Masiva e2e");
  await dialog.getByRole("button", { name: "Publicar 490" }).click();

  const tray = page.getByRole("dialog", { name: "Tareas en segundo plano" });
  await expect(tray).toBeVisible();
  await page.reload();
  await expect(tray).toBeVisible();
  const summary = tray.getByRole("status").filter({ hasText: "correctos" });
  await expect(summary).toContainText("Terminada", { timeout: 60_000 });
  await expect(summary).toContainText("440 correctos, 50 con error, 10 no válidos, 0 pendientes");

  await expect(await itemRow(tray, "web-00001")).toContainText("Correcto");
  // A narrow window (the tray's columns at their narrowest) is where the status was cut.
  await page.setViewportSize({ width: 800, height: 720 });
  await expectWholeStatus(await itemRow(tray, "web-00001"), "Correcto");
  await expect(await itemRow(tray, "web-00001")).toContainText("aup_latam: OK");
  const watch = await itemRow(tray, "watch-00007");
  await expect(watch).toContainText("Error");
  await expect(watch).toContainText("aup: OK");
  await expect(watch).toContainText("aup_legacy: ERROR");
  await expect(await itemRow(tray, "web-99003")).toContainText("No válido");
  await expectWholeStatus(await itemRow(tray, "web-99003"), "No válido");
  await page.setViewportSize({ width: 1280, height: 720 });

  await tray.getByRole("button", { name: "Reintentar 50 fallidos" }).click();
  await expect(summary).toContainText("Terminada", { timeout: 60_000 });
  await expect(summary).toContainText("440 correctos, 50 con error, 10 no válidos, 0 pendientes");
  // Only the failed ones ran again: a second attempt for the watches, one for the rest.
  await expect((await itemRow(tray, "watch-00007")).getByRole("gridcell").last()).toHaveText("2");
  await expect((await itemRow(tray, "web-00001")).getByRole("gridcell").last()).toHaveText("1");
});

test("a row's publish action shows the result per partition and the spec's note", async ({ page }) => {
  await signIn(page, DEMO.operador);
  await page.goto("/apa/configurationList?category=watch");
  const grid = page.getByRole("grid", { name: "Lista de publicaciones APA" });
  // 10 a page: the server's search finds the device on whatever page it is.
  await page.getByRole("searchbox", { name: "Buscar en la tabla" }).fill("watch-00002");
  await expect(grid.getByRole("row").filter({ hasText: "watch-00002" })).toBeVisible();
  await grid
    .getByRole("row")
    .filter({ hasText: "watch-00002" })
    .getByRole("button", { name: "Assets" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Publicar assets" });
  await dialog.getByLabel("Partición").selectOption("all");
  await dialog.getByLabel("Descripción").fill("Assets nuevos");
  await dialog.getByRole("button", { name: "Publicar" }).click();
  const results = dialog.getByRole("list", { name: "Resultado por partición" });
  await expect(results).toContainText("aupOK");
  await expect(results).toContainText("aup_legacyERROR");
  await expect(dialog.getByText("El cambio de estado puede tardar unos segundos.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cerrar" }).click();
  await expect(dialog).toBeHidden();
});

test("a UAT-only user has neither the Metadata action nor prod", async ({ page }) => {
  await signIn(page, DEMO.apauat);
  const grid = page.getByRole("grid", { name: "Lista de publicaciones APA" });
  await page.goto("/apa/configurationList");
  await expect(grid).toBeVisible();
  const row = grid.getByRole("row").nth(1);
  await expect(row.getByRole("button", { name: "Translations" })).toBeVisible();
  await expect(row.getByRole("button", { name: "Metadata" })).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Ambiente" }).getByRole("option")).toHaveText([
    "UAT (generación)",
  ]);
});

test("a user with neither admapa nor apauat is sent to /index/main with the warning", async ({ page }) => {
  await signIn(page, DEMO.consulta);
  await page.goto("/apa/historicList");
  await expect(page).toHaveURL(/\/index\/main/);
  await expect(page.getByText("El usuario no tiene permisos en el módulo solicitado.")).toBeVisible();
});

test("the history pages on the server 10 rows a request, to its last row (nothing cut at 1,000)", async ({
  page,
}) => {
  await signIn(page, DEMO.operador);
  const asked: URLSearchParams[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith("/v1/apa/history")) asked.push(url.searchParams);
  });
  await page.goto("/apa/historicList");
  const grid = page.getByRole("grid", { name: "Histórico APA" });
  await expect(grid.getByRole("row").nth(1)).not.toHaveAttribute("aria-busy", "true");
  const rowCount = Number(await grid.getAttribute("aria-rowcount"));
  expect(rowCount).toBeGreaterThan(2001);
  expect(asked[0].get("quantity")).toBe("10");
  await grid.focus();
  await page.keyboard.press("End");
  const last = grid.locator(`[role=row][aria-rowindex="${rowCount}"]`);
  await expect(last).toBeVisible();
  await expect(last).not.toHaveAttribute("aria-busy", "true");
  await expect(last.getByRole("gridcell").nth(2)).toContainText(/\(\w+-\d{5}\)/);
  expect(asked.some((params) => Number(params.get("from")) >= rowCount - 11)).toBe(true);
});

test("publications page 10 rows with numbered pages, last modified first, to the last page", async ({
  page,
}) => {
  await signIn(page, DEMO.operador);
  const first = page.waitForResponse((response) => /\/v1\/apa\/getdocuments\/aup\?/.test(response.url()));
  await openPublications(page);
  const { result } = await (await first).json();
  expect(new URL((await first).url()).searchParams.get("quantity")).toBe("10");
  const pages = Math.ceil(result.recordsTotal / 10);
  const grid = page.getByRole("grid", { name: "Lista de publicaciones APA" });
  const pager = page.getByRole("navigation", { name: "Páginas de Lista de publicaciones APA" });
  await expect(pager).toContainText(`Página 1 de ${pages}`);
  await expect(grid).toHaveAttribute("aria-rowcount", "11");
  await expect(grid.getByRole("row").nth(1)).toContainText(result.data[0]._id);
  const header = grid.getByRole("columnheader", { name: "Modificación" });
  await expect(header).toHaveAttribute("aria-sort", "descending");

  const second = page.waitForResponse((response) => /getdocuments\/aup\?.*from=10/.test(response.url()));
  await pager.getByRole("button", { name: "Página 2" }).click();
  const { result: secondPage } = await (await second).json();
  await expect(pager).toContainText(`Página 2 de ${pages}`);
  await expect(grid.getByRole("row").nth(1)).toContainText(secondPage.data[0]._id);
  expect(Date.parse(secondPage.data[0].edition)).toBeLessThanOrEqual(Date.parse(result.data[9].edition));
});

test("the bulk dialog's 'Validar' runs on Ctrl+Enter and 'Quitar todos' from the palette opened over it", async ({
  page,
}) => {
  await signIn(page, DEMO.operador);
  await openPublications(page);
  await page.keyboard.press("Control+k");
  await page.keyboard.insertText(["web-00001", "web-00002", "web-99001"].join("\n"));
  await palette(page)
    .getByRole("option", { name: /Publicación masiva APA \(3 ids\)/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Publicación masiva APA" });
  await expect(dialog.getByLabel("Ids de dispositivo")).toBeFocused();
  await page.keyboard.press("Control+Enter");
  await expect(dialog.getByRole("status")).toContainText("2 válidos, 1 no válido");

  await page.keyboard.press("Control+k");
  await page.keyboard.insertText("Quitar todos");
  const option = palette(page).getByRole("option").first();
  await expect(option).toContainText("Quitar todos (publicación masiva)");
  await page.keyboard.press("Enter");
  await expect(palette(page)).toBeHidden();
  await expect(dialog.getByRole("list", { name: "Ids (0)" })).toBeAttached();
  await expect(dialog.getByRole("status")).toContainText("0 ids");

  // With no ids the button is disabled, and so is its command, saying why.
  await expect(dialog.getByRole("button", { name: "Validar" })).toBeDisabled();
  await page.keyboard.press("Control+k");
  await page.keyboard.insertText("Validar");
  const validate = palette(page).getByRole("option").first();
  await expect(validate).toContainText("Validar (publicación masiva)");
  await expect(validate).toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Escape");
  await expect(palette(page)).toBeHidden();
  await expect(dialog).toBeVisible();
});
