import type { Transaction } from "kysely";
import {
  cancelsWithoutPayment,
  lacksPaymentMethod,
  PAYMENT_NULL_SETTING,
} from "../../src/contract/consumption.ts";
import { MASK, maskEmail } from "../../src/contract/personal-data.ts";
import { firstWhere } from "../db/by-keys.ts";
import type { Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { CODE, type Outcome, refusal, success } from "./codes.ts";
import { normalizeEmail } from "./queries.ts";

// Write side of consulta_consumo. Each action is one transaction whose checks come before any write, so a
// refusal (an Outcome with a code) changes nothing and any thrown error rolls every step back, the audit
// row (written by the caller's recorder) included.

type Trx = Transaction<Database>;

/** Runs inside the action's transaction once the change is made, so its audit row commits with it. */
export type Recorder<T> = (trx: Trx, done: T) => Promise<void>;

async function recorded<T>(trx: Trx, record: Recorder<T> | undefined, done: T): Promise<Outcome<T>> {
  await record?.(trx, done);
  return success(done);
}

/**
 * How a call names the end user: the region always, plus whichever identifiers the call carries. maskedEmail:
 * the caller sees e-mails masked (issue 32 item 2), so their e-mail may be the masked one they were shown.
 */
export type SubscriberKey = {
  region: string;
  user_hash?: string;
  id_usuario?: number;
  email?: string;
  maskedEmail?: boolean;
};
export type Subscriber = { id_usuario: number; email: string; region: string };

/** Test seam: runs between the steps of deleteEndUser so a test can make a later step fail. */
export const faultHooks: { deleteEndUser?: (step: "terminated" | "subscriptionsDeleted") => void } = {};

/** A masked e-mail a caller was shown, naming the subscriber alongside another identifier. */
const shownMasked = (key: SubscriberKey) =>
  key.maskedEmail === true &&
  key.email?.includes(MASK) === true &&
  (key.user_hash !== undefined || key.id_usuario !== undefined);

async function findSubscriber(trx: Trx, key: SubscriberKey): Promise<Subscriber | undefined> {
  let query = trx
    .selectFrom("end_users")
    .select(["id_usuario", "email", "region"])
    .where("region", "=", key.region);
  if (key.user_hash !== undefined) query = query.where("user_hash", "=", key.user_hash);
  if (key.id_usuario !== undefined) query = query.where("id_usuario", "=", key.id_usuario);
  if (shownMasked(key)) {
    const found = await query.executeTakeFirst();
    return found && maskEmail(found.email) === key.email?.trim() ? found : undefined;
  }
  if (key.email !== undefined) query = query.where("email", "=", key.email.trim().toLowerCase());
  return query.executeTakeFirst();
}

/** Runs an action in one transaction on the end user the key names; none is the user-not-found refusal. */
function onSubscriber<T>(
  db: Db,
  key: SubscriberKey,
  action: (trx: Trx, subscriber: Subscriber) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  return db.transaction().execute(async (trx) => {
    const subscriber = await findSubscriber(trx, key);
    return subscriber ? action(trx, subscriber) : refusal(CODE.userNotFound);
  });
}

/** The adm_payment_null_constrain setting (GET /services/base/metadata lists it too). */
async function paymentNullSetting(trx: Trx): Promise<string | undefined> {
  const row = await firstWhere(trx, "metadata", "value", { key: PAYMENT_NULL_SETTING });
  return row?.value;
}

const terminateActive = async (trx: Trx, idUsuario: number) =>
  Number(
    (
      await trx
        .updateTable("subscriptions")
        .set({ status: "terminated" })
        .where("id_usuario", "=", idUsuario)
        .where("waspurchased", "=", "1")
        .where("status", "=", "active")
        .executeTakeFirst()
    ).numUpdatedRows,
  );

export type Cancelled = { subscriber: Subscriber; subscription_id: number; title: string };

/** Cancels one purchased, active subscription of the user (one without a payment method only if the settings allow). */
export function cancelSubscription(
  db: Db,
  key: SubscriberKey,
  subscriptionId: number,
  record?: Recorder<Cancelled>,
): Promise<Outcome<Cancelled>> {
  return onSubscriber(db, key, async (trx, subscriber) => {
    const subscription = await trx
      .selectFrom("subscriptions")
      .select(["id_usuario", "title", "waspurchased", "status", "payment_method"])
      .where("subscription_id", "=", subscriptionId)
      .executeTakeFirst();
    if (!subscription) return refusal(CODE.subscriptionNotFound);
    if (subscription.id_usuario !== subscriber.id_usuario) return refusal(CODE.subscriptionOfAnotherUser);
    if (subscription.waspurchased !== "1" || subscription.status !== "active")
      return refusal(CODE.subscriptionNotCancellable);
    if (lacksPaymentMethod(subscription) && !cancelsWithoutPayment(await paymentNullSetting(trx)))
      return refusal(CODE.subscriptionWithoutPayment);
    await trx
      .updateTable("subscriptions")
      .set({ status: "cancelled" })
      .where("subscription_id", "=", subscriptionId)
      .execute();
    return recorded(trx, record, { subscriber, subscription_id: subscriptionId, title: subscription.title });
  });
}

export type Terminated = { subscriber: Subscriber; terminated: number };

/** Terminates every active purchased subscription of the user (none is not an error). */
export function terminateSubscriptions(
  db: Db,
  key: SubscriberKey,
  record?: Recorder<Terminated>,
): Promise<Outcome<Terminated>> {
  return onSubscriber(db, key, async (trx, subscriber) => {
    return recorded(trx, record, {
      subscriber,
      terminated: await terminateActive(trx, subscriber.id_usuario),
    });
  });
}

export type EmailChanged = { subscriber: Subscriber; new_email: string };

/** Changes the user's e-mail; the server alone decides whether the new one is valid and free. */
export async function modifyEmail(
  db: Db,
  key: SubscriberKey & { id_usuario: number },
  newEmailInput: string,
  record?: Recorder<EmailChanged>,
): Promise<Outcome<EmailChanged>> {
  const newEmail = normalizeEmail(newEmailInput);
  if (!newEmail) return refusal(CODE.invalidEmail);
  try {
    return await onSubscriber(db, key, async (trx, subscriber) => {
      const holder = await firstWhere(trx, "end_users", "id_usuario", { email: newEmail });
      if (holder && holder.id_usuario !== subscriber.id_usuario)
        return refusal<EmailChanged>(CODE.emailInUse);
      await trx
        .updateTable("end_users")
        .set({ email: newEmail })
        .where("id_usuario", "=", subscriber.id_usuario)
        .execute();
      return recorded(trx, record, { subscriber, new_email: newEmail });
    });
  } catch (error) {
    // Another request took the address between the check and the update: the unique index refuses it.
    if ((error as { code?: string }).code === "SQLITE_CONSTRAINT_UNIQUE") return refusal(CODE.emailInUse);
    throw error;
  }
}

export type Deleted = { subscriber: Subscriber; terminated: number };

/** Spec 1 §4: terminates the user's active purchased subscriptions, then deletes the user, all or nothing. */
export function deleteEndUser(
  db: Db,
  key: SubscriberKey,
  record?: Recorder<Deleted>,
): Promise<Outcome<Deleted>> {
  return onSubscriber(db, key, async (trx, subscriber) => {
    const terminated = await terminateActive(trx, subscriber.id_usuario);
    faultHooks.deleteEndUser?.("terminated");
    // Explicit rather than left to ON DELETE CASCADE, which depends on the connection's foreign_keys pragma.
    await trx.deleteFrom("subscriptions").where("id_usuario", "=", subscriber.id_usuario).execute();
    faultHooks.deleteEndUser?.("subscriptionsDeleted");
    await trx.deleteFrom("end_users").where("id_usuario", "=", subscriber.id_usuario).execute();
    return recorded(trx, record, { subscriber, terminated });
  });
}
