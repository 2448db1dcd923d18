import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time
type AnyDb = Kysely<any>;

export const mailsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("mail_flows")
      .addColumn("id_flujo", "integer", (c) => c.primaryKey())
      .addColumn("desc_flujo", "text", (c) => c.notNull().unique())
      .execute();
    await db.schema
      .createTable("mail_programs")
      .addColumn("id_programa", "integer", (c) => c.primaryKey())
      .addColumn("desc_programa", "text", (c) => c.notNull().unique())
      .execute();
    // A template's key is its id within its region (spec 2 §5: availability is checked by id and region).
    await db.schema
      .createTable("mails")
      .addColumn("id_mail", "text", (c) => c.notNull())
      .addColumn("region", "text", (c) => c.notNull().references("regions.name"))
      .addColumn("country_code", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("descripcion", "text", (c) => c.notNull())
      .addColumn("id_programa", "integer", (c) => c.notNull().references("mail_programs.id_programa"))
      .addColumn("id_flujo", "integer", (c) => c.notNull().references("mail_flows.id_flujo"))
      .addColumn("nombre", "text", (c) => c.notNull())
      .addColumn("mail_to", "text", (c) => c.notNull())
      .addColumn("html", "text", (c) => c.notNull())
      .addColumn("status", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("fecha_alta", "text", (c) => c.notNull())
      .addColumn("fecha_modificacion", "text", (c) => c.notNull())
      .addColumn("usuario_modificacion", "text", (c) => c.notNull())
      .addColumn("fecha_publicacion", "text")
      .addColumn("usuario_publicacion", "text")
      .addPrimaryKeyConstraint("mails_pk", ["id_mail", "region"])
      .execute();
    // The list's default order (modification, newest first) within a region, and the cross-region look-up.
    await db.schema
      .createIndex("mails_region_modified")
      .on("mails")
      .columns(["region", "fecha_modificacion"])
      .execute();
  },
};
