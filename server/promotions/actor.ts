import type { Context } from "hono";
import type { Transaction } from "kysely";
import { audit } from "../audit.ts";
import { type AppEnv, isoAt } from "../context.ts";
import { ApiError } from "../envelope.ts";
import type { Scope } from "./catalogue.ts";
import type { PromotionsDatabase } from "./tables.ts";

export type Trx = Transaction<PromotionsDatabase>;

/** Who acts: promotions belong to the tenant; their rates must lie in the caller's regions. */
export type Actor = Scope & {
  regionIds: readonly number[];
  email: string;
  now: string;
  /** Appends the audit row inside the change's transaction, so both commit or neither. */
  record(trx: Trx, action: string, message: string): Promise<void>;
};

export function actorOf(c: Context<AppEnv>): Actor {
  const tenant = c.var.tenant;
  if (!tenant) throw new ApiError("wsgu_invalid_tenant");
  return {
    tenant,
    regionIds: c.var.user.regions.map((region) => region.region_id),
    email: c.var.user.email,
    now: isoAt(c.var.clock()),
    record: (trx, action, message) => audit(trx, c, { action, message }),
  };
}
