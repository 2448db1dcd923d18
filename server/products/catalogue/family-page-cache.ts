import { LRUCache } from "lru-cache";
import type { z } from "zod";
import type { familyListQuery } from "../../../src/contract/products/catalogue.ts";
import type { FamilyPage } from "../../../src/contract/products/shapes.ts";
import { PreparedReply } from "../../platform/route.ts";
import type { Actor } from "../domain/actor.ts";
import type { ProductsDb } from "../domain/tables.ts";
import { listFamilies } from "./families.ts";

// The product list is read all day and written seldom: a page costs about 6 ms of queries on the large seed,
// so a page already answered is kept and served again while the catalogue version (moved by the database on
// any write to the tables the list reads, migration 530) is the one it was read at. One row read per request
// tells; several server processes on one database each keep their own pages and all see the same version.

type Query = z.output<typeof familyListQuery>;

/** Pages kept per process: about 90 KB of JSON each on the large seed. */
const KEPT_PAGES = 64;

type KeptPage = { version: number; page: PreparedReply<FamilyPage> };

async function catalogueVersion(db: ProductsDb): Promise<number> {
  const row = await db
    .selectFrom("product_catalogue_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/** What a page depends on besides the catalogue: the tenant, the regions the caller may edit, the query. */
const pageKey = (actor: Actor, query: Query) =>
  JSON.stringify([actor.tenant, [...actor.regionIds].sort((a, b) => a - b), query]);

/** listFamilies' answer, from the pages kept at the current catalogue version when it can be. */
export function familyPages(db: ProductsDb) {
  const kept = new LRUCache<string, KeptPage>({ max: KEPT_PAGES });
  return async (actor: Actor, query: Query): Promise<PreparedReply<FamilyPage>> => {
    // Read before the page: a write committed meanwhile moves it past the page's, so it is read again next time.
    const version = await catalogueVersion(db);
    const key = pageKey(actor, query);
    const hit = kept.get(key);
    if (hit?.version === version) return hit.page;
    // Kept as the answer's bytes and ETag: a repeat is neither serialised nor digested again.
    const page = new PreparedReply(await listFamilies(db, actor, query));
    kept.set(key, { version, page });
    return page;
  };
}
