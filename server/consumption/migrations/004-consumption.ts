import type { Migration } from "kysely";
import { createBulkIndexes } from "../../db/bulk-indexes.ts";
import { type AnyDb, createTables } from "../../db/migration-kit.ts";

export const consumptionMigration: Migration = {
  async up(db: AnyDb) {
    // End customers of the streaming service (not staff): looked up by e-mail or phone in consulta_consumo.
    await createTables(db, {
      end_users: {
        id_usuario: "integer primary key",
        user_hash: "text not null",
        email: "text not null",
        region: "text not null",
        phone_telmex: "text",
        phone_telcel: "text",
        name: "text not null",
        created_at: "text not null",
      },
    });
    await createBulkIndexes(db, "end_users");
    await createTables(db, {
      subscriptions: {
        subscription_id: "integer primary key",
        id_usuario: "integer not null references end_users.id_usuario on delete cascade",
        title: "text not null",
        origin: "text not null",
        ip: "text not null",
        created_at: "text not null",
        expires_at: "text not null",
        price: "real not null",
        currency: "text not null",
        waspurchased: "text not null check (waspurchased in ('0', '1'))",
        payment_method: "text not null",
        payment_status: "text not null",
        status: "text not null check (status in ('active', 'cancelled', 'terminated'))",
      },
    });
    await createBulkIndexes(db, "subscriptions");
  },
};
