import type { Context } from "hono";
import { consumptionCalls, type FoundUser } from "../../src/contract/consumption.ts";
import { subscriberSubject } from "../../src/contract/consumption-history.ts";
import { audit } from "../audit.ts";
import type { AppEnv } from "../context.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../envelope.ts";
import { type PersonalData, personalData } from "../platform/personal-data.ts";
import { implement } from "../platform/route.ts";
import {
  type Cancelled,
  cancelSubscription,
  type Deleted,
  deleteEndUser,
  type EmailChanged,
  modifyEmail,
  type Recorder,
  type Subscriber,
  type SubscriberKey,
  type Terminated,
  terminateSubscriptions,
} from "./actions.ts";
import type { Outcome } from "./codes.ts";
import { settleRegion } from "./params.ts";
import { findUserByEmail, findUserById, findUserByPhone, listSubscriptions } from "./queries.ts";
import { searchUsers } from "./search.ts";

// consulta_consumo (spec 1 §7). A refused outcome is thrown as its PGS_* code, which the envelope answers with
// HTTP 200, status 1 and result.errors (src/contract/errors.ts).

function settled<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new ApiError(outcome.code);
  return outcome.result;
}

/** The audit's reason part: spec 1 §7's calls carry none, this console's always do. */
function reasonText(reason: string | undefined): string {
  return reason ? `motivo: ${reason}` : "sin motivo";
}

type Change = {
  action: string;
  what: string;
  before?: Record<string, string>;
  after?: Record<string, string>;
};

/**
 * The recorder of a change: its audit row (operator, subscriber, reason) commits with the change. The row's
 * subject is the subscriber, its detail what changed and the reason: their case history reads both.
 */
const recorder =
  <T extends { subscriber: Subscriber }>(
    c: Context<AppEnv>,
    reason: string | undefined,
    entry: (done: T) => Change,
  ): Recorder<T> =>
  (trx, done) => {
    const { action, what, before, after } = entry(done);
    const { id_usuario, email, region } = done.subscriber;
    return audit(trx, c, {
      action,
      message: `${what} · usuario ${id_usuario} <${email}> · región ${region} · ${reasonText(reason)}`,
      subject: subscriberSubject(region, id_usuario),
      detail: { before, after, reason: reason || undefined },
    });
  };

/** A subscriber as the caller may see them: e-mail, name and phones whole only with the "personal" privilege. */
function shownUser<T extends FoundUser>(pd: PersonalData, user: T): T {
  if (!pd.masked) return user;
  return {
    ...user,
    EMAIL: pd.email(user.EMAIL),
    NAME: pd.name(user.NAME),
    PHONE_TELMEX: pd.phone(user.PHONE_TELMEX),
    PHONE_TELCEL: pd.phone(user.PHONE_TELCEL),
  };
}

/**
 * How a change names the subscriber. A caller who sees e-mails masked sends back the one they were shown: the
 * key's e-mail then matches the subscriber's masked e-mail (the other identifiers pick the subscriber).
 */
const keyOf = <P extends SubscriberKey>(c: Context<AppEnv>, params: P): P & SubscriberKey => ({
  ...params,
  maskedEmail: personalData(c, "consulta_consumo").masked,
});

/** A look-up that found the subscriber is on their case history too: who looked at them, and when. */
async function recordLookup(c: Context<AppEnv>, db: Db, region: string, found: FoundUser, by: string) {
  await audit(db, c, {
    action: "end_user_lookup",
    message: `Consulta por ${by} · usuario ${found.ID_USUARIO} <${found.EMAIL}> · región ${region}`,
    subject: subscriberSubject(region, found.ID_USUARIO),
  });
  return found;
}

export const consumptionRoutes = implement(consumptionCalls, ({ db }) => ({
  // A look-up by a whole e-mail or phone finds the subscriber whoever asks; only the answer is masked.
  findUserByEmail: async ({ query }, c) => {
    const p = settleRegion(c, query);
    const found = settled(await findUserByEmail(db, p.email, p.region));
    await recordLookup(c, db, p.region, found, "correo");
    return shownUser(personalData(c, "consulta_consumo"), found);
  },
  findUserByPhone: async ({ query }, c) => {
    const p = settleRegion(c, query);
    const found = settled(await findUserByPhone(db, p.phone, p.type, p.region));
    await recordLookup(c, db, p.region, found, `teléfono ${p.type}`);
    return shownUser(personalData(c, "consulta_consumo"), found);
  },
  findUserById: async ({ query }, c) => {
    const p = settleRegion(c, query);
    const found = settled(await findUserById(db, p.id_usuario, p.region));
    await recordLookup(c, db, p.region, found, "id");
    return shownUser(personalData(c, "consulta_consumo"), found);
  },
  searchUsers: async ({ query }, c) => {
    const p = settleRegion(c, query);
    const pd = personalData(c, "consulta_consumo");
    const found = await searchUsers(db, p.term, p.region, p.limit);
    return { ...found, users: found.users.map((hit) => shownUser(pd, hit)) };
  },
  listSubscriptions: async ({ query }, c) => {
    const p = settleRegion(c, query);
    const pd = personalData(c, "consulta_consumo");
    const list = settled(await listSubscriptions(db, p.user_hash, p.region));
    if (!pd.masked) return list;
    return { ...list, subscriptions: list.subscriptions.map((row) => ({ ...row, ip: pd.ip(row.ip) })) };
  },
  cancelSubscription: async ({ query }, c) => {
    const p = settleRegion(c, query);
    const record = recorder<Cancelled>(c, p.reason, (done) => ({
      action: "subscription_cancel",
      what: `Suscripción ${done.subscription_id} (${done.title}) cancelada`,
      before: { subscription: `${done.subscription_id} (${done.title})`, status: "active" },
      after: { status: "cancelled" },
    }));
    const done = settled(await cancelSubscription(db, keyOf(c, p), p.subscription_id, record));
    return { subscription_id: done.subscription_id, status: "cancelled" as const };
  },
  terminateSubscriptions: async ({ query }, c) => {
    const p = settleRegion(c, query);
    const record = recorder<Terminated>(c, p.reason, (done) => ({
      action: "subscription_terminate",
      what: `Suscripciones terminadas: ${done.terminated}`,
      after: { terminated: String(done.terminated) },
    }));
    return { terminated: settled(await terminateSubscriptions(db, keyOf(c, p), record)).terminated };
  },
  modifyEmail: async ({ query }, c) => {
    const p = settleRegion(c, query);
    const record = recorder<EmailChanged>(c, p.reason, (done) => ({
      action: "end_user_email_update",
      what: `Correo cambiado a ${done.new_email}`,
      before: { email: done.subscriber.email },
      after: { email: done.new_email },
    }));
    // Spec 1 §7's form names the user by id_usuario alone and sends the new address as email.
    const key = p.new_email === undefined ? { region: p.region, id_usuario: p.id_usuario } : keyOf(c, p);
    settled(await modifyEmail(db, key, p.new_email ?? p.email, record));
    return { ACTUALIZO: "1" as const };
  },
  deleteUser: async ({ query }, c) => {
    const p = settleRegion(c, query);
    const record = recorder<Deleted>(c, p.reason, (done) => ({
      action: "end_user_delete",
      what: `Usuario eliminado (suscripciones terminadas: ${done.terminated})`,
      before: { email: done.subscriber.email },
      after: { deleted: "1", terminated: String(done.terminated) },
    }));
    return {
      deleted: 1 as const,
      terminated: settled(await deleteEndUser(db, keyOf(c, p), record)).terminated,
    };
  },
}));
