import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// Open signals (spec 2 §2–§5) against the real server, as the power operator.

test("a signal with equal dates is refused with the spec's message; with an end after its start it is added", async ({
  page,
}) => {
  await signIn(page, DEMO.operador);
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Paleta de comandos" });
  await page.keyboard.type("señales");
  await expect(palette.getByRole("option").first()).toContainText("Ir a Lista de señales");
  await page.keyboard.press("Enter");
  const grid = page.getByRole("grid", { name: "Señales abiertas" });
  await expect(grid).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Señales activas y programadas" }).getByRole("listitem"),
  ).toHaveCount(3);

  await grid.focus();
  await page.keyboard.press("c");
  const dialog = page.getByRole("dialog", { name: "Agregar señal" });
  const title = `Señal e2e ${Date.now()}`;
  await dialog.getByLabel("Título").fill(title);
  await dialog.getByLabel("Producto Payway").selectOption({ label: "Liga MX en vivo · PW-LMX-001 (PPV)" });
  await dialog.getByLabel("Nodo").fill("nodo-mx-qro-01");
  await dialog.getByLabel("Referencia en vivo (liveref)").fill("live-e2e-1");
  await dialog.getByLabel("Id de grupo").fill("912345");
  await dialog.getByLabel("Fecha de inicio").fill("2030-05-01T20:00");
  await dialog.getByLabel("Fecha de fin").fill("2030-05-01T20:00");

  await expect(dialog.getByText("Las fechas de inicio y fin no pueden ser iguales.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Guardar" })).toBeDisabled();

  await dialog.getByLabel("Fecha de fin").fill("2030-05-01T18:00");
  await expect(dialog.getByText("La fecha de inicio debe ser menor a la fecha de fin.")).toBeVisible();
  await expect(dialog.getByText("La fecha de fin debe ser mayor a la fecha de inicio.")).toBeVisible();

  await dialog.getByLabel("Fecha de fin").fill("2030-05-01T22:00");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("searchbox", { name: "Buscar en la tabla" }).fill(title);
  await expect(grid.getByRole("row").filter({ hasText: title })).toContainText("Programado");
});

test("the edit-signal dialog's button reads 'Editar'; a failing endpoint reads 'Error en el EndPoint'", async ({
  page,
}) => {
  await signIn(page, DEMO.operador);
  await page.goto("/sign/signList");
  const grid = page.getByRole("grid", { name: "Señales abiertas" });
  await expect(grid.getByRole("row").nth(1)).toBeVisible();
  await grid.getByRole("row").nth(1).click();
  await page.keyboard.press("e");
  const dialog = page.getByRole("dialog", { name: "Editar señal" });
  await expect(dialog.getByRole("button", { name: "Editar", exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Guardar" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.route("**/services/v1/openstream/list?**", (route) =>
    route.fulfill({ status: 500, contentType: "text/plain", body: "upstream down" }),
  );
  await page.reload();
  // After the client's two retries of a 5xx.
  await expect(page.getByText("Error en el EndPoint").first()).toBeVisible({ timeout: 20_000 });
});
