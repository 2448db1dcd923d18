import {
  displayState,
  rateEditRefusal,
  ratePublishRefusal,
  rateStatusRefusal,
  rateUatRefusal,
} from "../../../src/contract/products/states.ts";
import type { Actor, Trx } from "./actor.ts";
import { rateForWrite, refuseIf } from "./guards.ts";
import type { ProductsDb, RateState } from "./tables.ts";

// The rate state changes of spec 3 §4: activate/inactivate, generate in uat, publish to production and
// delete a draft; each only in the caller's regions, in one transaction with its audit row.

const touched = (actor: Actor) => ({ modified_date: actor.now, modified_user: actor.email });

export async function changeRateStatus(db: ProductsDb, actor: Actor, rateId: number, active: 0 | 1) {
  return db.transaction().execute(async (trx) => {
    const rate = await rateForWrite(trx, actor, rateId);
    refuseIf(rateStatusRefusal(rate));
    await trx
      .updateTable("product_rates")
      .set({ active, ...touched(actor) })
      .where("rate_id", "=", rateId)
      .execute();
    await actor.record(
      trx,
      "products.changeRateStatus",
      `Tarifa ${rateId} ${active ? "activada" : "inactivada"}`,
    );
    return { id: rateId, active, display_state: displayState({ ...rate, active }) };
  });
}

/** Appends a publication and sets the state it gives. */
async function publishTo(
  trx: Trx,
  actor: Actor,
  rateId: number,
  environment: "uat" | "prod",
  state: RateState,
) {
  await trx
    .insertInto("product_rate_publications")
    .values({ rate_id: rateId, environment, status: "OK", date: actor.now, create_user_name: actor.email })
    .execute();
  const published = state === "publish" ? { publish_date: actor.now, publish_user: actor.email } : {};
  await trx
    .updateTable("product_rates")
    .set({ state, ...published, ...touched(actor) })
    .where("rate_id", "=", rateId)
    .execute();
  // A rate on sale has its payment lines on sale too, and its e-mails published with it.
  if (state === "publish") {
    const payments = trx
      .selectFrom("product_rate_payments")
      .select("payment_id")
      .where("rate_id", "=", rateId);
    await trx
      .updateTable("product_payment_mails")
      .set({ status: "publish", ...touched(actor) })
      .where("payment_id", "in", payments)
      .where("status", "=", "draft")
      .execute();
  }
}

/** Generate in uat: a draft rate that is not corporate hub gets its uat publication. */
export async function generateUat(db: ProductsDb, actor: Actor, rateId: number) {
  return db.transaction().execute(async (trx) => {
    const rate = await rateForWrite(trx, actor, rateId);
    refuseIf(rateUatRefusal(rate));
    await publishTo(trx, actor, rateId, "uat", "uat");
    await actor.record(trx, "products.generateUat", `Tarifa ${rateId} generada en uat`);
    return { id: rateId, state: "uat" as const };
  });
}

/** Publish to production: a uat rate, or a draft corporate-hub rate (which skips uat). */
export async function publishRate(db: ProductsDb, actor: Actor, rateId: number) {
  return db.transaction().execute(async (trx) => {
    const rate = await rateForWrite(trx, actor, rateId);
    refuseIf(ratePublishRefusal(rate));
    await publishTo(trx, actor, rateId, "prod", "publish");
    await actor.record(trx, "products.publishRate", `Tarifa ${rateId} publicada en producción`);
    return { id: rateId, state: "publish" as const };
  });
}

/** Delete a draft: the rate becomes inactive and is no longer offered (its row stays for the history). */
export async function deleteRate(db: ProductsDb, actor: Actor, rateId: number) {
  return db.transaction().execute(async (trx) => {
    const rate = await rateForWrite(trx, actor, rateId);
    refuseIf(rateEditRefusal(rate));
    await trx
      .updateTable("product_rates")
      .set({ active: 0, deleted_date: actor.now, deleted_user: actor.email, ...touched(actor) })
      .where("rate_id", "=", rateId)
      .execute();
    await actor.record(trx, "products.deleteRate", `Tarifa ${rateId} (${rate.name}) eliminada`);
    return { id: rateId, deleted: true as const };
  });
}
