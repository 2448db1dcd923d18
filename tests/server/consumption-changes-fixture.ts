import { sql } from "kysely";
import { afterEach, beforeAll, expect, vi } from "vitest";
import { faultHooks } from "../../server/consumption/actions.ts";
import { MESSAGES } from "../../server/i18n/messages.ts";
import { countRows, createTestApp, type TestApp } from "./helpers.ts";

// Spec 1 §7's changes of consulta_consumo (cancel, terminate, modifyemail, delete): the app, the operators'
// tokens and the look-ups their test files share. Importing it sets the app up for the importing file.

export const BASE = "/services/consulta_consumo";
export const MARIA = {
  hash: "9f1c2a7e4b8d4c0fa3e5d6b7c8a9f001",
  id: 10_000_001,
  email: "maria.lopez@correo.test",
};
export const JUAN = {
  hash: "9f1c2a7e4b8d4c0fa3e5d6b7c8a9f003",
  id: 10_000_003,
  email: "juan.perez@correo.test",
};

export type Sub = { subscription_id: number; title: string; waspurchased: string; status: string };
export type EndUser = { id_usuario: number; user_hash: string; email: string };

// The app of the test file that imports this one (each test file has its own module instance): the bindings
// below are set by its beforeAll.
export let t: TestApp;
export let soporte: string;
export let consulta: string;
export let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [soporte, consulta, admin] = await Promise.all(
    ["soporte@adm.test", "consulta@adm.test", "admin@adm.test"].map((email) => t.login(email)),
  );
});
afterEach(() => {
  faultHooks.deleteEndUser = undefined;
  vi.restoreAllMocks();
});

export const subsOf = (id: number): Promise<Sub[]> =>
  t.db
    .selectFrom("subscriptions")
    .select(["subscription_id", "title", "waspurchased", "status"])
    .where("id_usuario", "=", id)
    .orderBy("subscription_id")
    .execute();
export const logCount = () => countRows(t.db, "logs");
export const lastLog = () =>
  t.db
    .selectFrom("logs")
    .select(["user", "url", "action", "message", "level"])
    .orderBy("log_id", "desc")
    .limit(1)
    .executeTakeFirst();
export const emailOf = async (id: number) =>
  (await t.db.selectFrom("end_users").select("email").where("id_usuario", "=", id).executeTakeFirst())?.email;

/** Generated mexico end users with both active purchased subscriptions and others, unused by earlier tests. */
const used = new Set<number>();
export async function subscriberWithActivePurchases(): Promise<EndUser> {
  const { rows } = await sql<EndUser>`select u.id_usuario, u.user_hash, u.email from end_users u
    where u.region = 'mexico' and u.id_usuario > 10001000
      and (select count(*) from subscriptions s where s.id_usuario = u.id_usuario and s.waspurchased = '1'
           and s.status = 'active') >= 2
      and exists (select 1 from subscriptions s where s.id_usuario = u.id_usuario and s.status <> 'active')
      and u.id_usuario not in (${sql.join([...used, 0])}) order by u.id_usuario limit 1`.execute(t.db);
  used.add(rows[0].id_usuario);
  return rows[0];
}
export const activePurchased = (subs: Sub[]) =>
  subs.filter((s) => s.waspurchased === "1" && s.status === "active");

export const call = (path: string, query: Record<string, string | number>, token = soporte) =>
  t.call("GET", `${BASE}${path}`, { token, query });

export function expectRefusal(reply: Awaited<ReturnType<typeof call>>, code: keyof typeof MESSAGES.es) {
  expect(reply.http).toBe(200);
  expect(reply.body).toMatchObject({ status: 1, result: { errors: code }, message: MESSAGES.es[code] });
}
