import { type Kysely, type Migration, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time, not today's types
type AnyDb = Kysely<any>;

// The sixth privilege of a role (issue 32 item 2): "personal", seeing end users' e-mails, phones, IPs and names
// whole. Every existing role gets it exactly where it has "view", so an upgrade changes nothing for anyone:
// whoever saw those values before still does; an administrator then takes it away role by role.
export const profilesPersonalMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable("profiles")
      .addColumn("personal", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db
      .updateTable("profiles")
      .set({ personal: sql.ref("view") })
      .execute();
  },
};
