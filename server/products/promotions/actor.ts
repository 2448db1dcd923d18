import type { Context } from "hono";
import type { Transaction } from "kysely";
import type { AppEnv } from "../../context.ts";
import { type TenantActor, tenantActorOf } from "../../platform/actor.ts";
import type { Scope } from "./catalogue.ts";
import type { PromotionsDatabase } from "./tables.ts";

export type Trx = Transaction<PromotionsDatabase>;

/** Who acts: promotions belong to the tenant; their rates must lie in the caller's regions. */
export type Actor = Scope & TenantActor & { regionIds: readonly number[] };

export function actorOf(c: Context<AppEnv>): Actor {
  return {
    ...tenantActorOf(c),
    regionIds: c.var.user.regions.map((region) => region.region_id),
  };
}
