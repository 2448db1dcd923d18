import type { Context } from "hono";
import type { z } from "zod";
import type { signalBody } from "../../src/contract/signals.ts";
import { audit } from "../audit.ts";
import type { AppEnv } from "../context.ts";
import { firstWhere } from "../db/by-keys.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../envelope.ts";
import { readSignal, type SignalsDb, signalsDb } from "./store.ts";

type Ctx = Context<AppEnv>;
type Body = z.output<typeof signalBody>;

const asDb = (trx: SignalsDb) => trx as unknown as Db;
export const nowSeconds = (c: Ctx) => Math.floor(c.var.clock() / 1000);

/** Spec 2 §5: start and end may not be equal; start must be lower than end. */
export function checkDates(body: Pick<Body, "start_date" | "end_date">): void {
  if (body.start_date === body.end_date) throw new ApiError("signal_dates_equal", { datafield: "end_date" });
  if (body.start_date > body.end_date)
    throw new ApiError("signal_start_after_end", { datafield: "start_date" });
}

async function checkProduct(db: SignalsDb, code: string): Promise<void> {
  const found = await firstWhere(db, "payway_products", "bss_code", { bss_code: code });
  if (!found) throw new ApiError("signal_product_unknown", { datafield: "bss_code" });
}

export async function mustRead(db: SignalsDb, id: number, now: number) {
  const found = await readSignal(db, id, now);
  if (!found) throw new ApiError("not_found");
  return found;
}

export async function saveSignal(base: Db, c: Ctx, body: Body, id?: number) {
  checkDates(body);
  const db = signalsDb(base);
  const now = nowSeconds(c);
  const creating = id === undefined;
  const saved = await db.transaction().execute(async (trx) => {
    await checkProduct(trx, body.bss_code);
    const values = { ...body, user_name: c.var.user.email };
    if (id !== undefined) {
      await mustRead(trx, id, now);
      await trx.updateTable("open_signals").set(values).where("signal_id", "=", id).execute();
    } else {
      const row = await trx
        .insertInto("open_signals")
        .values({ ...values, published_at: null, cancelled_at: null })
        .returning("signal_id")
        .executeTakeFirstOrThrow();
      id = row.signal_id;
    }
    await audit(asDb(trx), c, {
      action: creating ? "signal_create" : "signal_update",
      message: `Señal guardada: ${body.title} (id ${id}, ${body.bss_code})`,
    });
    return id;
  });
  return mustRead(db, saved, now);
}

/** Ends the signal now, keeping its dates (spec 2 §5 holds for them still); one already over cannot be cancelled. */
export async function cancelSignal(base: Db, c: Ctx, id: number) {
  const db = signalsDb(base);
  const now = nowSeconds(c);
  await db.transaction().execute(async (trx) => {
    const current = await mustRead(trx, id, now);
    if (current.status === 2) throw new ApiError("signal_already_ended");
    await trx
      .updateTable("open_signals")
      .set({ cancelled_at: now, user_name: c.var.user.email })
      .where("signal_id", "=", id)
      .execute();
    await audit(asDb(trx), c, {
      action: "signal_cancel",
      message: `Señal cancelada: ${current.title} (id ${id})`,
    });
  });
  return mustRead(db, id, now);
}

export async function republishSignal(base: Db, c: Ctx, id: number) {
  const db = signalsDb(base);
  const now = nowSeconds(c);
  await db.transaction().execute(async (trx) => {
    const current = await mustRead(trx, id, now);
    await trx.updateTable("open_signals").set({ published_at: now }).where("signal_id", "=", id).execute();
    await audit(asDb(trx), c, {
      action: "signal_republish",
      message: `Señal republicada: ${current.title} (id ${id})`,
    });
  });
  return mustRead(db, id, now);
}
