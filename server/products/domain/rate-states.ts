import { displayState, rateEditRefusal, rateStatusRefusal } from "../../../src/contract/products/states.ts";
import { updateWhere } from "../../db/by-keys.ts";
import { type Actor, modifiedBy } from "./actor.ts";
import { rateForWrite, refuseIf } from "./guards.ts";
import { refuseIfPromoted } from "./promotion-uses.ts";
import { uploadRate } from "./publication.ts";
import type { ProductsDb } from "./tables.ts";

// The rate state changes of spec 3 §4: activate/inactivate, generate in uat and publish to production (the
// one upload of publication.ts), delete a draft; each only in the caller's regions, in one transaction with its audit row.

export async function changeRateStatus(db: ProductsDb, actor: Actor, rateId: number, active: 0 | 1) {
  return db.transaction().execute(async (trx) => {
    const rate = await rateForWrite(trx, actor, rateId);
    refuseIf(rateStatusRefusal(rate));
    if (active === 0) await refuseIfPromoted(trx, { rateId }, true);
    await updateWhere(trx, "product_rates", { active, ...modifiedBy(actor) }, { rate_id: rateId });
    await actor.record(
      trx,
      "products.changeRateStatus",
      `Tarifa ${rateId} ${active ? "activada" : "inactivada"}`,
    );
    return { id: rateId, active, display_state: displayState({ ...rate, active }) };
  });
}

/** "Generar en UAT" from the list or the palette: the one upload (publication.ts). */
export const generateUat = (db: ProductsDb, actor: Actor, rateId: number) =>
  db.transaction().execute((trx) => uploadRate(trx, actor, rateId, "uat"));

/** "Publicar en producción": a uat rate, or a draft corporate-hub rate (which skips uat). */
export const publishRate = (db: ProductsDb, actor: Actor, rateId: number) =>
  db.transaction().execute((trx) => uploadRate(trx, actor, rateId, "prod"));

/** Delete a draft: the rate becomes inactive and is no longer offered (its row stays for the history). */
export async function deleteRate(db: ProductsDb, actor: Actor, rateId: number) {
  return db.transaction().execute(async (trx) => {
    const rate = await rateForWrite(trx, actor, rateId);
    refuseIf(rateEditRefusal(rate));
    await refuseIfPromoted(trx, { rateId });
    await trx
      .updateTable("product_rates")
      .set({ active: 0, deleted_date: actor.now, deleted_user: actor.email, ...modifiedBy(actor) })
      .where("rate_id", "=", rateId)
      .execute();
    await actor.record(trx, "products.deleteRate", `Tarifa ${rateId} (${rate.name}) eliminada`);
    return { id: rateId, deleted: true as const };
  });
}
