import type { Migration } from "kysely";
import { type AnyDb, createTables } from "../../db/migration-kit.ts";

export const workspacesMigration: Migration = {
  async up(db: AnyDb) {
    await createTables(db, {
      saved_workspaces: {
        workspace_id: "integer primary key",
        user_id: "integer not null references users.user_id on delete cascade",
        name: "text not null",
        url: "text not null",
        is_home: "integer not null default 0",
        created_at: "text not null",
        updated_at: "text not null",
        // A name is unique per user (a concurrent second save of the same name is refused by it too).
        "unique saved_workspaces_user_name": "user_id, name",
        // At most one home per user, whatever runs concurrently.
        "index saved_workspaces_one_home": `unique user_id where "is_home" = 1`,
      },
    });
  },
};
