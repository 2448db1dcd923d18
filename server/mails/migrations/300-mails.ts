import type { Migration } from "kysely";
import { type AnyDb, createTables } from "../../db/migration-kit.ts";

export const mailsMigration: Migration = {
  async up(db: AnyDb) {
    await createTables(db, {
      mail_flows: {
        id_flujo: "integer primary key",
        desc_flujo: "text not null unique",
      },
      mail_programs: {
        id_programa: "integer primary key",
        desc_programa: "text not null unique",
      },
      // A template's key is its id within its region (spec 2 §5: availability is checked by id and region).
      mails: {
        id_mail: "text not null",
        region: "text not null references regions.name",
        country_code: "text not null",
        subject: "text not null",
        descripcion: "text not null",
        id_programa: "integer not null references mail_programs.id_programa",
        id_flujo: "integer not null references mail_flows.id_flujo",
        nombre: "text not null",
        mail_to: "text not null",
        html: "text not null",
        status: "integer not null default 0",
        fecha_alta: "text not null",
        fecha_modificacion: "text not null",
        usuario_modificacion: "text not null",
        fecha_publicacion: "text",
        usuario_publicacion: "text",
        "primary key": "id_mail, region",
        // The list's default order (modification, newest first) within a region, and the cross-region look-up.
        "index mails_region_modified": "region, fecha_modificacion",
      },
    });
  },
};
