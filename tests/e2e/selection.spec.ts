import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { DEMO, signIn } from "./support";

// Issue 11 item 1 (a range is a range, whatever blocks are loaded) and item 10 (honest exports), on the
// server-side logs table (1,000,000 seeded rows, fetched in blocks of 100).

const count = (n: number) => new Intl.NumberFormat("es").format(n);

async function openLogs(page: Page): Promise<Locator> {
  await signIn(page, DEMO.admin);
  await page.goto("/system/logs");
  const grid = page.getByRole("grid", { name: "Logs" });
  await expect(grid.locator('[role="row"][aria-rowindex="2"]')).toContainText("@");
  await grid.focus();
  return grid;
}

async function exportAs(page: Page, format: "CSV" | "Excel"): Promise<Buffer> {
  await page.getByRole("button", { name: "Exportar" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: format }).click();
  return readFile(await (await download).path());
}

const csvLines = (file: Buffer) =>
  file
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);

test("a 139-row range stays 139 wherever the table scrolls, and exports 139 rows", async ({ page }) => {
  const grid = await openLogs(page);
  await page.keyboard.press("Home");
  await page.keyboard.press("Space");
  for (let step = 0; step < 138; step++) await page.keyboard.press("Shift+ArrowDown");
  const selected = page.getByText(/\d[\d.]* seleccionadas?/);
  await expect(selected).toContainText("139 seleccionadas");
  // Far away and back: block 0 leaves the cache's window and the range stays whole.
  await page.keyboard.press("End");
  await expect(grid.locator('[role="row"][aria-rowindex]').last()).toContainText("@");
  await page.keyboard.press("Home");
  await expect(selected).toContainText("139 seleccionadas");
  await expect(grid.locator('[role="row"][aria-selected="true"]').first()).toBeVisible();

  const lines = csvLines(await exportAs(page, "CSV"));
  expect(lines).toHaveLength(140);
  expect(lines[0]).toBe("Fecha y hora,Usuario,IP,URL,Acción,Mensaje,Nivel");
  // Item 10: dates are local date-times a spreadsheet reads as dates, not ISO text.
  expect(lines[1].split(",")[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
});

test("Space on a grid just focused anchors the range: Space then 130 × Shift+↓ selects 131 rows", async ({
  page,
}) => {
  await openLogs(page);
  await page.keyboard.press("Space");
  const selected = page.getByText(/\d[\d.]* seleccionadas?/);
  await expect(selected).toContainText("1 seleccionada");
  await page.keyboard.press("Shift+ArrowDown");
  await expect(selected).toContainText("2 seleccionadas");
  for (let step = 1; step < 130; step++) await page.keyboard.press("Shift+ArrowDown");
  await expect(selected).toContainText("131 seleccionadas");
});

test("Shift+click thousands of rows down selects every row between, and exports them all", async ({
  page,
}) => {
  const grid = await openLogs(page);
  await page.keyboard.press("Home");
  await page.keyboard.press("Space");
  const total = Number(await grid.getAttribute("aria-rowcount")) - 1;
  await grid.evaluate((element, fraction) => {
    element.scrollTop = fraction * (element.scrollHeight - element.clientHeight);
  }, 10_000 / total);
  const target = grid.locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])').nth(4);
  await expect(target).toContainText("@");
  const index = Number(await target.getAttribute("aria-rowindex")) - 2;
  expect(index).toBeGreaterThan(5_000);
  await target
    .getByRole("gridcell")
    .nth(2)
    .click({ modifiers: ["Shift"] });
  await expect(page.getByText(`${count(index + 1)} seleccionadas`)).toBeVisible();

  const lines = csvLines(await exportAs(page, "CSV"));
  expect(lines).toHaveLength(index + 2);
  await expect(page.getByText(`SystemLogFile.csv: ${count(index + 1)} filas`).first()).toBeVisible();
});

test("an Excel export holds date cells; a failed export says why in words", async ({ page }) => {
  const grid = await openLogs(page);
  await page.keyboard.press("Home");
  await page.keyboard.press("Space");
  await page.keyboard.press("Shift+ArrowDown");
  const book = unzipSync(new Uint8Array(await exportAs(page, "Excel")));
  const sheet = strFromU8(book["xl/worksheets/sheet1.xml"]);
  expect(sheet).toMatch(/<row r="2"><c s="2"><v>4\d{4}\.\d+<\/v><\/c>/);
  expect(sheet).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);

  // A range far down, never loaded, read while the server is unreachable.
  const total = Number(await grid.getAttribute("aria-rowcount")) - 1;
  await grid.evaluate((element, fraction) => {
    element.scrollTop = fraction * (element.scrollHeight - element.clientHeight);
  }, 500_000 / total);
  const far = grid.locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])').nth(4);
  await expect(far).toContainText("@");
  await far
    .getByRole("gridcell")
    .nth(2)
    .click({ modifiers: ["Shift"] });
  await page.route("**/services/logs/log**", (route) => route.abort("connectionrefused"));
  await page.getByRole("button", { name: "Exportar" }).click();
  await page.getByRole("menuitem", { name: "CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Exportando a CSV" });
  await expect(dialog).toContainText("No se pudo exportar: No se pudo conectar con el servidor.");
  await expect(dialog).not.toContainText("error_network");
  await expect(dialog).not.toContainText("Error:");
});
