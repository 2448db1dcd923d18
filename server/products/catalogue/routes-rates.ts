import { productRateCalls } from "../../../src/contract/products/rates.ts";
import { implement } from "../../platform/route.ts";
import { actorOf } from "../domain/actor.ts";
import { cloneRates, validateClone } from "../domain/clone.ts";
import { productError } from "../domain/errors.ts";
import { changeRateStatus, deleteRate, generateUat, publishRate } from "../domain/rate-states.ts";
import { productsDb } from "../domain/tables.ts";
import { getMail } from "./mails.ts";
import { associateMail, changePaymentStatus, updatePayment } from "./payments.ts";
import { getRate, ratesByProduct, ratesByRegion, ratesResume } from "./rates.ts";

/** services/products rates (spec 3 §7): reads, state changes, payments, clone and e-mails. */
export const productRateRoutes = implement(productRateCalls, (deps) => {
  const db = productsDb(deps.db);
  return {
    listRatesByProduct: async ({ query }, c) =>
      ratesByProduct(db, actorOf(c), query.product_id, query.rates_id),
    listRatesByRegion: async ({ query }, c) => ratesByRegion(db, actorOf(c), query.product_id, query.regions),
    listRatesResume: async ({ query }, c) => ratesResume(db, actorOf(c), query.rates_id),
    changeRateStatus: async ({ params, body }, c) =>
      changeRateStatus(db, actorOf(c), params.rate_id, body.active),
    changePaymentStatus: async ({ params, body }, c) => {
      const { active, ...line } = body;
      return changePaymentStatus(db, actorOf(c), params.rate_id, line, active);
    },
    updatePayment: async ({ params, body }, c) => updatePayment(db, actorOf(c), params.rate_id, body),
    publishRate: async ({ params }, c) => publishRate(db, actorOf(c), params.rate_id),
    generateUat: async ({ params }, c) => generateUat(db, actorOf(c), params.rate_id),
    deleteRate: async ({ params }, c) => deleteRate(db, actorOf(c), params.rate_id),
    validateCloneRates: async ({ body }, c) => {
      const { rates, groups } = await validateClone(db, actorOf(c), body.data);
      return { rates, groups };
    },
    cloneRates: async ({ body }, c) => cloneRates(db, actorOf(c), body.data),
    getMail: async ({ query }, c) => {
      // Templates of the caller's regions only.
      if (!c.var.user.regions.some((r) => r.name === query.region_name))
        throw productError("product_mail_not_found");
      return getMail(db, query.key_email, query.region_name);
    },
    associateMail: async ({ params, body }, c) => associateMail(db, actorOf(c), params.rate_id, body),
    getRate: async ({ params }, c) => getRate(db, actorOf(c), params.rate_id),
  };
});
