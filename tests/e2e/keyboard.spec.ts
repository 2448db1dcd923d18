import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { DEMO, LANDING, signIn } from "./support";

async function openPalette(page: Page) {
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Paleta de comandos" });
  await expect(palette).toBeVisible();
  await expect(palette.getByRole("combobox")).toBeFocused();
  return palette;
}

async function runFromPalette(page: Page, typed: string, option: string) {
  const palette = await openPalette(page);
  await page.keyboard.type(typed);
  await expect(palette.getByRole("option").first()).toContainText(option);
  await page.keyboard.press("Enter");
  await expect(palette).toBeHidden();
}

test("the palette opens with the keyboard and runs a command typed in part, typos included", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  const palette = await openPalette(page);
  const input = palette.getByRole("combobox");
  await page.keyboard.type("usarios");
  const first = palette.getByRole("option").first();
  await expect(first).toContainText("Usuarios");
  await expect(palette.getByRole("option", { name: "Ir a Usuarios", exact: true })).toBeVisible();
  // aria-activedescendant follows the active option.
  await expect(input).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
  await page.keyboard.press("Escape");
  await expect(palette).toBeHidden();

  await runFromPalette(page, "logs", "Ir a Logs");
  await expect(page).toHaveURL(/\/system\/logs/);
  await expect(page.getByRole("grid", { name: "Logs" })).toBeVisible();
});

test("a limited user only finds the commands they are permitted", async ({ page }) => {
  await signIn(page, DEMO.consulta);
  const palette = await openPalette(page);
  await page.keyboard.type("usuarios");
  await expect(palette.getByRole("option", { name: "Ir a Usuarios", exact: true })).toHaveCount(0);
  await page.keyboard.press("Control+a");
  await page.keyboard.type("logs");
  await expect(palette.getByRole("option", { name: "Ir a Logs", exact: true })).toHaveCount(0);
  await page.keyboard.press("Control+a");
  await page.keyboard.type("consumo");
  await expect(palette.getByRole("option", { name: /Consulta de consumo/ }).first()).toBeVisible();
});

test("the workspace splits into two panes showing different screens, and a reload restores it", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await runFromPalette(page, "logs", "Ir a Logs");
  await expect(page.getByRole("grid", { name: "Logs" })).toBeVisible();
  await page.keyboard.press("Alt+Shift+R");
  await expect(page).toHaveURL(/ws=/);
  await runFromPalette(page, "roles", "Ir a Roles");
  const panes = page.locator("main").getByRole("region");
  await expect(panes).toHaveCount(2);
  await expect(panes.nth(0)).toHaveAccessibleName("Logs");
  await expect(panes.nth(1)).toHaveAccessibleName("Roles");
  const url = page.url();

  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(panes).toHaveCount(2);
  await expect(panes.nth(0)).toHaveAccessibleName("Logs");
  await expect(panes.nth(1)).toHaveAccessibleName("Roles");
  await expect(page.getByRole("grid", { name: "Logs" })).toBeVisible();
});

test("pane keys act from a search box, and Escape leaves the box to its table", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await runFromPalette(page, "logs", "Ir a Logs");
  const panes = page.locator("main").getByRole("region");
  const logs = panes.nth(0).getByRole("grid", { name: "Logs" });
  await expect(logs).toBeVisible();
  const search = panes.nth(0).getByRole("searchbox", { name: "Buscar en la tabla" });
  await search.focus();
  await page.keyboard.press("Alt+Shift+R");
  await expect(panes).toHaveCount(2);
  // The new pane has focus; Alt+Shift+← from its search box goes back to the logs.
  await panes.nth(1).getByRole("searchbox").first().focus();
  await page.keyboard.press("Alt+Shift+ArrowLeft");
  const focusedPane = () =>
    page.evaluate(() => document.activeElement?.closest("[data-pane-id]")?.getAttribute("data-pane-id"));
  await expect.poll(focusedPane).toBe(await panes.nth(0).getAttribute("data-pane-id"));
  await search.focus();
  await page.keyboard.press("Escape");
  await expect(logs).toBeFocused();
  // A letter now belongs to the table, not to the search.
  await page.keyboard.press("v");
  await expect(search).toHaveValue("");
  await search.focus();
  await page.keyboard.press("Alt+Shift+W");
  await expect(panes).toHaveCount(1);
});

test("a table of over 1,000,000 server rows scrolls to its last row", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto("/system/logs");
  const grid = page.getByRole("grid", { name: "Logs" });
  await expect(grid).toBeVisible();
  await expect.poll(async () => Number(await grid.getAttribute("aria-rowcount"))).toBeGreaterThan(1_000_000);
  const rowCount = Number(await grid.getAttribute("aria-rowcount"));
  await grid.focus();
  await page.keyboard.press("End");
  const last = grid.locator(`[role="row"][aria-rowindex="${rowCount}"]`);
  await expect(last).toBeVisible();
  // The oldest entry of the seeded log (sorted by date, newest first) is loaded, not a placeholder.
  await expect(last.getByRole("gridcell").nth(2)).toContainText("@");
  await expect(grid.locator('[role="row"][aria-rowindex]')).not.toHaveCount(0);
  expect(await grid.locator('[role="row"][aria-rowindex]').count()).toBeLessThan(80);
});

test("CSV export of the selected rows downloads exactly those rows", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto("/system/logs");
  const grid = page.getByRole("grid", { name: "Logs" });
  await expect(grid.locator('[role="row"][aria-rowindex="2"]')).toContainText("@");
  await grid.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  await page.keyboard.press("Shift+ArrowDown");
  await page.keyboard.press("Shift+ArrowDown");
  await expect(grid.locator('[role="row"][aria-selected="true"]')).toHaveCount(3);
  const users = await grid
    .locator('[role="row"][aria-selected="true"]')
    .evaluateAll((rows) =>
      rows.map((row) => row.querySelectorAll('[role="gridcell"]')[2]?.textContent?.trim() ?? ""),
    );

  await page.getByRole("button", { name: "Exportar" }).click();
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "CSV" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("SystemLogFile.csv");
  const csv = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe("Fecha y hora,Usuario,IP,URL,Acción,Mensaje,Nivel");
  expect(lines).toHaveLength(4);
  expect(lines.slice(1).map((line) => line.split(",")[1])).toEqual(users);
});

test("Ctrl+K pressed right after login, while the console is still loading, opens the palette", async ({
  page,
}) => {
  // The signed-in console's code is held back until the key has been pressed: the press cannot be lost.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/shell-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/login");
  await page.getByLabel("Correo electrónico").fill(DEMO.admin);
  await page.getByLabel("Contraseña").fill("Demo2026!");
  await page.getByRole("button", { name: "Entrar" }).click();
  // Root is a v9 user: the landing may be the legacy admin's hand-over (spec 1 §4); either is the shell.
  await expect(page).toHaveURL(LANDING);
  await expect(page.getByRole("navigation", { name: "Menú principal" })).toHaveCount(0);
  await page.keyboard.press("Control+k");
  release();
  const palette = page.getByRole("dialog", { name: "Paleta de comandos" });
  await expect(palette).toBeVisible();
  await expect(palette.getByRole("combobox")).toBeFocused();
});

test("Ctrl+K pressed while the sign-in's answer is on its way opens the palette once signed in", async ({
  page,
}) => {
  // The login answer is held until the key has been pressed: the press lands before the token is stored.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/services\/auth\/login$/, async (route) => {
    const answer = await route.fetch();
    await held;
    await route.fulfill({ response: answer });
  });
  await page.goto("/login");
  await page.getByLabel("Correo electrónico").fill(DEMO.operador);
  await page.getByLabel("Contraseña").fill("Demo2026!");
  const asked = page.waitForRequest(/\/services\/auth\/login$/);
  await page.getByRole("button", { name: "Entrar" }).click();
  await asked;
  await page.keyboard.press("Control+k");
  release();
  const palette = page.getByRole("dialog", { name: "Paleta de comandos" });
  await expect(palette).toBeVisible();
  await expect(palette.getByRole("combobox")).toBeFocused();
});

test("a pane divider resized by keyboard keeps its size in the URL, and a reload restores it", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto("/system/logs");
  await expect(page.getByRole("grid", { name: "Logs" })).toBeVisible();
  await page.keyboard.press("Alt+Shift+R");
  const panes = page.locator("main section[data-pane-id]");
  await expect(panes).toHaveCount(2);
  const divider = page.getByRole("separator", { name: "Divisor entre paneles lado a lado" });
  await expect(divider).toHaveAttribute("aria-valuenow", "50");
  await divider.focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/ws=h65-35\(1\.system\.logs,2\.system\.logs\)/);
  const share = async () => {
    const [left, main] = await Promise.all([panes.nth(0).boundingBox(), page.locator("main").boundingBox()]);
    return (left?.width ?? 0) / (main?.width ?? 1);
  };
  await expect.poll(share).toBeCloseTo(0.65, 2);

  await page.reload();
  await expect(panes).toHaveCount(2);
  await expect(page).toHaveURL(/ws=h65-35\(/);
  await expect(divider).toHaveAttribute("aria-valuenow", "65");
  await expect.poll(share).toBeCloseTo(0.65, 2);
});
