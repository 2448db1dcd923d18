import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "../../db/database.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time, not today's types
type AnyDb = Kysely<any>;

export const systemMigration: Migration = {
  async up(db: AnyDb) {
    // Each group at most once per user (spec 1 §5). SQLite databases seeded before this rule may hold a
    // second row for a group; the first one (lowest rowid) is kept. A PostgreSQL database is always created by
    // these migrations, so its table is still empty here.
    if (!isPostgres(db))
      await sql`delete from user_group_profiles where rowid not in (
        select min(rowid) from user_group_profiles group by user_id, group_id)`.execute(db);
    await db.schema
      .createIndex("user_group_profiles_user_group_uq")
      .on("user_group_profiles")
      .columns(["user_id", "group_id"])
      .unique()
      .execute();
    // User counts per group and per role, and the "role in use" checks, without scanning the table.
    await db.schema
      .createIndex("user_group_profiles_group_idx")
      .on("user_group_profiles")
      .columns(["group_id", "profile_id"])
      .execute();
    await db.schema
      .createIndex("user_group_profiles_profile_idx")
      .on("user_group_profiles")
      .column("profile_id")
      .execute();
    // Role and group names are unique whatever their case.
    await db.schema
      .createIndex("profiles_name_ci_uq")
      .on("profiles")
      .expression(sql`lower(name)`)
      .unique()
      .execute();
    await db.schema
      .createIndex("groups_name_ci_uq")
      .on("groups")
      .expression(sql`lower(name)`)
      .unique()
      .execute();
  },
};
