import type { Context } from "hono";
import type { Transaction } from "kysely";
import { can, type Privilege } from "../../../src/permissions/catalog.ts";
import { audit } from "../../audit.ts";
import { type AppEnv, type AuthUser, isoAt } from "../../context.ts";
import { ApiError, forbidden } from "../../envelope.ts";
import type { ProductsDatabase } from "./tables.ts";

export type Trx = Transaction<ProductsDatabase>;

export const PRODUCTS_MODULE = "products";

/**
 * Who acts, in which tenant and regions, and when. Families and plans belong to a tenant; rates to a region,
 * editable only in the regions of the caller's groups (allow_abm, spec 3 §5–§6). Every change is audited.
 */
export type Actor = {
  tenant: string;
  email: string;
  name: string;
  now: string;
  /** Region ids of the caller's groups (every region for root or the generic region). */
  regionIds: ReadonlySet<number>;
  can(privilege: Privilege): boolean;
  /** Appends the audit row inside the change's transaction, so both commit or neither. */
  record(trx: Trx, action: string, message: string): Promise<void>;
};

export function actorOf(c: Context<AppEnv>): Actor {
  const tenant = c.var.tenant;
  // A user without any tenant has no catalogue to see or change.
  if (!tenant) throw new ApiError("wsgu_invalid_tenant");
  return userActor(c.var.user, tenant, isoAt(c.var.clock()), (trx, action, message) =>
    audit(trx, c, { action, message }),
  );
}

/** A staff user acting in a tenant: the caller of a request, or the creator of a job when its item runs. */
export function userActor(user: AuthUser, tenant: string, now: string, record: Actor["record"]): Actor {
  return {
    tenant,
    email: user.email,
    name: user.fullname || user.name,
    now,
    regionIds: new Set(user.regions.map((r) => r.region_id)),
    can: (privilege) => can(user, PRODUCTS_MODULE, privilege),
    record,
  };
}

/** The declaration admits several privileges; this checks the one the input needs. */
export function demand(actor: Actor, privilege: Privilege): void {
  if (!actor.can(privilege)) throw forbidden();
}

/** The modification stamp of every product write in domain/: who changed the row, and when. */
export const modifiedBy = (actor: Actor) => ({ modified_date: actor.now, modified_user: actor.email });
