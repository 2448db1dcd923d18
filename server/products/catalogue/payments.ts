import type { z } from "zod";
import type { paymentLine, paymentUpdate } from "../../../src/contract/products/rates.ts";
import type { RatePayment } from "../../../src/contract/products/shapes.ts";
import { rateEditRefusal } from "../../../src/contract/products/states.ts";
import { firstWhere } from "../../db/by-keys.ts";
import type { Actor, Trx } from "../domain/actor.ts";
import { productError } from "../domain/errors.ts";
import { rateForWrite, refuseFrozen, refuseIf } from "../domain/guards.ts";
import { setPaymentActive, setPaymentMail, setPaymentPrice } from "../domain/payment-store.ts";
import type { MailKind, ProductsDb } from "../domain/tables.ts";
import { findMail } from "./mails.ts";
import { mergedPrice, paymentRefusal } from "./payment-update.ts";
import { paymentsOf } from "./rate-rows.ts";

// One payment line of a rate (user type, method, currency): its switch, its price data and its e-mails. These
// check the rules and audit; domain/payment-store.ts writes.

type Line = z.output<typeof paymentLine>;
type Update = z.output<typeof paymentUpdate>;

async function paymentId(trx: Trx, rateId: number, line: Line): Promise<number> {
  const row = await firstWhere(trx, "product_rate_payments", "payment_id", {
    rate_id: rateId,
    payment_method_id: line.payment_method_id,
    user_type_id: line.user_type,
    currency_id: line.currency,
  });
  if (!row) throw productError("product_payment_not_found");
  return row.payment_id;
}

async function paymentAfter(trx: Trx, rateId: number, id: number): Promise<RatePayment> {
  const found = (await paymentsOf(trx, [rateId])).get(rateId)?.find((p) => p.id === id);
  if (!found) throw productError("product_payment_not_found");
  return found;
}

/** The payment method switch (§4): any live rate of the caller's regions. */
export async function changePaymentStatus(
  db: ProductsDb,
  actor: Actor,
  rateId: number,
  line: Line,
  active: 0 | 1,
) {
  return db.transaction().execute(async (trx) => {
    await rateForWrite(trx, actor, rateId);
    const id = await paymentId(trx, rateId, line);
    await setPaymentActive(trx, actor, id, active);
    await actor.record(
      trx,
      "products.changePaymentStatus",
      `Medio de pago ${line.payment_method_id} de la tarifa ${rateId} ${active ? "activado" : "inactivado"}`,
    );
    return paymentAfter(trx, rateId, id);
  });
}

/** The update-payment-method modal: price data of one line of a draft rate outside frozen regions. */
export async function updatePayment(db: ProductsDb, actor: Actor, rateId: number, body: Update) {
  return db.transaction().execute(async (trx) => {
    const rate = await rateForWrite(trx, actor, rateId);
    refuseIf(rateEditRefusal(rate));
    refuseFrozen(rate);
    const id = await paymentId(trx, rateId, body);
    const method = await trx
      .selectFrom("product_payment_methods")
      .select("service_id_required")
      .where("payment_method_id", "=", body.payment_method_id)
      .executeTakeFirstOrThrow();
    const stored = await trx
      .selectFrom("product_rate_payments")
      .select([
        "price",
        "net_price",
        "tax",
        "ext_service_id_out",
        "external_service_id_in",
        "service_type_code",
      ])
      .where("payment_id", "=", id)
      .executeTakeFirstOrThrow();
    const line = mergedPrice(stored, body);
    const refusal = paymentRefusal(line, body.payment_method_id, {
      regionId: rate.region_id,
      serviceIdRequired: method.service_id_required === 1,
      hubcorp: rate.is_hubcorp === 1,
    });
    if (refusal) throw refusal;
    await setPaymentPrice(trx, actor, id, line);
    await actor.record(
      trx,
      "products.updatePayment",
      `Precio del medio de pago ${body.payment_method_id} de la tarifa ${rateId} actualizado`,
    );
    return paymentAfter(trx, rateId, id);
  });
}

/** Associates a mail template of the rate's region (by key) as the line's purchase or cancellation e-mail. */
export async function associateMail(
  db: ProductsDb,
  actor: Actor,
  rateId: number,
  body: Line & { kind: MailKind; key_email: string },
) {
  return db.transaction().execute(async (trx) => {
    const rate = await rateForWrite(trx, actor, rateId);
    refuseIf(rateEditRefusal(rate));
    const id = await paymentId(trx, rateId, body);
    const region = await trx
      .selectFrom("regions")
      .select("name")
      .where("region_id", "=", rate.region_id)
      .executeTakeFirstOrThrow();
    const mail = await findMail(trx, body.key_email, region.name);
    if (!mail) throw productError("product_mail_not_found", "key_email");
    await setPaymentMail(trx, actor, id, body.kind, { key_email: body.key_email, status: mail.status });
    await actor.record(
      trx,
      "products.associateMail",
      `Correo ${body.key_email} asociado a la tarifa ${rateId}`,
    );
    return paymentAfter(trx, rateId, id);
  });
}
