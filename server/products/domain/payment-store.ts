import type { z } from "zod";
import type { ratePaymentInput } from "../../../src/contract/products/wizard.ts";
import { updateWhere } from "../../db/by-keys.ts";
import { type Actor, modifiedBy, type Trx } from "./actor.ts";
import type { MailKind, MailStatus, RatePaymentTable } from "./tables.ts";

// The writes of a rate's payments and their e-mails that the wizards' steps and the list's payment dialogs ask
// for (spec 3 §3 rate payment, §4 payment switch, "E-mail status"). The caller has checked the rules; these only
// store, stamping who changed the row and when. A payment is known by its user type, method and currency.

export type PaymentLine = z.output<typeof ratePaymentInput>;
/** The price data of one payment line, as the update-payment dialog changes it. */
export type PriceColumns = Pick<
  RatePaymentTable,
  "price" | "net_price" | "tax" | "ext_service_id_out" | "external_service_id_in" | "service_type_code"
>;

export const paymentKey = (p: { user_type_id: number; payment_method_id: number; currency_id: number }) =>
  `${p.user_type_id}:${p.payment_method_id}:${p.currency_id}`;

const text = (value: string | number | null) => (value === null ? null : String(value).trim() || null);

/** Replaces the rate's payments: kept lines (same user type, method, currency) are updated, keeping e-mails. */
export async function replacePayments(trx: Trx, actor: Actor, rateId: number, lines: readonly PaymentLine[]) {
  const existing = await trx
    .selectFrom("product_rate_payments")
    .select(["payment_id", "user_type_id", "payment_method_id", "currency_id"])
    .where("rate_id", "=", rateId)
    .execute();
  const byKey = new Map(existing.map((p) => [paymentKey(p), p.payment_id]));
  const wanted = new Set(lines.map(paymentKey));
  const gone = existing.filter((p) => !wanted.has(paymentKey(p))).map((p) => p.payment_id);
  if (gone.length > 0) {
    await trx.deleteFrom("product_payment_mails").where("payment_id", "in", gone).execute();
    await trx.deleteFrom("product_rate_payments").where("payment_id", "in", gone).execute();
  }
  for (const line of lines) {
    const values = {
      price: text(line.price),
      net_price: text(line.net_price),
      tax: text(line.tax),
      active: line.active,
      service_type_code: line.service_type,
      external_service_id_in: JSON.stringify(line.external_service_id_in),
      ext_service_id_out: line.external_service_id_out || null,
      ...modifiedBy(actor),
    };
    const id = byKey.get(paymentKey(line));
    if (id !== undefined)
      await trx.updateTable("product_rate_payments").set(values).where("payment_id", "=", id).execute();
    else
      await trx
        .insertInto("product_rate_payments")
        .values({
          ...values,
          rate_id: rateId,
          user_type_id: line.user_type_id,
          payment_method_id: line.payment_method_id,
          currency_id: line.currency_id,
        })
        .execute();
  }
}

/** The payment method switch of one payment line. */
export async function setPaymentActive(
  trx: Trx,
  actor: Actor,
  paymentId: number,
  active: 0 | 1,
): Promise<void> {
  await updateWhere(
    trx,
    "product_rate_payments",
    { active, ...modifiedBy(actor) },
    { payment_id: paymentId },
  );
}

/** The price data of one payment line. */
export async function setPaymentPrice(
  trx: Trx,
  actor: Actor,
  paymentId: number,
  price: PriceColumns,
): Promise<void> {
  await updateWhere(
    trx,
    "product_rate_payments",
    { ...price, ...modifiedBy(actor) },
    { payment_id: paymentId },
  );
}

/** The payment's e-mail of this kind: the template key and its status, or none. */
export async function setPaymentMail(
  trx: Trx,
  actor: Actor,
  paymentId: number,
  kind: MailKind,
  mail: { key_email: string; status: MailStatus } | null,
): Promise<void> {
  await trx
    .deleteFrom("product_payment_mails")
    .where("payment_id", "=", paymentId)
    .where("kind", "=", kind)
    .execute();
  if (mail)
    await trx
      .insertInto("product_payment_mails")
      .values({ payment_id: paymentId, kind, ...mail, ...modifiedBy(actor) })
      .execute();
}
