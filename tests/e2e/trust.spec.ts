import { open } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { DEMO, serviceResult, signIn } from "./support";

/** Lines of a file, counted in chunks (a million-row CSV is too big to read as one string comfortably). */
async function countLines(path: string): Promise<{ lines: number; header: string }> {
  const file = await open(path);
  const buffer = Buffer.alloc(1 << 20);
  let lines = 0;
  let header = "";
  for (;;) {
    const { bytesRead } = await file.read(buffer, 0, buffer.length);
    if (bytesRead === 0) break;
    if (!header) header = buffer.subarray(0, Math.min(bytesRead, 200)).toString("utf8").split("\r\n")[0];
    for (let i = 0; i < bytesRead; i++) if (buffer[i] === 10) lines++;
  }
  await file.close();
  return { lines: lines + 1, header: header.replace(/^\uFEFF/, "") };
}

test("exports all rows of the server-side logs table (a million) to CSV, with progress, and audits it", async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signIn(page, DEMO.admin);
  await page.goto("/system/logs");
  const grid = page.getByRole("grid", { name: "Logs" });
  await expect(grid.locator('[role="row"][aria-rowindex="2"]')).toBeVisible();
  const { recordsTotal } = await serviceResult<{ recordsTotal: number }>(page, "/logs/log?rpp=1");
  expect(recordsTotal).toBeGreaterThan(1_000_000);

  await page.getByRole("button", { name: "Exportar" }).click();
  const downloadPromise = page.waitForEvent("download", { timeout: 560_000 });
  await page.getByRole("menuitem", { name: "CSV" }).click();
  const progress = page.getByRole("dialog", { name: "Exportando a CSV" });
  await expect(progress).toBeVisible();
  await expect(progress.getByRole("progressbar", { name: "Progreso de la exportación" })).toBeVisible();
  await expect(progress).toContainText(/Leyendo filas: [\d.]+ de [\d.]+/);
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("SystemLogFile.csv");
  const { lines, header } = await countLines(await download.path());
  expect(header).toBe("Fecha y hora,Usuario,IP,URL,Acción,Mensaje,Nivel");
  expect(lines).toBe(recordsTotal + 1);

  const audit = await serviceResult<{ data: { user: string; action: string; message: string }[] }>(
    page,
    `/logs/log?rpp=5&search=${encodeURIComponent("Exportación csv de SystemLogFile")}`,
  );
  expect(audit.data[0]).toMatchObject({
    user: DEMO.admin,
    action: "export",
    message: `Exportación csv de SystemLogFile: ${recordsTotal} filas; columnas: datetime, user, ip, url, action, message, level; datos personales completos`,
  });
});

/** Every Content-Security-Policy violation the page reports from now on (console and violation events). */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test("the console runs under its Content-Security-Policy without a single violation", async ({ page }) => {
  const violations = await watchPolicy(page);
  const first = await page.goto("/login");
  const csp = first?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(first?.headers()["x-content-type-options"]).toBe("nosniff");

  await signIn(page, DEMO.admin);
  // A modal dialog (Radix scroll lock inserts a <style>), the palette, a toast and worker-built exports.
  await page.keyboard.press("Control+k");
  await expect(page.getByRole("dialog", { name: "Paleta de comandos" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.goto("/system/users");
  const users = page.getByRole("grid", { name: /usuarios/i });
  await expect(users.locator('[role="row"][aria-rowindex="2"]')).toBeVisible();
  await page.goto("/system/logs");
  const grid = page.getByRole("grid", { name: "Logs" });
  await expect(grid.locator('[role="row"][aria-rowindex="2"]')).toBeVisible();
  await grid.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  for (const format of ["Excel", "PDF"]) {
    await page.getByRole("button", { name: "Exportar" }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: format }).click();
    await download;
  }
  expect(violations).toEqual([]);
});

test("the contract reference renders Scalar from this server under its own policy, refusing only its eval probe", async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  await signIn(page, DEMO.admin);
  const reference = await page.goto("/services/reference");
  const csp = reference?.headers()["content-security-policy"] ?? "";
  // Its one inline script by hash, never 'unsafe-inline' scripts; no frames, framed by nobody.
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
  expect(csp).toContain("frame-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  // The signed-in console's token (same origin) fetches the document; Scalar lists its operations. Its bundle
  // is several megabytes: on a busy machine parsing it alone can outlast the default wait.
  await expect(page.getByRole("heading", { name: "ADM console /services" })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole("button", { name: /^Server texts by language/ })).toBeVisible();
  // Scalar's own bundled zod probes for eval once; the policy refuses it (no 'unsafe-eval') and the renderer
  // goes on without. Nothing else is refused.
  expect(violations.filter((violation) => !violation.endsWith("script-src eval"))).toEqual([]);
});
