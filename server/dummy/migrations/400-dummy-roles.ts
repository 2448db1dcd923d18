import type { Migration } from "kysely";
import { type AnyDb, columnsOf, createTables } from "../../db/migration-kit.ts";

/** A 0/1 flag defaulting to 0 (this table's checks quote the column's name, unlike the kit's flag). */
const quotedFlag = (name: string) => `integer not null default 0 check ("${name}" in (0, 1))`;

export const dummyRolesMigration: Migration = {
  async up(db: AnyDb) {
    await createTables(db, {
      dummy_roles: {
        role_id: "integer primary key",
        name: "text not null unique",
        title: "text not null",
        groups: "text not null default ''",
        last_login: "text",
        ...columnsOf(["active", "view", "edit", "new", "delete", "publish"], quotedFlag),
      },
    });
  },
};
