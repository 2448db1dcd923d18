import type { Migration } from "kysely";
import { type AnyDb, columnsOf, createIndexes, createTable } from "../../db/migration-kit.ts";

async function createReferenceTables(db: AnyDb): Promise<void> {
  await createTable(db, "regions", {
    region_id: "integer primary key",
    name: "text not null unique",
    title: "text not null",
  });
  await createTable(db, "tenants", {
    tenant_id: "integer primary key",
    code: "text not null unique",
    title: "text not null",
  });
  await createTable(db, "timezones", {
    tz_id: "integer primary key",
    name: "text not null unique",
    title: "text not null",
    utc_offset: "text not null",
  });
  await createTable(db, "modules", {
    module_id: "integer primary key",
    name: "text not null unique",
    title: "text not null",
    active: "integer not null default 1",
    visible: "integer not null default 1",
    verify_region: "integer not null default 0",
  });
  await createTable(db, "profiles", {
    profile_id: "integer primary key",
    name: "text not null unique",
    title: "text not null",
    active: "integer not null default 1",
    ...columnsOf(["view", "edit", "new", "delete", "publish"], "integer not null default 0"),
  });
  await createTable(db, "groups", {
    group_id: "integer primary key",
    name: "text not null unique",
    title: "text not null",
    description: "text not null default ''",
    active: "integer not null default 1",
  });
}

/** A many-to-many link table between groups and one other table, keyed on both ids. */
async function createGroupLink(db: AnyDb, table: string, column: string, target: string): Promise<void> {
  await createTable(
    db,
    table,
    {
      group_id: "integer not null references groups.group_id on delete cascade",
      [column]: `integer not null references ${target}.${column} on delete cascade`,
    },
    { primaryKey: `group_id, ${column}` },
  );
}

async function createUserTables(db: AnyDb): Promise<void> {
  await createTable(db, "users", {
    user_id: "integer primary key",
    name: "text not null",
    fullname: "text not null",
    email: "text not null unique",
    password_hash: "text not null",
    root: "integer not null default 0",
    active: "integer not null default 1",
    region_id: "integer not null references regions.region_id",
    tz_id: "integer not null references timezones.tz_id",
    failed_logins: "integer not null default 0",
    locked_at: "text",
    last_login: "text",
    created_at: "text not null",
  });
  await createIndexes(db, "users", { users_name_idx: "name" });
  await createTable(
    db,
    "user_group_profiles",
    {
      user_id: "integer not null references users.user_id on delete cascade",
      group_id: "integer not null references groups.group_id on delete cascade",
      profile_id: "integer not null references profiles.profile_id on delete cascade",
    },
    { primaryKey: "user_id, group_id, profile_id" },
  );
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
