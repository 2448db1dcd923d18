import type { Kysely, Migration } from "kysely";

// Migrations take Kysely<any>: they describe the schema at one point in time, not today's types.
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyDb = Kysely<any>;

async function createReferenceTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("regions")
    .addColumn("region_id", "integer", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("tenants")
    .addColumn("tenant_id", "integer", (c) => c.primaryKey())
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("timezones")
    .addColumn("tz_id", "integer", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("utc_offset", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("modules")
    .addColumn("module_id", "integer", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("visible", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("verify_region", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  let profiles = db.schema
    .createTable("profiles")
    .addColumn("profile_id", "integer", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1));
  for (const flag of ["view", "edit", "new", "delete", "publish"]) {
    profiles = profiles.addColumn(flag, "integer", (c) => c.notNull().defaultTo(0));
  }
  await profiles.execute();
  await db.schema
    .createTable("groups")
    .addColumn("group_id", "integer", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
}

/** A many-to-many link table between groups and one other table, keyed on both ids. */
async function createGroupLink(db: AnyDb, table: string, column: string, target: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn("group_id", "integer", (c) => c.notNull().references("groups.group_id").onDelete("cascade"))
    .addColumn(column, "integer", (c) => c.notNull().references(`${target}.${column}`).onDelete("cascade"))
    .addPrimaryKeyConstraint(`${table}_pk`, ["group_id", column])
    .execute();
}

async function createUserTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("user_id", "integer", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("fullname", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("root", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("region_id", "integer", (c) => c.notNull().references("regions.region_id"))
    .addColumn("tz_id", "integer", (c) => c.notNull().references("timezones.tz_id"))
    .addColumn("failed_logins", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("locked_at", "text")
    .addColumn("last_login", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("users_name_idx").on("users").column("name").execute();
  await db.schema
    .createTable("user_group_profiles")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("group_id", "integer", (c) => c.notNull().references("groups.group_id").onDelete("cascade"))
    .addColumn("profile_id", "integer", (c) =>
      c.notNull().references("profiles.profile_id").onDelete("cascade"),
    )
    .addPrimaryKeyConstraint("user_group_profiles_pk", ["user_id", "group_id", "profile_id"])
    .execute();
}

export const identityMigration: Migration = {
  async up(db: AnyDb) {
    await createReferenceTables(db);
    await createGroupLink(db, "group_regions", "region_id", "regions");
    await createGroupLink(db, "group_tenants", "tenant_id", "tenants");
    await createGroupLink(db, "group_profiles", "profile_id", "profiles");
    await createGroupLink(db, "group_modules", "module_id", "modules");
    await createUserTables(db);
  },
};
