import { expect, type Page, test } from "@playwright/test";
import { accessibilityFindings } from "./axe";
import { DEMO, signIn } from "./support";

// Issue 18, clone rates as a job: more than 50 valid rates pasted as ids are cloned in the background, and
// the jobs tray shows the job finishing with one new rate per id. The ids are the seeded active rates the
// server itself says can be cloned (browser-side tests do not import server code).

const INACTIVE = 4;
const MANY = 60;

/** The first `count` rate ids (after the fixtures) the signed-in operator may clone, asked to the server. */
async function cloneableIds(page: Page, count: number): Promise<number[]> {
  const candidates = Array.from({ length: 300 }, (_, i) => 17 + i);
  const verdicts = await page.evaluate(async (data) => {
    const token = JSON.parse(localStorage.getItem("token") ?? "null");
    const response = await fetch("/services/products/rates/clone/validate", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ data }),
    });
    return (await response.json()).result.rates as { id: number; valid: boolean }[];
  }, candidates);
  const valid = verdicts.filter((v) => v.valid).map((v) => v.id);
  expect(valid.length).toBeGreaterThanOrEqual(count);
  return valid.slice(0, count);
}

test("pasting more than 50 cloneable ids clones them as a job the tray shows finishing", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.operador);
  await page.goto("/products/productList");
  await expect(page.getByRole("button", { name: "Nuevo Plan" })).toBeVisible();
  const ids = await cloneableIds(page, MANY);

  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Paleta de comandos" });
  await page.keyboard.insertText("Clonar tarifas");
  await expect(palette.getByRole("option").first()).toContainText("Clonar tarifas (pegar ids)");
  await page.keyboard.press("Enter");
  await page.keyboard.insertText([...ids, INACTIVE].join(" "));
  const option = palette.getByRole("option").first();
  await expect(option).toContainText(`Clonar: ${MANY} ids válidos, 1 no clonable`);
  await expect(option).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Clonar tarifas" });
  const groups = dialog.getByRole("region", { name: "Tarifas por familia, plan y región" });
  await expect(groups.getByLabel(`Tarifa ${INACTIVE}: inválida`)).toHaveAttribute("data-valid", "false");
  const submit = dialog.getByRole("button", { name: `Clonar ${MANY} tarifas en segundo plano` });
  await expect(submit).toBeEnabled();
  await expect(submit).toHaveAccessibleDescription(/se clonan en segundo plano/);
  expect(await accessibilityFindings(page, '[role="dialog"]')).toEqual([]);
  await submit.focus();
  await page.keyboard.press("Enter");
  const started = page.getByText(new RegExp(`Clonando ${MANY} tarifas en segundo plano \\(tarea (\\d+)\\)`));
  await expect(started).toBeVisible();
  await expect(dialog).toBeHidden();
  const jobId = Number((await started.textContent())?.match(/tarea (\d+)/)?.[1]);

  // The tray, from the keyboard (the focus is back in the list's search field): the job's title, then its
  // counts once the server's worker is done.
  await page.keyboard.press("Alt+Shift+J");
  const tray = page.getByRole("dialog", { name: "Tareas en segundo plano" });
  await expect(tray).toBeVisible();
  await tray.getByRole("button", { name: new RegExp(`#${jobId} · Clonar ${MANY} tarifas`) }).click();
  const summary = tray.getByRole("status").filter({ hasText: "correctos" });
  await expect(summary).toContainText("Terminada", { timeout: 60_000 });
  // The product list reloads when the job ends, and says so in a toast (5 s): read it while it shows.
  await expect(
    page.getByText(`Clonado terminado (tarea ${jobId}): ${MANY} tarifas clonadas, 0 rechazadas.`),
  ).toBeVisible();
  await expect(summary).toContainText(`${MANY} correctos, 0 con error, 0 no válidos, 0 pendientes`);
  await tray.getByRole("searchbox", { name: "Buscar en la tabla" }).fill(String(ids[0]));
  const row = tray
    .getByRole("grid", { name: "Elementos de la tarea" })
    .getByRole("row")
    // The key cell exactly: a new rate's id may contain the source id's digits.
    .filter({ has: page.getByRole("gridcell", { name: String(ids[0]), exact: true }) });
  await expect(row).toContainText("Correcto");
  await expect(row).toContainText(/Tarifa nueva \d+/);
  expect(await accessibilityFindings(page, '[role="dialog"]')).toEqual([]);
});
