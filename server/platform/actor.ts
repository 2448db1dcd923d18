import type { Context } from "hono";
import type { Transaction } from "kysely";
import { audit } from "../audit.ts";
import { type AppEnv, isoAt } from "../context.ts";
import type { Database } from "../db/schema.ts";
import { ApiError } from "../envelope.ts";

/** Who acts, in which tenant and when; every change a module makes is audited. */
export type TenantActor = {
  tenant: string;
  email: string;
  now: string;
  /** Appends the audit row inside the change's transaction (any module's), so both commit or neither. */
  record(trx: Transaction<Database>, action: string, message: string): Promise<void>;
};

/** The caller as a tenant's actor: a user without any tenant has nothing of a tenant's to see or change. */
export function tenantActorOf(c: Context<AppEnv>): TenantActor {
  const tenant = c.var.tenant;
  if (!tenant) throw new ApiError("wsgu_invalid_tenant");
  return {
    tenant,
    email: c.var.user.email,
    now: isoAt(c.var.clock()),
    record: (trx, action, message) => audit(trx, c, { action, message }),
  };
}
