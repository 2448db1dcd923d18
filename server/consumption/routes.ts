import type { Context } from "hono";
import { consumptionCalls } from "../../src/contract/consumption.ts";
import { audit } from "../audit.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../envelope.ts";
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
  type Terminated,
  terminateSubscriptions,
} from "./actions.ts";
import type { Outcome } from "./codes.ts";
import { settleRegion } from "./params.ts";
import { findUserByEmail, findUserByPhone, listSubscriptions } from "./queries.ts";
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

/** The recorder of a change: its audit row (operator, subscriber, reason) commits with the change. */
const recorder =
  <T extends { subscriber: Subscriber }>(
    c: Context<AppEnv>,
    reason: string | undefined,
    entry: (done: T) => { action: string; what: string },
  ): Recorder<T> =>
  (trx, done) => {
    const { action, what } = entry(done);
    const { id_usuario, email, region } = done.subscriber;
    return audit(trx, c, {
      action,
      message: `${what} · usuario ${id_usuario} <${email}> · región ${region} · ${reasonText(reason)}`,
    });
  };

export const consumptionRoutes = implement(consumptionCalls, ({ db }) => ({
  findUserByEmail: async ({ query }, c) => {
    const p = settleRegion(c, query);
    return settled(await findUserByEmail(db, p.email, p.region));
  },
  findUserByPhone: async ({ query }, c) => {
    const p = settleRegion(c, query);
    return settled(await findUserByPhone(db, p.phone, p.type, p.region));
  },
  searchUsers: async ({ query }, c) => {
    const p = settleRegion(c, query);
    return searchUsers(db, p.term, p.region, p.limit);
  },
  listSubscriptions: async ({ query }, c) => {
    const p = settleRegion(c, query);
    return settled(await listSubscriptions(db, p.user_hash, p.region));
  },
  cancelSubscription: async ({ query }, c) => {
    const p = settleRegion(c, query);
    const record = recorder<Cancelled>(c, p.reason, (done) => ({
      action: "subscription_cancel",
      what: `Suscripción ${done.subscription_id} (${done.title}) cancelada`,
    }));
    const done = settled(await cancelSubscription(db, p, p.subscription_id, record));
    return { subscription_id: done.subscription_id, status: "cancelled" as const };
  },
  terminateSubscriptions: async ({ query }, c) => {
    const p = settleRegion(c, query);
    const record = recorder<Terminated>(c, p.reason, (done) => ({
      action: "subscription_terminate",
      what: `Suscripciones terminadas: ${done.terminated}`,
    }));
    return { terminated: settled(await terminateSubscriptions(db, p, record)).terminated };
  },
  modifyEmail: async ({ query }, c) => {
    const p = settleRegion(c, query);
    const record = recorder<EmailChanged>(c, p.reason, (done) => ({
      action: "end_user_email_update",
      what: `Correo cambiado a ${done.new_email}`,
    }));
    // Spec 1 §7's form names the user by id_usuario alone and sends the new address as email.
    const key = p.new_email === undefined ? { region: p.region, id_usuario: p.id_usuario } : p;
    settled(await modifyEmail(db, key, p.new_email ?? p.email, record));
    return { ACTUALIZO: "1" as const };
  },
  deleteUser: async ({ query }, c) => {
    const p = settleRegion(c, query);
    const record = recorder<Deleted>(c, p.reason, (done) => ({
      action: "end_user_delete",
      what: `Usuario eliminado (suscripciones terminadas: ${done.terminated})`,
    }));
    return { deleted: 1 as const, terminated: settled(await deleteEndUser(db, p, record)).terminated };
  },
}));
