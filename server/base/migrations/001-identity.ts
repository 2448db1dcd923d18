import type { Migration } from "kysely";
import { type AnyDb, columnsOf, createTables, type Table } from "../../db/migration-kit.ts";

/** A many-to-many link table between groups and one other table, keyed on both ids. */
const groupLink = (column: string, target: string): Table => ({
  group_id: "integer not null references groups.group_id on delete cascade",
  [column]: `integer not null references ${target}.${column} on delete cascade`,
  "primary key": `group_id, ${column}`,
});

export const identityMigration: Migration = {
  async up(db: AnyDb) {
    await createTables(db, {
      regions: { region_id: "integer primary key", name: "text not null unique", title: "text not null" },
      tenants: { tenant_id: "integer primary key", code: "text not null unique", title: "text not null" },
      timezones: {
        tz_id: "integer primary key",
        name: "text not null unique",
        title: "text not null",
        utc_offset: "text not null",
      },
      modules: {
        module_id: "integer primary key",
        name: "text not null unique",
        title: "text not null",
        active: "integer not null default 1",
        visible: "integer not null default 1",
        verify_region: "integer not null default 0",
      },
      profiles: {
        profile_id: "integer primary key",
        name: "text not null unique",
        title: "text not null",
        active: "integer not null default 1",
        ...columnsOf(["view", "edit", "new", "delete", "publish"], "integer not null default 0"),
      },
      groups: {
        group_id: "integer primary key",
        name: "text not null unique",
        title: "text not null",
        description: "text not null default ''",
        active: "integer not null default 1",
      },
      group_regions: groupLink("region_id", "regions"),
      group_tenants: groupLink("tenant_id", "tenants"),
      group_profiles: groupLink("profile_id", "profiles"),
      group_modules: groupLink("module_id", "modules"),
      users: {
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
        "index users_name_idx": "name",
      },
      user_group_profiles: {
        user_id: "integer not null references users.user_id on delete cascade",
        group_id: "integer not null references groups.group_id on delete cascade",
        profile_id: "integer not null references profiles.profile_id on delete cascade",
        "primary key": "user_id, group_id, profile_id",
      },
    });
  },
};
