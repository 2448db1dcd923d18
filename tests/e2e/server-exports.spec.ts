import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// Issue 31 item 2: every server-paged table exports all its rows, asking each page within the most rows its
// call declares (src/contract/paging.ts#pageLimitOf). Before, an export asked 2,000 rows a request and the
// mails, filters, signals and edge users calls (500 or 1,000 at most) refused it: "No se pudo exportar".

type Table = { screen: string; route: string; grid: string; limit: number };

const TABLES: readonly Table[] = [
  { screen: "mails", route: "/index/mails", grid: "Mails", limit: 500 },
  { screen: "filters", route: "/index/filtros", grid: "Filtros", limit: 1000 },
  { screen: "open signals", route: "/sign/signList", grid: "Señales", limit: 500 },
  {
    screen: "edge users",
    route: "/dashboard/edgeapi/users?shared=201",
    grid: "Usuarios del edge 201",
    limit: 1000,
  },
  // 5,004 seeded end users, 500 a request: an export of eleven pages.
  {
    screen: "AGU directory",
    route: "/index/gestion_usuarios",
    grid: "Administración de usuarios AGU",
    limit: 500,
  },
];

/** The page size of a /services list request, in whichever dialect it pages. */
function askedRows(url: URL): number | null {
  for (const name of ["quantity", "rpp", "length"]) {
    const value = url.searchParams.get(name);
    if (value !== null) return Number(value);
  }
  return null;
}

async function exportCsv(page: Page): Promise<string[]> {
  await page.getByRole("button", { name: "Exportar", exact: true }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "CSV" }).click();
  const file = await readFile(await (await download).path());
  return file
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
}

for (const table of TABLES) {
  test(`the ${table.screen} table exports every row, a page at a time within its call's limit`, async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await page.goto(table.route);
    const grid = page.getByRole("grid", { name: table.grid });
    await expect(grid.locator('[role="row"][aria-rowindex="2"]')).toBeVisible();

    const asked: { rows: number; status: number }[] = [];
    let total = 0;
    page.on("response", async (response) => {
      const url = new URL(response.url());
      const rows = askedRows(url);
      if (!url.pathname.startsWith("/services/") || rows === null) return;
      asked.push({ rows, status: response.status() });
      const body = await response.json().catch(() => null);
      // The rows matching the list's search and status, in the call's own shape (DataTables, filters, edges).
      const answer = body?.result ?? body;
      const page = Array.isArray(answer) ? answer[0] : answer;
      const counted = page?.recordsFiltered ?? page?.totalFiltered ?? page?.total;
      if (typeof counted === "number") total = Math.max(total, counted);
    });

    const lines = await exportCsv(page);
    await expect(page.getByText(/No se pudo exportar/)).toHaveCount(0);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((request) => request.rows <= table.limit && request.status === 200)).toBe(true);
    expect(total).toBeGreaterThan(0);
    expect(lines.length - 1).toBe(total);
    if (total > table.limit) expect(asked.length).toBeGreaterThanOrEqual(Math.ceil(total / table.limit));
  });
}
