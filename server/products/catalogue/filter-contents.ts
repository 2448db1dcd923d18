import type { z } from "zod";
import type { FilterContentsPage, filterContentsQuery } from "../../../src/contract/products/filters.ts";
import { filtersDb, listIncluded } from "../../filters/exports.ts";
import type { Actor } from "../domain/actor.ts";
import { productError } from "../domain/errors.ts";
import type { ProductsDb } from "../domain/tables.ts";

// The contents of a content filter a plan carries (spec 3 §2 "content-filter contents modal", §7). The filters
// module owns the filters and decides what they hold (a manual one its list, an automatic one its criteria
// evaluated): this reads through its listing, so both screens always show the same contents. A plan's filters
// are the tenant's (wizard step 2 attaches any of them), so the filter is looked up in the caller's tenant and
// listed in its own region; any other id is "not found", and nothing leaks across tenants.

type Query = z.output<typeof filterContentsQuery>;

export async function listFilterContents(
  db: ProductsDb,
  actor: Pick<Actor, "tenant">,
  filterId: number,
  query: Query,
): Promise<FilterContentsPage> {
  const fdb = filtersDb(db);
  const filter = await fdb
    .selectFrom("filters")
    .select(["filter_id", "name", "item_type", "region"])
    .where("filter_id", "=", filterId)
    .where("tenant_code", "=", actor.tenant)
    .executeTakeFirst();
  if (!filter) throw productError("product_filter_not_found");
  const page = await listIncluded(
    fdb,
    { region: filter.region, tenant: actor.tenant },
    {
      id: filterId,
      status: "",
      search: query.query,
      sort_field: "position",
      sort_order: "asc",
      from: query.from,
      quantity: query.quantity,
    },
  );
  return {
    filter: { id: filter.filter_id, name: filter.name, item_type: filter.item_type },
    total: page.total,
    total_filtered: page.totalFiltered,
    contents: page.contents.map((item) => ({
      id: item.data.id,
      name: item.data.title,
      type: item.type_code,
    })),
  };
}
