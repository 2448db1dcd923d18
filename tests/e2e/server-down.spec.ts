import { rm } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { type Service, startService } from "../../bench/lib/processes";
import { freePort } from "../../scripts/postgres-cluster.mjs";
import { DEMO, openMails, signIn } from "./support";

// The console while the server is down (issue #30 item 7). The suite's one server must stay up for the other
// specs, so this test starts its own, as the suite's web server is started (playwright.config.ts) but on a
// port and a database of its own, stops it in the middle of a form and starts it again on both.

let port = 0;
let database = "";
let server: Service | undefined;

const start = async () => {
  server = await startService(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: process.cwd(),
    env: {
      PORT: String(port),
      ADM_DB: database,
      DATABASE_URL: "",
      ...(process.env.E2E_DIST ? { ADM_DIST: process.env.E2E_DIST } : {}),
    },
    url: `http://127.0.0.1:${port}`,
    readyPath: "/config.json",
    timeoutMs: 150_000,
  });
};

const removeDatabase = () =>
  Promise.all(["", "-wal", "-shm"].map((suffix) => rm(`${database}${suffix}`, { force: true })));

test.beforeAll(async () => {
  test.setTimeout(180_000);
  port = await freePort();
  database = `test-results/e2e-server-down-${port}.sqlite`;
  await removeDatabase();
  await start();
});

test.afterAll(async () => {
  await server?.stop();
  await removeDatabase();
});

test("a mail being edited survives the server going down: the console says so, the save is refused and kept, and goes through once it is back", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: server?.url });
  const page = await context.newPage();
  await signIn(page, DEMO.operador);
  await openMails(page);
  await page.getByRole("grid", { name: "Mails" }).getByRole("row").nth(1).click();
  await page.keyboard.press("e");
  const dialog = page.getByRole("dialog", { name: /^Editar mail / });
  const subject = dialog.getByLabel("Asunto");
  await expect(subject).toBeEditable();
  const typed = `Asunto escrito mientras el servidor cae ${Date.now()}`;
  await subject.fill(typed);

  await server?.stop();
  const banner = page
    .getByRole("alert")
    .filter({ hasText: "No se pudo contactar al servidor; reintentando" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("Lo escrito en los formularios se conserva.");

  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toContainText(
    "Error en el EndPoint. No se pudo contactar al servidor: no se guardó ningún cambio.",
  );
  await expect(subject).toHaveValue(typed);

  await start();
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  await expect(banner).toBeHidden();

  // What the server kept is what was typed: the template opens again with it.
  await page.getByRole("grid", { name: "Mails" }).getByRole("row").nth(1).click();
  await page.keyboard.press("e");
  await expect(page.getByRole("dialog", { name: /^Editar mail / }).getByLabel("Asunto")).toHaveValue(typed);
  await context.close();
});
