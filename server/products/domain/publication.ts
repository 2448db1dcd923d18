import { loadedRateLastStep } from "../../../src/contract/products/rules.ts";
import {
  type PublishEnvironment,
  rateSellableIssue,
  stateOfPublications,
  uploadRefusal,
} from "../../../src/contract/products/states.ts";
import { type Actor, modifiedBy, type Trx } from "./actor.ts";
import { ruleRefusal } from "./failures.ts";
import { rateForWrite, refuseFrozen, refuseIf } from "./guards.ts";

// Rate publication (spec 3 §4): the ONE function that uploads a rate, whichever screen or command asks — the
// list's "Generar en UAT" and "Publicar en producción", the palette, wizard steps 6 and 7. One set of guards:
// the caller's region, not frozen, the state rule of the environment, at least one payment and one channel.

/** The steps an upload proves done: uat is step 6, production step 7. */
const STEP_OF: Record<PublishEnvironment, number> = { uat: 6, prod: 7 };

/** The rate's last saved step as the wizard reads it: at least 5, and what its state proves was done. */
export function rateLastStep(rate: { last_step_saved: number; state: string }): number {
  const proven = rate.state === "publish" ? STEP_OF.prod : rate.state === "uat" ? STEP_OF.uat : 0;
  return Math.max(loadedRateLastStep(rate.last_step_saved), proven);
}

/** A rate goes on sale with something to sell and somewhere to sell it (§4 steps 5–7, §8). */
async function requireSellable(trx: Trx, rateId: number): Promise<void> {
  const count = (table: "product_rate_payments" | "product_rate_targets") =>
    trx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("rate_id", "=", rateId)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  const issue = rateSellableIssue({
    payments: await count("product_rate_payments"),
    targets: await count("product_rate_targets"),
  });
  if (issue)
    throw ruleRefusal([{ field: issue === "paymentRequired" ? "payments" : "target_id", message: issue }]);
}

/**
 * Uploads a rate to uat or production: appends its publication, sets the state its publish list gives, offers
 * its payment lines and, in production, publishes its draft e-mails with it. In the caller's transaction.
 */
export async function uploadRate(trx: Trx, actor: Actor, rateId: number, environment: PublishEnvironment) {
  const rate = await rateForWrite(trx, actor, rateId);
  refuseFrozen(rate);
  refuseIf(uploadRefusal(rate, environment));
  await requireSellable(trx, rateId);
  await trx
    .insertInto("product_rate_publications")
    .values({ rate_id: rateId, environment, status: "OK", date: actor.now, create_user_name: actor.name })
    .execute();
  const published = await trx
    .selectFrom("product_rate_publications")
    .select("environment")
    .where("rate_id", "=", rateId)
    .execute();
  const state = stateOfPublications(published.map((p) => p.environment));
  const onSale = state === "publish" ? { publish_date: actor.now, publish_user: actor.email } : {};
  await trx
    .updateTable("product_rates")
    .set({
      state,
      last_step_saved: Math.max(rate.last_step_saved, STEP_OF[environment]),
      ...modifiedBy(actor),
      ...onSale,
    })
    .where("rate_id", "=", rateId)
    .execute();
  await trx.updateTable("product_rate_payments").set({ active: 1 }).where("rate_id", "=", rateId).execute();
  if (state === "publish")
    await trx
      .updateTable("product_payment_mails")
      .set({ status: "publish", ...modifiedBy(actor) })
      .where("payment_id", "in", (eb) =>
        eb.selectFrom("product_rate_payments").select("payment_id").where("rate_id", "=", rateId),
      )
      .where("status", "=", "draft")
      .execute();
  const where = environment === "uat" ? "uat" : "producción";
  await actor.record(
    trx,
    environment === "uat" ? "products.generateUat" : "products.publishRate",
    `Tarifa ${rateId} publicada en ${where}`,
  );
  return { id: rateId, state };
}
