import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// The dashboard home (spec 2 §2): the analytics page the server is configured to frame, or a notice naming the
// setting when none is.

test("with no analytics page configured (the default), the dashboard home says so and names the setting", async ({
  page,
}) => {
  await signIn(page, DEMO.consulta);
  await page.goto("/index/dashboard");
  const notice = page.getByRole("region", { name: "No hay ninguna página de analítica configurada" });
  await expect(notice).toContainText(
    "indique su dirección https en el ajuste ADM_ANALYTICS_URL del servidor",
  );
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.getByText("Cargando la analítica…")).toBeHidden();
});

test.describe("a server with an analytics page configured", () => {
  // The e2e server runs with the default (none): its /config.json and share answer are those of a server
  // started with ADM_ANALYTICS_URL=https://analytics.adm.test/…, whose Content-Security-Policy would frame it.
  test.use({ bypassCSP: true });
  test.beforeEach(async ({ page }) => {
    await page.route("**/config.json", (route) =>
      route.fulfill({ json: { analyticsHost: "analytics.adm.test", servicesBase: "/services" } }),
    );
    await page.route("**/services/dashboard/share?**", (route) =>
      route.fulfill({
        json: {
          status: 0,
          result: { url: "https://analytics.adm.test/public/dashboard/operaciones-edge?embed=1" },
          error: null,
          extra: null,
          message: "",
        },
      }),
    );
  });

  test("the dashboard home frames the analytics page of the configured host only", async ({ page }) => {
    await page.route("https://analytics.adm.test/**", (route) =>
      route.fulfill({
        contentType: "text/html; charset=utf-8",
        body: "<!doctype html><title>BI</title><h1>Analítica de prueba</h1>",
      }),
    );
    await signIn(page, DEMO.consulta);
    await page.goto("/index/dashboard");
    const frame = page.locator('iframe[title="Analítica"]');
    await expect(frame).toHaveAttribute("sandbox", "allow-scripts");
    await expect(frame).toHaveAttribute("src", /^https:\/\/analytics\.adm\.test\//);
    await expect(page.frameLocator('iframe[title="Analítica"]').getByRole("heading")).toHaveText(
      "Analítica de prueba",
    );
    await expect(page.getByText("Cargando la analítica…")).toBeHidden();

    await page.route("**/services/dashboard/share?**", (route) =>
      route.fulfill({
        json: { status: 0, result: { url: "https://evil.test/x" }, error: null, extra: null, message: "" },
      }),
    );
    await page.reload();
    await expect(page.getByRole("alert")).toContainText("No se muestra la página de analítica");
    await expect(page.locator("iframe")).toHaveCount(0);
  });
});
