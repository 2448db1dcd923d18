import { sql } from "kysely";
import { firstWhere } from "../db/by-keys.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../envelope.ts";
import { GENERIC_REGION } from "../permissions.ts";
import { refuseDuplicates } from "./fields.ts";

// The four lists of a group (spec 1 §3), each a link table to one reference table. Table and column names
// come from this constant, never from the request.
const LINK_TABLES = {
  regions: { table: "group_regions", column: "region_id", target: "regions" },
  tenants: { table: "group_tenants", column: "tenant_id", target: "tenants" },
  profiles: { table: "group_profiles", column: "profile_id", target: "profiles" },
  modules: { table: "group_modules", column: "module_id", target: "modules" },
} as const;

export const LINKS = ["regions", "tenants", "profiles", "modules"] as const;
export type LinkName = (typeof LINKS)[number];
export type Links = Partial<Record<LinkName, number[]>>;

async function existing(db: Db, link: LinkName, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const { column, target } = LINK_TABLES[link];
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(target)}
    where ${sql.ref(column)} in (${sql.join(ids)})`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Duplicates are refused (409 duplicated_entry naming the list), unknown ids are a 400 naming the list,
 * and a region list holding the generic region is stored as the generic region alone: it stands for every
 * region (spec 1 §5).
 */
export async function normaliseLinks(db: Db, links: Links): Promise<Links> {
  const result: Links = {};
  for (const link of LINKS) {
    const ids = links[link];
    if (ids === undefined) continue;
    refuseDuplicates(ids, link);
    if ((await existing(db, link, ids)) !== ids.length)
      throw new ApiError("invalid_request", { datafield: link });
    result[link] = ids;
  }
  if (result.regions?.length) {
    const generic = await firstWhere(db, "regions", "region_id", { name: GENERIC_REGION });
    if (generic && result.regions.includes(generic.region_id)) result.regions = [generic.region_id];
  }
  return result;
}

export async function linkIds(db: Db, groupId: number, link: LinkName): Promise<number[]> {
  const { table, column } = LINK_TABLES[link];
  const { rows } = await sql<{ id: number }>`select ${sql.ref(column)} as id from ${sql.table(table)}
    where group_id = ${groupId}`.execute(db);
  return rows.map((row) => row.id);
}

/** Replaces each list that was sent; lists left undefined stay as they are. */
export async function writeLinks(db: Db, groupId: number, links: Links): Promise<void> {
  for (const link of LINKS) {
    const ids = links[link];
    if (ids === undefined) continue;
    const { table, column } = LINK_TABLES[link];
    await sql`delete from ${sql.table(table)} where group_id = ${groupId}`.execute(db);
    if (ids.length === 0) continue;
    const values = sql.join(ids.map((id) => sql`(${groupId}, ${id})`));
    await sql`insert into ${sql.table(table)} (group_id, ${sql.ref(column)}) values ${values}`.execute(db);
  }
}
