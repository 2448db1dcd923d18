import { expect, test } from "@playwright/test";
import { DEMO, openMails, signIn } from "./support";

// Mail templates (spec 2 §2–§8) against the real server, as the power operator.

const SCRIPTED = `<!doctype html><html><head><title>x</title></head><body>
<p>Contenido visible</p>
<script>document.body.insertAdjacentHTML("beforeend", "<p>SCRIPT EJECUTADO</p>")</script>
</body></html>`;

test("a mail template is created, published and found published; its script never runs in the preview", async ({
  page,
}) => {
  const id = `E2E_MAIL_${Date.now()}`;
  await signIn(page, DEMO.operador);
  await openMails(page);
  await page.getByRole("grid", { name: "Mails" }).focus();
  await page.keyboard.press("c");
  const dialog = page.getByRole("dialog", { name: "Nuevo mail" });
  await expect(dialog.getByLabel("Id mail")).toBeFocused();
  await page.keyboard.type(id.toLowerCase());
  await dialog.getByLabel("Región").selectOption({ label: "México" });
  await expect(dialog.getByText("Id disponible en la región.")).toBeVisible();
  await dialog.getByLabel("Asunto").fill("Prueba de extremo a extremo");
  await dialog.getByLabel("Programa").selectOption({ label: "Claro video" });
  await dialog.getByLabel("Flujo").selectOption({ label: "Bienvenida" });
  await dialog.getByLabel("Nombre del remitente").fill("Claro video");
  await dialog.getByLabel("Correo de prueba").fill("pruebas@adm.test");
  await dialog.getByLabel("HTML del mail").fill(SCRIPTED);

  // The live preview renders the HTML, but its script does not run (sandbox without allow-scripts, CSP).
  const live = dialog.locator('iframe[title="Vista previa en vivo (sin scripts)"]');
  await expect(live).toHaveAttribute("sandbox", "");
  const frame = page.frameLocator('iframe[title="Vista previa en vivo (sin scripts)"]');
  await expect(frame.getByText("Contenido visible")).toBeVisible();
  await expect(frame.getByText("SCRIPT EJECUTADO")).toHaveCount(0);

  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Mail guardado como borrador." }),
  ).toBeVisible();

  const grid = page.getByRole("grid", { name: "Mails" });
  await page.getByRole("searchbox", { name: "Buscar en la tabla" }).fill(id);
  const row = grid.getByRole("row").filter({ hasText: id });
  await expect(row).toContainText("Borrador");
  // The new mail is on the unfiltered page too: act once the search (2 s after typing) has replaced that page,
  // or the search's cursor reset could move 'p' to another row.
  await expect(grid.locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])')).toHaveCount(1);
  await row.click();
  await page.keyboard.press("p");
  const confirm = page.getByRole("alertdialog", { name: "Publicar mail" });
  await confirm.getByRole("button", { name: "Publicar mail", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText(/Publicado .* operador@adm\.test/);

  // The stored template's preview (server-filled) is just as inert.
  await row.click();
  await page.keyboard.press("v");
  const preview = page.getByRole("dialog", { name: `Vista previa de ${id}` });
  const stored = page.frameLocator('iframe[title="Vista previa del mail (sin scripts)"]');
  await expect(stored.getByText("Contenido visible")).toBeVisible();
  await expect(stored.getByText("SCRIPT EJECUTADO")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();

  // A pasted id is recognised in the palette and opens the template.
  await page.keyboard.press("Control+k");
  await page.keyboard.insertText(id);
  const palette = page.getByRole("dialog", { name: "Paleta de comandos" });
  await expect(palette.getByRole("option", { name: new RegExp(`${id} · México`) })).toBeVisible();
  await palette.getByRole("option", { name: new RegExp(`${id} · México`) }).click();
  await expect(page.getByRole("dialog", { name: `Editar mail ${id}` })).toBeVisible();
});

test("the mails list pages 15 at a time with a choice of 5/15/25/50; the test mail is sent with 'Enviar'", async ({
  page,
}) => {
  await signIn(page, DEMO.operador);
  await openMails(page);
  const grid = page.getByRole("grid", { name: "Mails" });
  const size = page.getByLabel("Filas por página");
  await expect(size).toHaveValue("15");
  await expect(size.locator("option")).toHaveText(["5", "15", "25", "50"]);
  await size.selectOption("5");
  await expect(grid).toHaveAttribute("aria-rowcount", "6");
  const pages = page.getByRole("navigation", { name: "Páginas de Mails" });
  await expect(pages).toContainText(/Página 1 de \d+/);
  const first = await grid.getByRole("row").nth(1).textContent();
  await pages.getByRole("button", { name: "Página 2" }).click();
  await expect(pages.getByRole("button", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
  await expect(grid.getByRole("row").nth(1)).not.toHaveText(first ?? "");

  await grid.getByRole("row").nth(1).click();
  await page.keyboard.press("s");
  const send = page.getByRole("dialog", { name: /^Enviar prueba de / });
  await expect(send.getByRole("button", { name: "Enviar", exact: true })).toBeVisible();
  await expect(send.getByRole("button", { name: "Guardar" })).toHaveCount(0);
});

test("a failing mails endpoint reads 'Error en el EndPoint'", async ({ page }) => {
  await signIn(page, DEMO.operador);
  // The endpoint's own failure (a gateway's 502-504 is the server unreachable: server-down.spec.ts).
  await page.route("**/services/mails/mail?**", (route) =>
    route.fulfill({ status: 500, contentType: "text/html", body: "<html>Internal error</html>" }),
  );
  await openMails(page);
  // After the client's two retries of a 5xx.
  await expect(page.getByText("Error en el EndPoint").first()).toBeVisible({ timeout: 20_000 });
});
