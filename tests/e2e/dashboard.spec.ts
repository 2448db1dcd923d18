import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// Edge dashboards (spec 2 §2) against the seeded monitoring data, which ends when the e2e server first
// started. María López (server/dashboard/seed.ts DASHBOARD_FIXTURES) had an error session in the last two
// hours on API edge 201 and video edge 101: one device, one content, two events.

const MARIA = "maria.lopez@correo.test";
const palette = (page: Page) => page.getByRole("dialog", { name: "Paleta de comandos" });
const treegrid = (page: Page) => page.getByRole("treegrid", { name: "Edges de API" });

/** The text of the tree grid's active row (the one aria-activedescendant names). */
const activeRowText = (page: Page) =>
  treegrid(page).evaluate((grid) => {
    const id = grid.getAttribute("aria-activedescendant");
    return id ? (document.getElementById(id)?.textContent ?? "") : "";
  });

/** From the first row, ArrowDown until the active edge row is `label` (the order follows the live error counts). */
async function moveToEdge(page: Page, label: string) {
  await page.keyboard.press("Home");
  for (let i = 0; i < 20 && !(await activeRowText(page)).startsWith(label); i++)
    await page.keyboard.press("ArrowDown");
  expect(await activeRowText(page)).toContain(label);
}

test("keyboard only: from an API edge to an event's detail, then the incident report", async ({ page }) => {
  await signIn(page, DEMO.operador);
  await page.goto("/dashboard/edgeapi");
  await expect(treegrid(page)).toBeFocused();
  await moveToEdge(page, "Edge 201");

  // → expands the row's child tables, ← folds them again.
  await page.keyboard.press("ArrowRight");
  const row201 = page.getByRole("row", { name: /Edge 201/ }).first();
  await expect(row201).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("Usuarios con más errores")).toBeVisible();
  await expect(page.getByText("Errores por hora (últimas 6 h)")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(row201).toHaveAttribute("aria-expanded", "false");

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/edgeapi\/users\?shared=201$/);
  const users = page.getByRole("grid", { name: "Usuarios del edge 201" });
  await expect(users).toBeFocused();
  await page.keyboard.press("/");
  await page.keyboard.insertText(MARIA);
  await expect(users.getByRole("row")).toHaveCount(2);
  await expect(users.getByRole("row").nth(1)).toContainText(MARIA);
  await page.keyboard.press("ArrowDown");
  await expect(users).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/dashboard\/edgeapi\/devices\?user=10000001&edge=201$/);
  const devices = page.getByRole("grid", { name: "Dispositivos del usuario 10000001" });
  await expect(devices).toBeFocused();
  await expect(devices).toHaveAttribute("aria-rowcount", "2");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const contents = page.getByRole("grid", { name: /^Contenidos del dispositivo / });
  await expect(contents).toBeFocused();
  await expect(contents).toHaveAttribute("aria-rowcount", "2");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const events = page.getByRole("grid", { name: /^Eventos del contenido / });
  await expect(events).toBeFocused();
  await expect(events).toHaveAttribute("aria-rowcount", "3");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");

  const modal = page.getByRole("dialog", { name: /^Evento \d+$/ });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/&event=\d+$/);
  await expect(modal).toContainText(MARIA);
  for (const label of [
    "HKS",
    "User hash",
    "Tipo",
    "Marca",
    "Modelo",
    "Sistema operativo",
    "ID del dispositivo",
  ])
    await expect(modal.getByText(label, { exact: true })).toBeVisible();
  await expect(modal.getByText("Versión de la aplicación")).toBeVisible();
  // The operator's data as indented JSON.
  await expect(modal.locator("pre").first()).toContainText('"method": "GET"');
  await expect(modal.locator("pre").nth(2)).toContainText('"code": "EDGE-API-');

  const recipients = modal.getByLabel("Destinatarios");
  for (let i = 0; i < 8 && !(await recipients.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(recipients).toBeFocused();
  await expect(modal.getByLabel("Asunto")).toHaveValue("Informe Edge API");
  await page.keyboard.insertText("noc@adm.test, no-es-correo");
  await page.keyboard.press("Enter");
  await expect(modal.getByRole("alert")).toHaveText("No son correos válidos: no-es-correo");
  await page.keyboard.press("Control+a");
  await page.keyboard.insertText("noc@adm.test");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Correo enviado correctamente")).toBeVisible();
  await expect(recipients).toHaveValue("");

  // Closing the modal hands the keyboard back to the events; the back command climbs to the edge's users.
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(events).toBeFocused();
  await page.keyboard.press("Backspace");
  await expect(page).toHaveURL(/\/dashboard\/edgeapi\/users\?shared=201$/);
});

test("the histogram zooms by drag into finer buckets, and 0 goes back", async ({ page }) => {
  await signIn(page, DEMO.operador);
  await page.goto("/dashboard/edgevideo?range=P7D");
  const chart = page.getByRole("application", { name: "Errores por intervalo de tiempo, edges de Video" });
  await expect(chart.locator(".u-over")).toBeVisible();
  await chart.scrollIntoViewIfNeeded();
  const box = await chart.locator(".u-over").boundingBox();
  if (!box) throw new Error("no plot area");
  const zoomed = page.waitForRequest((r) => r.url().includes("/histogram") && r.url().includes("bucket=1&"));
  await page.mouse.move(box.x + box.width * 0.9, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.95, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  // 5% of 7 days is about 8 hours: one-minute buckets instead of the week's five-minute ones.
  const request = new URL((await zoomed).url());
  expect(request.searchParams.get("until")).toBeTruthy();
  expect(request.searchParams.get("interval")).toMatch(/^PT\d+H(\d+M)?$/);
  await expect(page).toHaveURL(/range=P7D&from=.*&to=/);
  await expect(page.getByText(/^Ampliado: /)).toBeVisible();

  // Legend toggles and the keyboard cursor's values.
  const total = page.getByRole("button", { name: /^Total/ });
  await expect(total).toHaveAttribute("aria-pressed", "true");
  await total.click();
  await expect(total).toHaveAttribute("aria-pressed", "false");
  await chart.focus();
  await page.keyboard.press("End");
  await expect(page.getByText("Pase el cursor sobre la gráfica")).toBeHidden();
  await page.keyboard.press("0");
  await expect(page).toHaveURL(/\/dashboard\/edgevideo\?range=P7D$/);
});

test("live refresh keeps the expanded row, the cursor and the zoom; p pauses it", async ({ page }) => {
  await signIn(page, DEMO.operador);
  const from = new Date(Date.now() - 3 * 3_600_000).toISOString();
  const to = new Date(Date.now() - 3_600_000).toISOString();
  await page.goto(`/dashboard/edgeapi?from=${from}&to=${to}&every=10&open=201`);
  await expect(treegrid(page)).toBeFocused();
  await moveToEdge(page, "Edge 201");
  await expect(page.getByText("Usuarios con más errores")).toBeVisible();
  const url = page.url();
  // Two refreshes of the list and the chart, each asking for the same window.
  for (let i = 0; i < 2; i++) {
    const [edges, histogram] = await Promise.all([
      page.waitForRequest((r) => r.url().includes("/edges?"), { timeout: 25_000 }),
      page.waitForRequest((r) => r.url().includes("/histogram?"), { timeout: 25_000 }),
    ]);
    expect(new URL(edges.url()).searchParams.get("until")).toBe(to);
    expect(new URL(histogram.url()).searchParams.get("until")).toBe(to);
  }
  expect(page.url()).toBe(url);
  await expect(page.getByRole("row", { name: /Edge 201/ }).first()).toHaveAttribute("aria-expanded", "true");
  expect(await activeRowText(page)).toContain("Edge 201");
  await expect(treegrid(page)).toBeFocused();

  await page.keyboard.press("p");
  await expect(page.getByText("Actualización en pausa")).toBeVisible();
  await expect(page).toHaveURL(/live=off/);
  await page.keyboard.press("p");
  await expect(page.getByText(/^Actualizado: /)).toBeVisible();
});

test("the palette finds an end user's devices from a pasted e-mail, and jumps to an edge by number", async ({
  page,
}) => {
  await signIn(page, DEMO.consulta);
  await page.keyboard.press("Control+k");
  await page.keyboard.insertText(MARIA);
  await expect(palette(page).getByText("Dispositivos del usuario (edges)")).toBeVisible();
  await expect(palette(page).getByRole("option", { name: /Edge 201 · API/ })).toBeVisible();
  await palette(page)
    .getByRole("option", { name: /Edge 101 · Video/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/edgevideo\/devices\?user=10000001&edge=101$/);

  await page.keyboard.press("Control+k");
  await page.keyboard.insertText("Ir a un edge por número");
  await page.keyboard.press("Enter");
  await page.keyboard.insertText("305");
  await expect(palette(page).getByRole("option", { name: /Edge 305 · Buffering/ })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/edgebuffer\/users\?shared=305$/);
  await expect(page.getByRole("grid", { name: "Usuarios del edge 305" })).toBeVisible();
});

test("view only: the detail shows, the report needs edit; a devices link without user goes back", async ({
  page,
}) => {
  await signIn(page, DEMO.consulta);
  await page.goto("/dashboard/edgeapi/devices");
  await expect(page).toHaveURL(/\/dashboard\/edgeapi$/);
  await expect(treegrid(page)).toBeVisible();
  await page.goto("/dashboard/edgeapi/devices?user=10000001&edge=201");
  for (const name of [/^Dispositivos del usuario 10000001/, /^Contenidos/]) {
    await expect(page.getByRole("grid", { name })).toBeFocused();
    await expect(page.getByRole("grid", { name }).getByRole("row")).not.toHaveCount(1);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
  }
  await expect(page.getByRole("grid", { name: /^Eventos/ })).toBeFocused();
  await expect(page.getByRole("grid", { name: /^Eventos/ }).getByRole("row")).not.toHaveCount(1);
  await expect(page.getByRole("button", { name: "Enviar informe del evento" })).toHaveCount(0);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const modal = page.getByRole("dialog", { name: /^Evento/ });
  await expect(modal).toContainText(
    "Enviar informes requiere el privilegio de edición del módulo Dashboard.",
  );
  await expect(modal.getByLabel("Destinatarios")).toHaveCount(0);
});

test("the spec's failure messages: event detail, device contents", async ({ page }) => {
  await signIn(page, DEMO.operador);
  await page.route("**/services/dashboard/edge/api/contents?**", (route) =>
    route.fulfill({
      status: 500,
      json: { status: 500, result: null, error: "error_generic", extra: null, message: "" },
    }),
  );
  await page.route("**/services/dashboard/edge/api/event/**", (route) =>
    route.fulfill({
      status: 500,
      json: { status: 500, result: null, error: "error_generic", extra: null, message: "" },
    }),
  );
  await page.goto("/dashboard/edgeapi/devices?user=10000001&edge=201&device=x");
  // After the client's two retries of a 5xx.
  await expect(page.getByText("Ha fallado el componente: Datos no disponibles.")).toBeVisible({
    timeout: 20_000,
  });
  await page.goto("/dashboard/edgeapi/devices?user=10000001&edge=201&event=1");
  await expect(page.getByText("Ha ocurrido un error cargando los datos.")).toBeVisible();
  await expect(page.getByRole("dialog", { name: /^Evento/ })).toBeHidden();
  await expect(page).toHaveURL(/\/devices\?user=10000001&edge=201$/);
});

test("the chart zooms in and back from the palette; the edge users page with numbers", async ({ page }) => {
  await signIn(page, DEMO.operador);
  await page.goto("/dashboard/edgeapi?range=PT6H");
  await expect(treegrid(page)).toBeFocused();
  await page.keyboard.press("Control+k");
  await page.keyboard.type("Acercar la gráfica");
  await expect(palette(page).getByRole("option").first()).toContainText("Acercar la gráfica (+)");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]from=.*&to=/);
  await expect(page.getByRole("button", { name: "Quitar ampliación" })).toBeVisible();
  await page.keyboard.press("Control+k");
  await page.keyboard.type("Quitar la ampliación de la gráfica");
  await expect(palette(page).getByRole("option").first()).toContainText(
    "Quitar la ampliación de la gráfica (0)",
  );
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/edgeapi\?range=PT6H$/);

  await page.goto("/dashboard/edgeapi/users");
  const pages = page.getByRole("navigation", { name: /^Páginas de Usuarios/ });
  await expect(pages).toContainText(/Página 1 de \d+/);
  await pages.getByRole("button", { name: "Página 2" }).click();
  await expect(pages.getByRole("button", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
});

test("the edge list and the event modal have no axe violations", async ({ page }) => {
  await signIn(page, DEMO.operador);
  await page.goto("/dashboard/edgeapi?open=201");
  await expect(page.getByText("Usuarios con más errores")).toBeVisible();
  await expect(page.locator(".u-over")).toBeVisible();
  const pane = await new AxeBuilder({ page }).include("section[data-pane-id]").analyze();
  expect(pane.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
  await page.goto("/dashboard/edgeapi/devices?user=10000001&edge=201");
  for (const name of [/^Dispositivos del usuario/, /^Contenidos/, /^Eventos/]) {
    await expect(page.getByRole("grid", { name })).toBeFocused();
    await expect(page.getByRole("grid", { name }).getByRole("row")).not.toHaveCount(1);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
  }
  await expect(page.getByRole("dialog", { name: /^Evento/ })).toContainText(MARIA);
  const modal = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(modal.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
});
