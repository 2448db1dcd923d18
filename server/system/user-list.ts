import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { z } from "zod";
import type { UserSortField, userListQuery } from "../../src/contract/system-users.ts";
import { caseInsensitiveLike, type Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";

type SortField = UserSortField;
export type UserListQuery = z.output<typeof userListQuery>;

type Users = ExpressionBuilder<Database, "users">;

// Distinct role titles, alphabetical (string_agg with ORDER BY: SQLite >= 3.44 and PostgreSQL alike).
const roleOf = sql<string | null>`(select string_agg(t.title, ', ' order by t.title) from (
  select distinct p.title as title from user_group_profiles ugp
  join profiles p on p.profile_id = ugp.profile_id where ugp.user_id = users.user_id) t)`;
const profilesOf = sql<string | null>`(select string_agg(ugp.group_id || ',' || ugp.profile_id, '|'
  order by ugp.group_id, ugp.profile_id) from user_group_profiles ugp where ugp.user_id = users.user_id)`;

function sortKey(eb: Users, field: SortField): Expression<unknown> {
  if (field === "role") return roleOf;
  if (field === "profiles") return profilesOf;
  if (field === "name" || field === "fullname") return eb.fn("lower", [field]);
  return eb.ref(field);
}

/** Spec 1 §5: a term containing '@' is matched against the e-mail, any other against the names. */
function matches(db: Db, term: string) {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const like = sql.raw(caseInsensitiveLike(db));
  const test = (eb: Users, column: "email" | "name" | "fullname") =>
    sql<SqlBool>`${eb.ref(column)} ${like} ${pattern} escape '\\'`;
  return (eb: Users) =>
    term.includes("@") ? test(eb, "email") : eb.or([test(eb, "name"), test(eb, "fullname")]);
}

export async function listUsers(db: Db, q: UserListQuery) {
  const from = q.start ?? q.from ?? 0;
  const length = q.length ?? q.rpp ?? 25;
  const total = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  let filtered = db.selectFrom("users");
  if (q.search) filtered = filtered.where(matches(db, q.search));
  const hits = q.search
    ? await filtered.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()
    : total;
  const page = filtered
    .select([
      "user_id",
      "name",
      "fullname",
      "email",
      "region_id",
      "tz_id",
      "active",
      "root",
      "created_at",
      "last_login",
      "locked_at",
    ])
    .select([roleOf.as("role"), profilesOf.as("profiles")])
    .orderBy((eb) => sortKey(eb, q.sort_field), q.sort_order)
    .orderBy("user_id", q.sort_order)
    .limit(length > 0 ? length : Number.MAX_SAFE_INTEGER)
    .offset(from);
  const rows = await page.execute();
  return {
    draw: q.draw,
    recordsTotal: Number(total.n),
    recordsFiltered: Number(hits.n),
    data: rows.map(({ locked_at, role, profiles, ...row }) => ({
      ...row,
      role: role ?? "",
      profiles: profiles ?? "",
      locked: locked_at ? 1 : 0,
    })),
  };
}
