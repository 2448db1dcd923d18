import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// Spec 3 §4 "Tenant": choosing a different tenant stores it and reloads the page: the product list shows the
// new tenant's families and wording without the operator reloading anything, and keeps it after a reload.

test("a new tenant chosen on the product list reloads it with that tenant's families and wording", async ({
  page,
}) => {
  await signIn(page, DEMO.operador);
  await page.goto("/products/productList");
  await expect(page.getByRole("button", { name: "Nuevo Plan" })).toBeVisible();
  const families = page.locator("section[data-family-id]");
  await expect(families.filter({ hasText: "Plan Premium Video Familia" })).toBeVisible();

  await page.getByLabel("Tenant").selectOption("music");
  await expect(page.getByRole("button", { name: "Nuevo Producto" })).toBeVisible();
  await expect(families.filter({ hasText: "Producto Premium Musica Familia" })).toBeVisible();
  await expect(families.filter({ hasText: "Plan Premium Video Familia" })).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel("Tenant")).toHaveValue("music");
  await expect(families.filter({ hasText: "Producto Premium Musica Familia" })).toBeVisible();
});
