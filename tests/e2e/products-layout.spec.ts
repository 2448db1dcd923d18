import { expect, type Page, test } from "@playwright/test";
import { DEMO, signIn } from "./support";

// Spec 3 §2: the product list's rate cards, with the rate summary panel open (the default), keep their
// switches and menus inside themselves and never overlap, from 1024 to 2560 px wide.

const WIDTHS = [1024, 1280, 1500, 1920, 2560];
const PLAN = "Plan Premium Video";

type Box = { x: number; y: number; width: number; height: number };

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

const intersect = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

async function openList(page: Page) {
  await page.goto(`/products/productList?q=${encodeURIComponent(PLAN)}`);
  await expect(page.getByRole("complementary", { name: "Resumen de tarifa" })).toBeVisible();
  await expect(page.locator("article[data-rate-id]").first()).toBeVisible();
}

for (const width of WIDTHS) {
  test(`at ${width} px with the summary open, rate cards hold their switch and menu and do not overlap`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 1000 });
    await signIn(page, DEMO.operador);
    await openList(page);
    // Every card and control measured in one go, so nothing moves between two readings.
    const cards = await page.locator("article[data-rate-id]").evaluateAll((articles) =>
      articles.map((article) => {
        const rect = (element: Element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return { x, y, width, height };
        };
        const id = article.getAttribute("data-rate-id") ?? "";
        const controls = [...article.querySelectorAll("[role=switch], button[aria-haspopup]")].map(
          (control) => ({ label: control.getAttribute("aria-label") ?? "", box: rect(control) }),
        );
        return { id, box: rect(article), controls };
      }),
    );
    expect(cards.length).toBeGreaterThan(2);
    for (const card of cards) {
      const labels = card.controls.map((control) => control.label);
      expect(labels).toContain(`Activa: tarifa ${card.id}`);
      expect(labels).toContain(`Acciones de la tarifa ${card.id}`);
      // The rate's switch and menu, and those of its payments, stay inside the rate card.
      for (const control of card.controls) {
        expect(
          inside(control.box, card.box),
          `${control.label} ${JSON.stringify(control.box)} inside ${JSON.stringify(card.box)}`,
        ).toBe(true);
      }
    }
    for (const [i, a] of cards.entries()) {
      for (const b of cards.slice(i + 1)) {
        expect(intersect(a.box, b.box), `rates ${a.id} and ${b.id} overlap`).toBe(false);
      }
    }

    // A click on each card's menu button opens that card's menu, not a neighbour's.
    for (const { id } of cards) {
      const button = page.getByRole("button", { name: `Acciones de la tarifa ${id}` });
      await button.click();
      await expect(page.getByRole("menu", { name: `Acciones de la tarifa ${id}` })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toHaveCount(0);
    }
  });
}
