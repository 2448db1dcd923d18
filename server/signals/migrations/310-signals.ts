import type { Migration } from "kysely";
import { type AnyDb, createTables } from "../../db/migration-kit.ts";

export const signalsMigration: Migration = {
  async up(db: AnyDb) {
    await createTables(db, {
      payway_products: {
        bss_code: "text primary key",
        type: "text not null",
        name: "text not null",
      },
      open_signals: {
        signal_id: "integer primary key",
        title: "text not null",
        description: "text not null",
        image_url: "text not null",
        group_id: "text not null",
        liveref: "text not null",
        node_name: "text not null",
        bss_code: "text not null references payway_products.bss_code",
        start_date: "bigint not null",
        end_date: "bigint not null",
        user_name: "text not null",
        published_at: "bigint",
        // The state filters (Activo, Programado, Historico) are ranges on the dates.
        "index open_signals_start": "start_date",
        "index open_signals_end": "end_date",
      },
    });
  },
};
