import { type Migration, sql } from "kysely";
import { type AnyDb, addColumns } from "../../db/migration-kit.ts";

// The sixth privilege of a role (issue 32 item 2): "personal", seeing end users' e-mails, phones, IPs and names
// whole. Every existing role gets it exactly where it has "view", so an upgrade changes nothing for anyone:
// whoever saw those values before still does; an administrator then takes it away role by role.
export const profilesPersonalMigration: Migration = {
  async up(db: AnyDb) {
    await addColumns(db, "profiles", { personal: "integer not null default 0" });
    await db
      .updateTable("profiles")
      .set({ personal: sql.ref("view") })
      .execute();
  },
};
