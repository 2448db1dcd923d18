import { expect, type Page, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// Issue 31 item 11: a drill-down level with nothing in it (the seed has none, real data may) says why and
// offers the way back to the level above, which takes the keyboard. The empty levels here are the real
// server's answers: a device the user never used, a content never played on a device, a user with no errors
// on the edge. María López (server/dashboard/seed.ts DASHBOARD_FIXTURES) has one device on API edge 201.

const MARIA_ON_201 = "/dashboard/edgeapi/devices?user=10000001&edge=201";
const NO_DEVICE = "0000000000000000";

const devicesGrid = (page: Page) => page.getByRole("grid", { name: "Dispositivos del usuario 10000001" });
const contentsGrid = (page: Page, device: string) =>
  page.getByRole("grid", { name: `Contenidos del dispositivo ${device}` });

test("an empty contents or events level says so, and Enter on its focused way back goes up a level", async ({
  page,
}) => {
  await signIn(page, DEMO.operador);
  await page.goto(`${MARIA_ON_201}&device=${NO_DEVICE}`);
  await expect(
    page.getByText(
      `El dispositivo ${NO_DEVICE} no reprodujo contenidos en el edge 201 en los últimos 6 días.`,
    ),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Volver a los dispositivos del usuario 10000001" }),
  ).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${literal(MARIA_ON_201)}$`));
  await expect(devicesGrid(page)).toBeFocused();

  // Her real device: its contents are listed, and a content she never played there has no events.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const device = new URL(page.url()).searchParams.get("device") ?? "";
  await expect(contentsGrid(page, device)).toBeFocused();
  await expect(contentsGrid(page, device)).toHaveAttribute("aria-rowcount", "2");
  await page.goto(`${MARIA_ON_201}&device=${device}&content=1`);
  await expect(
    page.getByText(`El contenido 1 no tiene eventos en el dispositivo ${device} en los últimos 6 días.`),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: `Volver a los contenidos del dispositivo ${device}` }),
  ).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${literal(MARIA_ON_201)}&device=${device}$`));
  await expect(contentsGrid(page, device)).toBeFocused();
});

test("an empty devices level offers the edge's users, and the back key goes there too", async ({ page }) => {
  await signIn(page, DEMO.operador);
  await page.goto("/dashboard/edgeapi/devices?user=1&edge=201");
  await expect(
    page.getByText("El usuario 1 no tiene dispositivos con errores en el edge 201 en los últimos 20 días."),
  ).toBeVisible();
  const wayBack = page.getByRole("button", { name: "Volver a los usuarios del edge 201" });
  await expect(wayBack).toBeFocused();
  await page.keyboard.press("Backspace");
  await expect(page).toHaveURL(/\/dashboard\/edgeapi\/users\?shared=201$/);
  await expect(page.getByRole("grid", { name: "Usuarios del edge 201" })).toBeFocused();

  await page.goto("/dashboard/edgeapi/devices?user=1&edge=201");
  await expect(wayBack).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/edgeapi\/users\?shared=201$/);
  await expect(page.getByRole("grid", { name: "Usuarios del edge 201" })).toBeFocused();
});

test("an edge with no users says so, and its way back returns to the edge list", async ({ page }) => {
  await signIn(page, DEMO.operador);
  // Every seeded edge has users: the list answers none, as a quiet edge's would.
  await page.route("**/services/dashboard/edge/api/users?**", async (route) => {
    const answer = await route.fetch();
    const body = await answer.json();
    await route.fulfill({
      response: answer,
      json: { ...body, result: { ...body.result, users: [], total: 0 } },
    });
  });
  await page.goto("/dashboard/edgeapi/users?shared=201");
  await expect(
    page.getByText("El edge 201 (API) no tiene usuarios con errores en los últimos 20 días."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Volver a los edges de API" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/edgeapi$/);
  await expect(page.getByRole("treegrid", { name: "Edges de API" })).toBeFocused();
});

/** A path as the text of a regular expression that matches it literally. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
