import type { Context } from "hono";
import type { Transaction } from "kysely";
import { audit } from "../audit.ts";
import { type AppEnv, isoAt } from "../context.ts";
import { ApiError } from "../envelope.ts";
import type { FiltersDatabase } from "./tables.ts";

export type Trx = Transaction<FiltersDatabase>;

/** Who acts, where and when: filters belong to one region and tenant, and every change is audited. */
export type Actor = {
  region: string;
  tenant: string;
  email: string;
  now: string;
  /** Appends the audit row inside the change's transaction, so both commit or neither. */
  record(trx: Trx, action: string, message: string): Promise<void>;
};

export function actorOf(c: Context<AppEnv>): Actor {
  const tenant = c.var.tenant;
  // A user without any tenant has no filters to see or change.
  if (!tenant) throw new ApiError("wsgu_invalid_tenant");
  return {
    region: c.var.region,
    tenant,
    email: c.var.user.email,
    now: isoAt(c.var.clock()),
    record: (trx, action, message) => audit(trx, c, { action, message }),
  };
}
