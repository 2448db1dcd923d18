import { type Context, Hono } from "hono";
import type { Privilege } from "../../src/permissions/catalog.ts";
import { audit } from "../audit.ts";
import { requireAuth, requirePrivilege } from "../auth/middleware.ts";
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
} from "../consumption/actions.ts";
import type { Outcome } from "../consumption/codes.ts";
import { readParams, SCHEMAS } from "../consumption/params.ts";
import { findUserByEmail, findUserByPhone, listSubscriptions } from "../consumption/queries.ts";
import { searchUsers } from "../consumption/search.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { type Envelope, ok } from "../envelope.ts";
import { MESSAGES } from "../i18n/messages.ts";

// consulta_consumo (spec 1 §7): every call answers GET (the contract) and POST with the same parameters.
// Business refusals are HTTP 200 with status 1 and result.errors; auth, permission and malformed input keep
// the usual 4xx envelopes.

const MODULE = "consulta_consumo";
const METHODS = ["GET", "POST"];

function answer<T>(c: Context<AppEnv>, outcome: Outcome<T>): Response {
  if (outcome.ok) return ok(c, outcome.result);
  const body: Envelope<{ errors: string }> = {
    status: 1,
    result: { errors: outcome.code },
    error: outcome.code,
    extra: null,
    message: MESSAGES.es[outcome.code],
  };
  return c.json(body);
}

/** The audit's reason part: spec 1 §7's calls carry none, this console's always do. */
function reasonText(reason: string | undefined): string {
  return reason ? `motivo: ${reason}` : "sin motivo";
}

/** Runs a change whose audit row (operator = the signed-in user, then subscriber and reason) commits with it. */
async function audited<T extends { subscriber: Subscriber }, R>(
  c: Context<AppEnv>,
  change: (record: Recorder<T>) => Promise<Outcome<T>>,
  entry: (done: T) => { action: string; what: string; reason: string | undefined },
  result: (done: T) => R,
): Promise<Response> {
  const outcome = await change((trx, done) => {
    const { action, what, reason } = entry(done);
    const { id_usuario, email, region } = done.subscriber;
    return audit(trx, c, {
      action,
      message: `${what} · usuario ${id_usuario} <${email}> · región ${region} · ${reasonText(reason)}`,
    });
  });
  if (!outcome.ok) return answer(c, outcome);
  return ok(c, result(outcome.result));
}

export function consumptionRoutes(deps: AppDeps) {
  const { db } = deps;
  const guard = (privilege: Privilege) => [requireAuth(deps), requirePrivilege(MODULE, privilege)] as const;
  return new Hono<AppEnv>()
    .on(METHODS, "/user/byemail", ...guard("view"), async (c) => {
      const p = await readParams(c, SCHEMAS.byEmail);
      return answer(c, await findUserByEmail(db, p.email, p.region));
    })
    .on(METHODS, "/user/bytel", ...guard("view"), async (c) => {
      const p = await readParams(c, SCHEMAS.byTel);
      return answer(c, await findUserByPhone(db, p.phone, p.type, p.region));
    })
    .on(METHODS, "/user/search", ...guard("view"), async (c) => {
      const p = await readParams(c, SCHEMAS.search);
      return ok(c, await searchUsers(db, p.term, p.region, p.limit));
    })
    .on(METHODS, "/subscription/list", ...guard("view"), async (c) => {
      const p = await readParams(c, SCHEMAS.list);
      return answer(c, await listSubscriptions(db, p.user_hash, p.region));
    })
    .on(METHODS, "/subscription/cancel", ...guard("edit"), async (c) => {
      const p = await readParams(c, SCHEMAS.cancel);
      return audited(
        c,
        (record: Recorder<Cancelled>) => cancelSubscription(db, p, p.subscription_id, record),
        (done) => ({
          action: "subscription_cancel",
          what: `Suscripción ${done.subscription_id} (${done.title}) cancelada`,
          reason: p.reason,
        }),
        (done) => ({ subscription_id: done.subscription_id, status: "cancelled" }),
      );
    })
    .on(METHODS, "/subscription/terminate", ...guard("edit"), async (c) => {
      const p = await readParams(c, SCHEMAS.terminate);
      return audited(
        c,
        (record: Recorder<Terminated>) => terminateSubscriptions(db, p, record),
        (done) => ({
          action: "subscription_terminate",
          what: `Suscripciones terminadas: ${done.terminated}`,
          reason: p.reason,
        }),
        (done) => ({ terminated: done.terminated }),
      );
    })
    .on(METHODS, "/user/modifyemail", ...guard("edit"), async (c) => {
      const p = await readParams(c, SCHEMAS.modifyEmail);
      // Spec 1 §7's form names the user by id_usuario alone and sends the new address as email.
      const key = p.new_email === undefined ? { region: p.region, id_usuario: p.id_usuario } : p;
      return audited(
        c,
        (record: Recorder<EmailChanged>) => modifyEmail(db, key, p.new_email ?? p.email, record),
        (done) => ({
          action: "end_user_email_update",
          what: `Correo cambiado a ${done.new_email}`,
          reason: p.reason,
        }),
        () => ({ ACTUALIZO: "1" as const }),
      );
    })
    .on(METHODS, "/user/delete", ...guard("delete"), async (c) => {
      const p = await readParams(c, SCHEMAS.delete);
      return audited(
        c,
        (record: Recorder<Deleted>) => deleteEndUser(db, p, record),
        (done) => ({
          action: "end_user_delete",
          what: `Usuario eliminado (suscripciones terminadas: ${done.terminated})`,
          reason: p.reason,
        }),
        (done) => ({ deleted: 1, terminated: done.terminated }),
      );
    });
}
