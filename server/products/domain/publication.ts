import { loadedRateLastStep } from "../../../src/contract/products/rules.ts";
import type { Rate, Trx } from "../wizard/load.ts";
import type { Actor } from "./actor.ts";
import { refusal, ruleRefusal } from "./failures.ts";

// Rate publication (spec 3 §4): step 6 generates the rate in uat (a corporate hub rate goes straight to
// production), step 7 publishes a uat rate to production. The publish list records each upload.

/** The rate's last saved step as the wizard reads it: at least 5, and what its state proves was done. */
export function rateLastStep(rate: Pick<Rate, "last_step_saved" | "state">): number {
  const proven = rate.state === "publish" ? 7 : rate.state === "uat" ? 6 : 0;
  return Math.max(loadedRateLastStep(rate.last_step_saved), proven);
}

async function requirePayments(trx: Trx, rateId: number): Promise<void> {
  const payment = await trx
    .selectFrom("product_rate_payments")
    .select("payment_id")
    .where("rate_id", "=", rateId)
    .executeTakeFirst();
  if (!payment) throw ruleRefusal([{ field: "payments", message: "paymentRequired" }]);
}

async function upload(trx: Trx, actor: Actor, rate: Rate, environment: "uat" | "prod", last: number) {
  await trx
    .insertInto("product_rate_publications")
    .values({
      rate_id: rate.rate_id,
      environment,
      status: "OK",
      date: actor.now,
      create_user_name: actor.name,
    })
    .execute();
  const published = environment === "prod" ? { publish_date: actor.now, publish_user: actor.email } : {};
  await trx
    .updateTable("product_rates")
    .set({
      state: environment === "prod" ? "publish" : "uat",
      last_step_saved: Math.max(rate.last_step_saved, last),
      modified_date: actor.now,
      modified_user: actor.email,
      ...published,
    })
    .where("rate_id", "=", rate.rate_id)
    .execute();
  // An uploaded rate's payments are offered: they become active with its first upload.
  await trx
    .updateTable("product_rate_payments")
    .set({ active: 1 })
    .where("rate_id", "=", rate.rate_id)
    .execute();
  await actor.record(trx, "publish", `Tarifa ${rate.rate_id} publicada en ${environment}`);
}

/** Step 6: a draft, active rate goes to uat, or to production when it is a corporate hub rate. */
export async function generateUat(trx: Trx, actor: Actor, rate: Rate): Promise<void> {
  if (rate.active !== 1 || rate.state !== "draft") throw refusal("wizard_rate_not_publishable");
  await requirePayments(trx, rate.rate_id);
  if (rate.is_hubcorp === 1) await upload(trx, actor, rate, "prod", 7);
  else await upload(trx, actor, rate, "uat", 6);
}

/** Step 7: an active uat rate (not corporate hub: it is in production already) goes to production. */
export async function publishProduction(trx: Trx, actor: Actor, rate: Rate): Promise<void> {
  if (rate.active !== 1 || rate.state !== "uat" || rate.is_hubcorp === 1)
    throw refusal("wizard_rate_not_publishable");
  await upload(trx, actor, rate, "prod", 7);
}
