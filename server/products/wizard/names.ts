import type { HandlerResult } from "../../../src/contract/define.ts";
import { internalNameOf } from "../../../src/contract/products/rules.ts";
import type { NAME_KINDS, productWizardCalls } from "../../../src/contract/products/wizard.ts";
import type { Actor } from "../domain/actor.ts";
import type { Conn } from "./load.ts";

// Name availability (spec 3 §5 "Names", §7): a family or plan name is unique in the tenant, a rate name in
// its plan; a name is taken when another row has it (case aside) or has its internal name.

type NameKind = (typeof NAME_KINDS)[number];
type Scope = { excludeId?: number; productId?: number };

export async function isNameTaken(
  db: Conn,
  actor: Actor,
  kind: NameKind,
  name: string,
  scope: Scope = {},
): Promise<boolean> {
  const lower = name.trim().toLowerCase();
  const internal = internalNameOf(name);
  const same = <T extends { name: string; internal_name: string | null }>(row: T) =>
    row.name.trim().toLowerCase() === lower || row.internal_name === internal;
  if (kind === "family" || kind === "plan") {
    const own = kind === "family" ? ("product_families" as const) : ("product_plans" as const);
    const rows = await db
      .selectFrom(own)
      .select(kind === "family" ? "family_id as id" : "product_id as id")
      .select(["name", "internal_name"])
      .where("tenant_code", "=", actor.tenant)
      .where((eb) => eb.or([eb(eb.fn("lower", ["name"]), "=", lower), eb("internal_name", "=", internal)]))
      .execute();
    return rows.some((row) => row.id !== scope.excludeId && same(row));
  }
  let rates = db
    .selectFrom("product_rates as r")
    .innerJoin("product_plans as p", "p.product_id", "r.product_id")
    .select(["r.rate_id as id", "r.name", "r.internal_name"])
    .where("p.tenant_code", "=", actor.tenant)
    .where("r.deleted_date", "is", null)
    .where((eb) => eb.or([eb(eb.fn("lower", ["r.name"]), "=", lower), eb("r.internal_name", "=", internal)]));
  if (scope.productId) rates = rates.where("r.product_id", "=", scope.productId);
  const rows = await rates.execute();
  return rows.some((row) => row.id !== scope.excludeId && same(row));
}

type Availability = HandlerResult<typeof productWizardCalls.checkNameAvailability>;

export async function nameAvailability(
  db: Conn,
  actor: Actor,
  kind: NameKind,
  name: string,
  productId?: number,
): Promise<Availability> {
  const taken = await isNameTaken(db, actor, kind, name, { productId });
  return { result: taken ? "EXISTS" : "AVAILABLE", internal_name: internalNameOf(name) };
}
