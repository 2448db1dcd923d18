import { expect, type Locator, type Page } from "@playwright/test";

// What the system administration specs share: the table search, the grid's body rows, confirmations, toasts.

export async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Buscar en la tabla" }).fill(text);
}

/** The body rows of a grid (the header row has no aria-selected). */
export const bodyRows = (grid: Locator) =>
  grid.locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])');

/** Confirms a dialog; an audited action (a delete) first gets its reason. */
export async function confirmWith(page: Page, title: string | RegExp, button: string, reason?: string) {
  const dialog = page.getByRole("alertdialog", { name: title });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole("button", { name: button, exact: true });
  if (reason) {
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Motivo").fill(reason);
  }
  await confirm.click();
  await expect(dialog).toBeHidden();
}

export const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });
