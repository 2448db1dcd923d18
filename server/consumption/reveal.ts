import { subscriberSubject } from "../../src/contract/consumption-history.ts";
import { resolveScope } from "../platform/auth/middleware.ts";
import type { Revealer } from "../platform/reveal.ts";

// The readers of a subscriber's masked values (issue 32 item 2), for consulta_consumo and the clients
// directory alike (both list the same end users). Scoped like the look-up: the subscriber's region must be one
// the caller holds (wsgu_invalid_region); the reveal is on the subscriber's case history.

export const revealEndUser: Revealer<"end_user"> = async (db, c, target) => {
  resolveScope(c.var.user, { region: target.region });
  const row = await db
    .selectFrom("end_users")
    .select(["id_usuario", "region", target.field])
    .where("region", "=", target.region)
    .where("id_usuario", "=", target.id_usuario)
    .executeTakeFirst();
  const value = row?.[target.field];
  if (!row || value === null || value === undefined) return null;
  return { value, subject: subscriberSubject(row.region, row.id_usuario) };
};

export const revealSubscription: Revealer<"subscription"> = async (db, c, target) => {
  resolveScope(c.var.user, { region: target.region });
  const row = await db
    .selectFrom("subscriptions as s")
    .innerJoin("end_users as u", "u.id_usuario", "s.id_usuario")
    .select(["s.ip", "u.id_usuario", "u.region"])
    .where("s.subscription_id", "=", target.subscription_id)
    .where("u.region", "=", target.region)
    .executeTakeFirst();
  return row ? { value: row.ip, subject: subscriberSubject(row.region, row.id_usuario) } : null;
};
