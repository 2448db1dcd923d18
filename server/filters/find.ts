import type { Insertable } from "kysely";
import type { AuditColumns } from "../db/tables/audit.ts";
import type { Actor } from "./actor.ts";
import { filterError } from "./errors.ts";
import type { FilterRow } from "./rows.ts";
import type { FiltersDb as Db, FilterTable } from "./tables.ts";

type Scope = Pick<Actor, "region" | "tenant">;

/** A filter of the caller's region and tenant; any other is "not found", so nothing leaks across scopes. */
export async function findFilter(db: Db, scope: Scope, filterId: number): Promise<FilterRow> {
  const row = await db
    .selectFrom("filters")
    .selectAll()
    .where("filter_id", "=", filterId)
    .where("region", "=", scope.region)
    .where("tenant_code", "=", scope.tenant)
    .executeTakeFirst();
  if (!row) throw filterError("filter_not_found");
  return row;
}

export async function findManual(db: Db, scope: Scope, filterId: number): Promise<FilterRow> {
  const filter = await findFilter(db, scope, filterId);
  if (filter.type !== "M") throw filterError("filter_not_manual");
  return filter;
}

export async function findAutomatic(db: Db, scope: Scope, filterId: number): Promise<FilterRow> {
  const filter = await findFilter(db, scope, filterId);
  if (filter.type !== "A") throw filterError("filter_not_automatic");
  return filter;
}

/** Marks the filter changed by the actor (every content or criterion change is a modification). */
export async function touchFilter(db: Db, actor: Actor, filterId: number): Promise<void> {
  await db
    .updateTable("filters")
    .set({ modified_date: actor.now, modified_user: actor.email })
    .where("filter_id", "=", filterId)
    .execute();
}

/** A new filter's own fields: its audit columns are the creating actor's. */
type NewFilter = Omit<Insertable<FilterTable>, "filter_id" | keyof AuditColumns>;

/** Creates a filter stamped as created (and last modified) by the actor now; returns its id. */
export async function insertFilter(db: Db, actor: Actor, fields: NewFilter): Promise<number> {
  const { filter_id } = await db
    .insertInto("filters")
    .values({
      ...fields,
      created_date: actor.now,
      created_user: actor.email,
      modified_date: actor.now,
      modified_user: actor.email,
    })
    .returning("filter_id")
    .executeTakeFirstOrThrow();
  return filter_id;
}
