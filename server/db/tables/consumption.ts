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

/** The consumption module's tables: the end users of consulta_consumo and their subscriptions. */
export type ConsumptionTables = { end_users: EndUserTable; subscriptions: SubscriptionTable };
