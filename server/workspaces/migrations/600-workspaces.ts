import { type Kysely, type Migration, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time
type AnyDb = Kysely<any>;

export const workspacesMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("saved_workspaces")
      .addColumn("workspace_id", "integer", (c) => c.primaryKey())
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("is_home", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      // A name is unique per user (a concurrent second save of the same name is refused by it too).
      .addUniqueConstraint("saved_workspaces_user_name", ["user_id", "name"])
      .execute();
    // At most one home per user, whatever runs concurrently.
    await db.schema
      .createIndex("saved_workspaces_one_home")
      .on("saved_workspaces")
      .column("user_id")
      .unique()
      .where(sql.ref("is_home"), "=", 1)
      .execute();
  },
};
