import { promotionCalls } from "../../../src/contract/products/promotions.ts";
import { implement } from "../../platform/route.ts";
import { actorOf } from "./actor.ts";
import { rateLines } from "./catalogue.ts";
import { paymentMethodsOf, plansOf, productsOf, userTypesOf } from "./options.ts";
import { getPromotion, listPromotions } from "./read.ts";
import { addPromotion, publishPromotion, updateCycle, updatePromotion } from "./save.ts";
import { promotionsDb } from "./tables.ts";

/** services/products promotions (spec 3 §7): under the products permission module, in the caller's tenant. */
export const promotionRoutes = implement(promotionCalls, (deps) => {
  const db = promotionsDb(deps.db);
  return {
    listPromotionRegions: async (_input, c) => c.var.user.regions,
    listPromotionProducts: async (_input, c) => productsOf(db, actorOf(c).tenant),
    listPromotionPlans: async ({ query }, c) => plansOf(db, actorOf(c).tenant, query.product_id),
    listPromotionUserTypes: async ({ query }, c) => userTypesOf(db, actorOf(c).tenant, query.region_id),
    listPromotionPaymentMethods: async ({ query }) =>
      paymentMethodsOf(db, query.region_id, query.user_type_id),
    listPromotionRates: async ({ query }, c) => rateLines(db, actorOf(c), query),
    listPromotions: async ({ body }, c) => listPromotions(db, actorOf(c), body),
    getPromotion: async ({ params }, c) => getPromotion(db, actorOf(c), params.promotion_id),
    addPromotion: async ({ body }, c) => ({ promotion_id: await addPromotion(db, actorOf(c), body) }),
    updatePromotion: async ({ params, body }, c) => {
      await updatePromotion(db, actorOf(c), params.promotion_id, body);
      return { promotion_id: params.promotion_id };
    },
    publishPromotion: async ({ params }, c) => {
      await publishPromotion(db, actorOf(c), params.promotion_id);
      return { promotion_id: params.promotion_id };
    },
    updatePromotionCycle: async ({ params, body }, c) => {
      await updateCycle(db, actorOf(c), params.promotion_id, body.rate_id, body.cycle);
      return { promotion_id: params.promotion_id };
    },
  };
});
