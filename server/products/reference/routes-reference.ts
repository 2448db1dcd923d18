import { productReferenceCalls } from "../../../src/contract/products/reference.ts";
import { implement } from "../../platform/route.ts";
import { actorOf } from "../domain/actor.ts";
import { productsDb } from "../domain/tables.ts";
import {
  listCurrencies,
  listPaymentMethods,
  listPrices,
  listRegions,
  listUserTypes,
  scopedRegions,
} from "./reference.ts";
import {
  listCatalogueItems,
  listContentTypes,
  listFamilyOptions,
  listPaymentColors,
  listProductTypes,
  listRules,
  listTargets,
} from "./reference-catalogue.ts";

/** services/products reference data (spec 3 §7), in the caller's tenant and regions. */
export const productReferenceRoutes = implement(productReferenceCalls, (deps) => {
  const db = productsDb(deps.db);
  return {
    listRegions: async (_input, c) => listRegions(db, actorOf(c)),
    listUserTypes: async ({ query }, c) => {
      const actor = actorOf(c);
      return listUserTypes(db, actor, scopedRegions(actor, query.region_id, query.regions));
    },
    listPaymentMethods: async ({ query }, c) => {
      const actor = actorOf(c);
      const userTypes = [...(query.user_id ? [query.user_id] : []), ...(query.user_types ?? [])];
      return listPaymentMethods(db, actor, scopedRegions(actor, query.region_id, query.regions), userTypes);
    },
    listCurrencies: async ({ query }, c) => {
      if (!actorOf(c).regionIds.has(query.region_id)) return [];
      return listCurrencies(db, query.region_id, query.payment_id, query.user_id);
    },
    listPrices: async ({ query }, c) => {
      if (!actorOf(c).regionIds.has(query.region_id)) return [];
      return listPrices(db, query);
    },
    listTargets: async () => listTargets(db),
    listProductTypes: async () => listProductTypes(db),
    listFamilyOptions: async (_input, c) => listFamilyOptions(db, actorOf(c)),
    listContentTypes: async () => listContentTypes(db),
    listRules: async ({ query }, c) => listRules(db, actorOf(c), query.step),
    listCatalogueItems: async ({ params }, c) => listCatalogueItems(db, actorOf(c), params.region_id),
    listPaymentColors: async () => listPaymentColors(db),
  };
});
