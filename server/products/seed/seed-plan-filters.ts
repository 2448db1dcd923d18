import { FILTER_FIXTURES, filtersDb } from "../../filters/exports.ts";
import type { ProductsDb } from "../domain/tables.ts";
import { PRODUCT_FIXTURES } from "./seed-fixtures.ts";

// The content filters the named published plans carry (their step 2), so the list's contents modal has
// something to show at both scales: the video plan a manual filter of hundreds of movies and an automatic
// one, the music plan an automatic one. The filters module seeds before this one (server/modules.ts).

const PLAN_FILTERS = [
  { productId: PRODUCT_FIXTURES.video.plan, filterId: FILTER_FIXTURES.catalogueMovies.id },
  { productId: PRODUCT_FIXTURES.video.plan, filterId: FILTER_FIXTURES.actionReleases.id },
  { productId: PRODUCT_FIXTURES.music.plan, filterId: FILTER_FIXTURES.latinMusic.id },
];

export async function seedPlanFilters(db: ProductsDb): Promise<number> {
  let written = 0;
  for (const [position, { productId, filterId }] of PLAN_FILTERS.entries()) {
    const filter = await filtersDb(db)
      .selectFrom("filters")
      .select(["name", "description"])
      .where("filter_id", "=", filterId)
      .executeTakeFirst();
    if (!filter) continue;
    await db
      .insertInto("product_plan_filters")
      .values({
        product_id: productId,
        filter_id: filterId,
        name: filter.name ?? String(filterId),
        title: filter.name ?? "",
        description: filter.description,
        action: "add",
        rule_params: "[]",
        position,
      })
      .execute();
    written++;
  }
  return written;
}
