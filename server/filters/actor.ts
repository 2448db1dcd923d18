import type { Context } from "hono";
import type { Transaction } from "kysely";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../envelope.ts";
import { type TenantActor, tenantActorOf } from "../platform/actor.ts";
import type { FiltersDatabase } from "./tables.ts";

export type Trx = Transaction<FiltersDatabase>;

/** Who acts, where and when: filters belong to one region and tenant, and every change is audited. */
export type Actor = TenantActor & { region: string };

/** A user whose groups grant no region has no region to keep filters in: refused as a foreign region. */
export function actorOf(c: Context<AppEnv>): Actor {
  const region = c.var.region;
  if (region === null) throw new ApiError("wsgu_invalid_region");
  return { ...tenantActorOf(c), region };
}
