import type { PagedQuery } from "../../src/contract/paging.ts";
import type { ProviderPage, ProviderSortField } from "../../src/contract/providers.ts";
import { countedPage } from "../db/counted-page.ts";
import { withSearch } from "../db/like.ts";
import type { ProvidersDb } from "./tables.ts";

/** The contract's paged request as the handler parsed it. */
export type ProvidersQuery = PagedQuery<ProviderSortField, "fromQuantity"> & { draw: number };

export const PROVIDER_COLUMNS = [
  "provider_id as id",
  "name as providerName",
  "code as providerCode",
  "public_date",
  "user",
] as const;

// public_date is ISO-8601 text in UTC: its text order is its time order on both engines.
const SORT_COLUMNS = {
  public_date: "public_date",
  id: "provider_id",
  providerName: "name",
  providerCode: "code",
} as const satisfies Record<ProviderSortField, string>;

/** One page of a tenant's providers, with how many it has and how many the search matches. */
export async function listProviders(
  db: ProvidersDb,
  tenant: string,
  q: ProvidersQuery,
): Promise<ProviderPage> {
  const scoped = db.selectFrom("providers").where("tenant_code", "=", tenant);
  const filtered = withSearch(db, scoped, ["name", "code"], q.search);
  return countedPage(
    q.draw,
    scoped,
    filtered,
    filtered
      .select(PROVIDER_COLUMNS)
      .orderBy(SORT_COLUMNS[q.sort_field], q.sort_order)
      .orderBy("provider_id", "desc")
      .limit(q.quantity)
      .offset(q.from)
      .execute(),
  );
}
