import { productWizardCalls } from "../../../src/contract/products/wizard.ts";
import { firstWhere } from "../../db/by-keys.ts";
import { implement } from "../../platform/route.ts";
import { actorOf } from "../domain/actor.ts";
import { withDump } from "../domain/failures.ts";
import { saveLegacyStep } from "./legacy-save.ts";
import { planOf } from "./load.ts";
import { nameAvailability } from "./names.ts";
import { savePlanStep } from "./plan-save.ts";
import { planStepView } from "./plan-view.ts";
import { hasEligibilityRate, saveRateStep } from "./rate-save.ts";
import { rateView } from "./rate-view.ts";
import { wizardDb } from "./tables.ts";

/** services/products/wizard and rate-wizard (spec 3 §2, §7): every save runs in one transaction. */
export const productWizardRoutes = implement(productWizardCalls, (deps) => {
  const db = wizardDb(deps.db);
  /** A rate save's refusal also carries dump.respuesta (spec 3 §7 "Save rate by step"). */
  const rateSave = async <T>(save: () => Promise<T>): Promise<T> => {
    try {
      return await save();
    } catch (error) {
      throw withDump(error);
    }
  };
  return {
    getPlanWizardStep: async ({ params }, c) => planStepView(db, actorOf(c), params.product_id),
    savePlanWizardStep: async ({ params, body }, c) => {
      const actor = actorOf(c);
      return db
        .transaction()
        .execute((trx) => savePlanStep(trx, actor, params.step, body.product_id, body.payload));
    },
    getRateWizardStep: async ({ params }, c) => ({ rate: await rateView(db, actorOf(c), params.rate_id) }),
    saveRateWizardStep: async ({ params, query, body }, c) => {
      const actor = actorOf(c);
      return rateSave(() =>
        db.transaction().execute((trx) => saveRateStep(trx, actor, params.step, query, body)),
      );
    },
    saveLegacyRateWizardStep: async ({ params, query, body }, c) => {
      const actor = actorOf(c);
      return rateSave(() =>
        db.transaction().execute((trx) => saveLegacyStep(trx, actor, params.step, query, body)),
      );
    },
    checkNameAvailability: async ({ params, query }, c) =>
      nameAvailability(db, actorOf(c), params.kind, query.name, query.product_id),
    validateHubcorp: async ({ query }) => {
      const target = await firstWhere(db, "product_targets", "is_hubcorp", { target_id: query.target });
      const region = await firstWhere(db, "product_regions", "region_id", { region_id: query.region_id });
      return { is_hubcorp: target?.is_hubcorp === 1 && region ? (1 as const) : (0 as const) };
    },
    validateEligibility: async ({ query }, c) => {
      await planOf(db, actorOf(c), query.product_id);
      const has = await hasEligibilityRate(db, query.product_id, query.region_id);
      return { Has_Eligibity_Rate: has ? (1 as const) : (0 as const) };
    },
  };
});
