import { type Migration, sql } from "kysely";
import { isPostgres } from "../../db/database.ts";
import { type AnyDb, createIndexes } from "../../db/migration-kit.ts";

export const systemMigration: Migration = {
  async up(db: AnyDb) {
    // Each group at most once per user (spec 1 §5). SQLite databases seeded before this rule may hold a
    // second row for a group; the first one (lowest rowid) is kept. A PostgreSQL database is always created by
    // these migrations, so its table is still empty here.
    if (!isPostgres(db))
      await sql`delete from user_group_profiles where rowid not in (
        select min(rowid) from user_group_profiles group by user_id, group_id)`.execute(db);
    await createIndexes(db, "user_group_profiles", {
      user_group_profiles_user_group_uq: "unique user_id, group_id",
      // User counts per group and per role, and the "role in use" checks, without scanning the table.
      user_group_profiles_group_idx: "group_id, profile_id",
      user_group_profiles_profile_idx: "profile_id",
    });
    // Role and group names are unique whatever their case.
    await createIndexes(db, "profiles", { profiles_name_ci_uq: "unique (lower(name))" });
    await createIndexes(db, "groups", { groups_name_ci_uq: "unique (lower(name))" });
  },
};
