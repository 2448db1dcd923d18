import type { Context } from "hono";
import type { Transaction } from "kysely";
import type { AppEnv } from "../context.ts";
import { type TenantActor, tenantActorOf } from "../platform/actor.ts";
import type { FiltersDatabase } from "./tables.ts";

export type Trx = Transaction<FiltersDatabase>;

/** Who acts, where and when: filters belong to one region and tenant, and every change is audited. */
export type Actor = TenantActor & { region: string };

export function actorOf(c: Context<AppEnv>): Actor {
  return { ...tenantActorOf(c), region: c.var.region };
}
