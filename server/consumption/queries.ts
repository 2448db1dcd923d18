import { z } from "zod";
import type { FoundUser, PhoneType, SubscriptionList } from "../../src/contract/consumption.ts";
import { normalizePhone } from "../../src/contract/phone.ts";
import type { Db } from "../db/database.ts";
import { SUBSCRIPTION_FIELDS } from "../db/tables/consumption.ts";
import { CODE, type Outcome, refusal, success } from "./codes.ts";

// Read side of consulta_consumo. Every query is one indexed probe or range walk (checked with EXPLAIN QUERY
// PLAN in tests/server/consumption-plans.test.ts): the builders are exported so that test sees the real SQL.
// E-mails are stored lower-case (seed and modifyemail), so a case-insensitive match is an equality on the
// lower-cased input and a prefix is a range on the plain index.

export const FOUND_USER_COLUMNS = [
  "user_hash as USER_HASH",
  "region as REGION_NOMBRE",
  "id_usuario as ID_USUARIO",
  "email as EMAIL",
  "name as NAME",
  "phone_telmex as PHONE_TELMEX",
  "phone_telcel as PHONE_TELCEL",
  "created_at as CREATED_AT",
] as const;

export const PHONE_COLUMN = { telmex: "phone_telmex", telcel: "phone_telcel" } as const;

export type { FoundUser, PhoneType } from "../../src/contract/consumption.ts";

const EMAIL = z.email().max(254);

/** The stored form of an e-mail, or null when it is not one. */
export function normalizeEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return EMAIL.safeParse(email).success ? email : null;
}

export const userByEmailQuery = (db: Db, email: string, region: string) =>
  db
    .selectFrom("end_users")
    .select(FOUND_USER_COLUMNS)
    .where("email", "=", email)
    .where("region", "=", region);

export const userByIdQuery = (db: Db, idUsuario: number, region: string) =>
  db
    .selectFrom("end_users")
    .select(FOUND_USER_COLUMNS)
    .where("id_usuario", "=", idUsuario)
    .where("region", "=", region);

export async function findUserById(db: Db, idUsuario: number, region: string): Promise<Outcome<FoundUser>> {
  const user = await userByIdQuery(db, idUsuario, region).executeTakeFirst();
  return user ? success(user) : refusal(CODE.userNotFound);
}

export const userByPhoneQuery = (db: Db, phone: string, type: PhoneType, region: string) =>
  db
    .selectFrom("end_users")
    .select(FOUND_USER_COLUMNS)
    .where(PHONE_COLUMN[type], "=", phone)
    .where("region", "=", region)
    .orderBy("id_usuario")
    .limit(1);

export async function findUserByEmail(db: Db, input: string, region: string): Promise<Outcome<FoundUser>> {
  const email = normalizeEmail(input);
  if (!email) return refusal(CODE.invalidEmail);
  const user = await userByEmailQuery(db, email, region).executeTakeFirst();
  return user ? success(user) : refusal(CODE.userNotFound);
}

export async function findUserByPhone(
  db: Db,
  input: string,
  type: PhoneType,
  region: string,
): Promise<Outcome<FoundUser>> {
  const phone = normalizePhone(input);
  if (!phone) return refusal(CODE.invalidPhone);
  const user = await userByPhoneQuery(db, phone, type, region).executeTakeFirst();
  return user ? success(user) : refusal(CODE.userNotFound);
}

export const userByHashQuery = (db: Db, userHash: string, region: string) =>
  db
    .selectFrom("end_users")
    .select(["id_usuario", "email"])
    .where("user_hash", "=", userHash)
    .where("region", "=", region);

export const subscriptionsQuery = (db: Db, idUsuario: number) =>
  db
    .selectFrom("subscriptions")
    .select(["subscription_id", ...SUBSCRIPTION_FIELDS])
    .where("id_usuario", "=", idUsuario)
    .orderBy("created_at", "desc")
    .orderBy("subscription_id", "desc");

/** Every subscription of the user, newest first, and the sum of their prices (rounded to cents). */
export async function listSubscriptions(
  db: Db,
  userHash: string,
  region: string,
): Promise<Outcome<SubscriptionList>> {
  const user = await userByHashQuery(db, userHash, region).executeTakeFirst();
  if (!user) return refusal(CODE.userNotFound);
  const subscriptions = await subscriptionsQuery(db, user.id_usuario).execute();
  if (subscriptions.length === 0) return refusal(CODE.noSubscriptions);
  const total = subscriptions.reduce((sum, s) => sum + s.price, 0);
  return success({ subscriptions, total: Math.round(total * 100) / 100 });
}
