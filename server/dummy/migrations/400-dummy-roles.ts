import { type Kysely, type Migration, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time, not today's types
type AnyDb = Kysely<any>;

const flag = (name: string) => sql`${sql.ref(name)} in (0, 1)`;

export const dummyRolesMigration: Migration = {
  async up(db: AnyDb) {
    let table = db.schema
      .createTable("dummy_roles")
      .addColumn("role_id", "integer", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull().unique())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("groups", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("last_login", "text");
    for (const name of ["active", "view", "edit", "new", "delete", "publish"])
      table = table.addColumn(name, "integer", (c) => c.notNull().defaultTo(0).check(flag(name)));
    await table.execute();
  },
};
