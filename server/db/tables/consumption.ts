import type { Generated } from "kysely";
import type { Subscription } from "../../../src/contract/consumption.ts";

export type EndUserTable = {
  id_usuario: number;
  user_hash: string;
  email: string;
  region: string;
  phone_telmex: string | null;
  phone_telcel: string | null;
  name: string;
  created_at: string;
};

export type SubscriptionTable = Omit<Subscription, "subscription_id"> & {
  subscription_id: Generated<number>;
  id_usuario: number;
};

/** The end users' columns, in the order the seed writes them. */
export const END_USER_COLUMNS = [
  "id_usuario",
  "user_hash",
  "email",
  "region",
  "phone_telmex",
  "phone_telcel",
  "name",
  "created_at",
] as const satisfies readonly (keyof EndUserTable)[];

/** A subscription's fields but its ids: what the look-up lists and the seed writes, in this order. */
export const SUBSCRIPTION_FIELDS = [
  "title",
  "origin",
  "ip",
  "created_at",
  "expires_at",
  "price",
  "currency",
  "waspurchased",
  "payment_method",
  "payment_status",
  "status",
] as const satisfies readonly (keyof Subscription)[];

/** The consumption module's tables: the end users of consulta_consumo and their subscriptions. */
export type ConsumptionTables = { end_users: EndUserTable; subscriptions: SubscriptionTable };
