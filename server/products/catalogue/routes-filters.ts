import { productFilterCalls } from "../../../src/contract/products/filters.ts";
import { implement } from "../../platform/route.ts";
import { actorOf } from "../domain/actor.ts";
import { productsDb } from "../domain/tables.ts";
import { listFilterContents } from "./filter-contents.ts";

/** services/products/filters (spec 3 §7): the contents modal's call, in the caller's tenant. */
export const productFilterRoutes = implement(productFilterCalls, (deps) => {
  const db = productsDb(deps.db);
  return {
    listFilterContents: async ({ params, query }, c) =>
      listFilterContents(db, actorOf(c), params.filter_id, query),
  };
});
