import { expect, type Page, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// Spec 1 §4 and issue 9 item 1: users take turns on one browser; the scope one chose never blocks the next.

async function signOut(page: Page) {
  await page.getByRole("button", { name: /^Menú de usuario/ }).click();
  await page.getByRole("menuitem", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test("admin chooses Chile and signs out; soporte then signs in fine on the same browser, in their own region", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.getByLabel("Región").selectOption("chile");
  await expect(page.getByLabel("Región")).toHaveValue("chile");
  await signOut(page);

  const login = page.waitForRequest((request) => request.url().includes("/services/auth/login"));
  await signIn(page, DEMO.soporte);
  expect(new URL((await login).url()).searchParams.has("region")).toBe(false);
  await expect(page.getByText("Región no permitida")).toHaveCount(0);
  await expect(page.getByLabel("Región")).toHaveValue("mexico");
});

test("admin chooses Drive and signs out; consulta then signs in fine, on one of their own tenants", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.getByLabel("Tenant").selectOption("drive");
  await expect(page.getByLabel("Tenant")).toHaveValue("drive");
  await signOut(page);

  await signIn(page, DEMO.consulta);
  await expect(page.getByLabel("Tenant")).toHaveValue("video");
});
