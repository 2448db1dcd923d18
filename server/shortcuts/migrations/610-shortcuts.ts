import type { Migration } from "kysely";
import { type AnyDb, createTables } from "../../db/migration-kit.ts";

export const shortcutsMigration: Migration = {
  async up(db: AnyDb) {
    await createTables(db, {
      user_shortcuts: {
        user_id: "integer not null references users.user_id on delete cascade",
        command_id: "text not null",
        keys: "text not null",
        updated_at: "text not null",
        // One binding per command and user: setting it again replaces it.
        "primary key": "user_id, command_id",
      },
    });
  },
};
