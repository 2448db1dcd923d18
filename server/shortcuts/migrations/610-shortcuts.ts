import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time
type AnyDb = Kysely<any>;

export const shortcutsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("user_shortcuts")
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
      .addColumn("command_id", "text", (c) => c.notNull())
      .addColumn("keys", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      // One binding per command and user: setting it again replaces it.
      .addPrimaryKeyConstraint("user_shortcuts_pk", ["user_id", "command_id"])
      .execute();
  },
};
