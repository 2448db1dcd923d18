import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO, PASSWORD, signIn } from "./support";

// Issue 32 item 1: a subscriber's case history. A support agent cancels a subscription with a reason, by
// keyboard; a colleague signed in separately opens the shared link and sees it; a user without the
// consumption privilege is told which privilege the link needs. Laura (server/seed/end-user-fixtures.ts) is
// no other spec's subscriber.

const LAURA = { email: "laura.paquete@correo.test", name: "Laura Paquete Telmex" };
const COLLEAGUE = "colega.soporte@adm.test";
const REASON = "La clienta pidió la baja por chat";

const palette = (page: Page) => page.getByRole("dialog", { name: "Paleta de comandos" });

/**
 * The administrator makes a support colleague who may view consulta_consumo (group soporte_mx_co, role consulta)
 * and works in Colombia: Laura is in México, which the group holds too.
 */
async function createColleague(page: Page) {
  await signIn(page, DEMO.admin);
  const answer = await page.evaluate(
    async ({ email, password }) => {
      const token = JSON.parse(localStorage.getItem("token") ?? "null");
      const admin = JSON.parse(localStorage.getItem("user") ?? "null");
      const call = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`/services${path}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return (await response.json()) as { status: number; result: unknown; message: string };
      };
      type Group = {
        group_id: number;
        name: string;
        region_list: { region_id: number; name: string }[];
        profile_list: { profile_id: number; name: string }[];
      };
      const groups = (await call("GET", "/system/group")).result as Group[];
      const support = groups.find((group) => group.name === "soporte_mx_co") as Group;
      const role = support.profile_list.find((profile) => profile.name === "consulta")?.profile_id;
      const user = await call("POST", "/user", {
        name: "colega.soporte",
        fullname: "Cole Soporte",
        email,
        region_id: support.region_list.find((region) => region.name === "colombia")?.region_id,
        tz_id: admin.tz_id,
        group_profiles: [{ group_id: support.group_id, profile_id: role }],
        plain: password,
      });
      return [user.status, user.message];
    },
    { email: COLLEAGUE, password: PASSWORD },
  );
  expect(answer).toEqual([0, expect.any(String)]);
  await page.evaluate(() => localStorage.clear());
}

/** A page of its own (cookies, storage): another person at another desk. */
async function signedInElsewhere(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

test("a cancellation with its reason reaches a colleague's screen through the history link", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await createColleague(page);
  await signIn(page, DEMO.soporte);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);

  // Find Laura by pasting her e-mail; her newest subscription (the first row, active) is the one cancelled.
  await page.keyboard.press("Control+k");
  await page.keyboard.insertText(LAURA.email);
  await expect(palette(page).getByRole("option").first()).toContainText(LAURA.name);
  await page.keyboard.press("Enter");
  const table = page.getByRole("grid", { name: `Suscripciones de ${LAURA.name}` });
  await expect(table).toBeFocused();
  await page.keyboard.press("Alt+Shift+C");
  const dialog = page.getByRole("alertdialog", { name: "Cancelar la suscripción" });
  await expect(dialog).toContainText("Claro música Premium");
  await expect(dialog.getByLabel("Motivo")).toBeFocused();
  await page.keyboard.type(REASON);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Cancelado", { exact: true })).toBeVisible();

  // Her subscriptions exported to CSV, by keyboard: the export is on her history too.
  await page.getByRole("button", { name: "Exportar" }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "CSV" }).focus();
  const download = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  expect((await download).suggestedFilename()).toBe("ConsultaConsumo.csv");

  // "Historial de un suscriptor" on the pasted e-mail opens her case history.
  await page.keyboard.press("Control+k");
  await page.keyboard.type("Historial de un suscriptor");
  await expect(palette(page).getByRole("option").first()).toContainText("Historial de un suscriptor");
  await page.keyboard.press("Enter");
  await page.keyboard.insertText(LAURA.email);
  // The pasted address itself comes first ("Usar «…»"), the subscriber it names below it.
  await expect(palette(page).getByRole("option").first()).toContainText(`Usar «${LAURA.email}»`);
  await expect(palette(page).getByRole("option").filter({ hasText: LAURA.name })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/view=history/);
  const history = page.getByRole("list", { name: `Historial de casos de ${LAURA.name}` });
  const cancellation = history.getByRole("listitem").filter({ hasText: "Cancelación" });
  await expect(cancellation).toContainText("por soporte@adm.test");
  await expect(cancellation).toContainText("Estado: Activa → Cancelada");
  await expect(cancellation).toContainText(`Motivo: ${REASON}`);
  await expect(history.getByRole("listitem").filter({ hasText: "Consulta" }).first()).toBeVisible();
  await expect(history.getByRole("listitem").filter({ hasText: "Exportación" })).toContainText(
    "Exportación csv de ConsultaConsumo",
  );

  // Filtering by action leaves the cancellation alone; the link keeps the filter.
  const action = page.getByLabel("Acción");
  await action.focus();
  await action.selectOption({ label: "Cancelación" });
  await expect(page).toHaveURL(/action=subscription_cancel/);
  await expect(history.getByRole("listitem").filter({ hasText: /^Consulta/ })).toHaveCount(0);
  const copy = page.getByRole("button", { name: "Copiar enlace" });
  await copy.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Enlace al historial copiado")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/index\/consulta_consumo\?.*view=history/);
  expect(link).toContain("region=mexico");

  // The colleague works in Colombia: the link switches the console to Laura's region, and says so.
  const colleague = await signedInElsewhere(browser, COLLEAGUE);
  await expect(colleague.getByLabel("Región")).toHaveValue("colombia");
  await colleague.goto(link);
  await expect(colleague.getByText("Región cambiada a «México» para abrir el enlace.")).toBeVisible();
  await expect(colleague.getByLabel("Región")).toHaveValue("mexico");
  await expect(colleague).not.toHaveURL(/region=/);
  await expect(colleague.getByRole("heading", { name: LAURA.name })).toBeVisible();
  const seen = colleague
    .getByRole("list", { name: `Historial de casos de ${LAURA.name}` })
    .getByRole("listitem")
    .filter({ hasText: "Cancelación" });
  await expect(seen).toContainText("por soporte@adm.test");
  await expect(seen).toContainText(`Motivo: ${REASON}`);

  const outsider = await signedInElsewhere(browser, DEMO.apauat);
  await outsider.goto(link);
  await expect(outsider.getByText("El usuario no tiene permisos en el módulo solicitado.")).toBeVisible();
  await expect(
    outsider.getByText("requiere el privilegio «ver» del módulo «consulta_consumo»"),
  ).toBeVisible();
});
