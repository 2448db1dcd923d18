import { readFile } from "node:fs/promises";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// Issue 32 item 2: personal data masked unless held. The support agent (role "agente": view and edit on
// consulta_consumo, without «Ver datos personales») finds María from the palette and sees her e-mail and
// phones masked there, in her consumption pane and in a CSV of her subscriptions; revealing the e-mail with a
// reason shows it whole. The administrator finds both in the audit log, then forbids revealing in the
// policy screen: the agent's reveal command is disabled with the reason. All by keyboard.

const MARIA = {
  email: "maria.lopez@correo.test",
  masked: "m***@c***.test",
  telmex: "******5678",
  telcel: "******4321",
};
const WHOLE_IPS = ["187.190.12.34", "189.203.45.67"];
const REASON = "La clienta confirma su correo por teléfono";
const REVEAL_OFF = "El administrador no permite revelar datos personales en este módulo.";

const palette = (page: Page) => page.getByRole("dialog", { name: "Paleta de comandos" });

async function fromPalette(page: Page, typed: string, option: string | RegExp) {
  await page.keyboard.press("Control+k");
  await expect(palette(page).getByRole("combobox")).toBeFocused();
  await page.keyboard.type(typed);
  await expect(palette(page).getByRole("option").first()).toContainText(option);
  await page.keyboard.press("Enter");
}

async function signedInElsewhere(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/** The administrator puts consulta_consumo's policy back as the seed has it (other specs reveal nothing). */
async function allowReveal(page: Page) {
  const status = await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem("token") ?? "null");
    const response = await fetch("/services/privacy/policies/consulta_consumo", {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ reveal: true, export_row_cap: null }),
    });
    return (await response.json()).status;
  });
  expect(status).toBe(0);
}

test("an agent without «Ver datos personales» sees masked values, exports them masked and reveals one with a reason", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.agente);

  // The palette's subscriber search: the masked e-mail, never the whole one (the typed text aside).
  await page.keyboard.press("Control+k");
  await page.keyboard.insertText(MARIA.email);
  const found = palette(page).getByRole("option").first();
  await expect(found).toContainText(MARIA.masked);
  await expect(found).toContainText(MARIA.telmex);
  await expect(palette(page).getByRole("listbox")).not.toContainText(MARIA.email);
  await page.keyboard.press("Enter");

  // Her pane: the masked e-mail and phones, said once why.
  const card = page.getByRole("article", { name: /^Suscriptor/ });
  await expect(card).toContainText(MARIA.masked);
  await expect(card).toContainText(MARIA.telmex);
  await expect(card).toContainText(MARIA.telcel);
  await expect(card).not.toContainText(MARIA.email);
  const note = page.getByRole("note").filter({ hasText: "Datos personales ocultos" });
  await expect(note).toHaveCount(1);
  await expect(note).toContainText("su rol no incluye «Ver datos personales»");
  const table = page.getByRole("grid", { name: /^Suscripciones de / });
  await expect(table).toBeFocused();
  await expect(table).toContainText("187.190.*.*");

  // A CSV of her subscriptions carries the IPs masked.
  await page.getByRole("button", { name: "Exportar", exact: true }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "CSV" }).focus();
  const download = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const csv = (await readFile(await (await download).path())).toString("utf8");
  expect(csv).toContain("187.190.*.*");
  for (const ip of WHOLE_IPS) expect(csv).not.toContain(ip);

  // Reveal the e-mail from the palette: a reason within bounds, then the whole e-mail in place.
  await table.focus();
  await fromPalette(page, "Revelar dato del suscriptor", "Revelar dato del suscriptor");
  const dialog = page.getByRole("dialog", { name: "Revelar dato personal" });
  await expect(dialog.getByLabel("Dato")).toBeFocused();
  await expect(dialog.getByLabel("Dato")).toHaveValue("0");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Motivo")).toBeFocused();
  await page.keyboard.type(REASON.slice(0, 3));
  await expect(dialog.getByText("El motivo debe tener al menos 5 caracteres.")).toBeVisible();
  await page.keyboard.type(REASON.slice(3));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(MARIA.email);
  await expect(table).toBeFocused();

  // The administrator finds the export (masked) and the reveal (with its reason) in the audit log.
  const admin = await signedInElsewhere(browser, DEMO.admin);
  await fromPalette(admin, "logs", "Ir a Logs");
  const logs = admin.getByRole("grid", { name: "Logs" });
  await expect(logs).toBeFocused();
  await admin.getByRole("searchbox", { name: "Buscar en la tabla" }).focus();
  await admin.keyboard.insertText(DEMO.agente);
  const exported = logs.getByRole("row").filter({ hasText: "ConsultaConsumo" });
  await expect(exported).toContainText(/datos personales ocultos/i);
  const revealed = logs.getByRole("row").filter({ hasText: /revel/i });
  await expect(revealed.first()).toContainText(REASON);

  // The administrator forbids revealing in consulta_consumo: saved from the policy screen, by keyboard.
  await fromPalette(admin, "Datos personales", "Ir a Datos personales");
  const policy = admin.getByRole("region", { name: "Consulta de consumo" });
  const allow = policy.getByRole("switch", { name: "Permitir revelar con motivo" });
  await expect(allow).toHaveAttribute("aria-checked", "true");
  await allow.focus();
  await admin.keyboard.press("Space");
  await expect(allow).toHaveAttribute("aria-checked", "false");
  await admin.keyboard.press("Tab");
  await admin.keyboard.press("Tab");
  await expect(
    policy.getByRole("button", { name: "Guardar la política de Consulta de consumo" }),
  ).toBeFocused();
  await admin.keyboard.press("Enter");
  await expect(admin.getByText("Política de Consulta de consumo guardada.")).toBeVisible();

  // The agent's console reads the policy again: the reveal command is there, disabled, with the reason.
  await page.reload();
  await expect(card).toContainText(MARIA.masked);
  await expect(page.getByRole("note").filter({ hasText: "Datos personales ocultos" })).toContainText(
    "El administrador no permite revelarlos en este módulo.",
  );
  await page.keyboard.press("Control+k");
  await page.keyboard.type("Revelar dato del suscriptor");
  const command = palette(page).getByRole("option").filter({ hasText: "Revelar dato del suscriptor" });
  await expect(command).toHaveAttribute("aria-disabled", "true");
  await expect(command).toContainText(REVEAL_OFF);
  await page.keyboard.press("Escape");

  await allowReveal(admin);
});

test("an agent opens a subscriber found by the start of her e-mail: the masked hit opens by id, not by a masked e-mail", async ({
  page,
}) => {
  await signIn(page, DEMO.agente);
  await page.keyboard.press("Control+k");
  await page.keyboard.insertText("maria.lop");
  const found = palette(page).getByRole("option").first();
  await expect(found).toContainText(MARIA.masked);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/by=id&q=10000001/);
  const card = page.getByRole("article", { name: /^Suscriptor/ });
  await expect(card).toContainText(MARIA.masked);
  await expect(card).toContainText("10000001");
});
