import type { Migration } from "kysely";
import { type AnyDb, createTables } from "../../db/migration-kit.ts";

export const sessionsMigration: Migration = {
  async up(db: AnyDb) {
    await createTables(db, {
      settings: { key: "text primary key", value: "text not null" },
      sessions: {
        jti: "text primary key",
        user_id: "integer not null references users.user_id on delete cascade",
        created_at: "text not null",
        last_seen: "text not null",
        revoked_at: "text",
        "index sessions_user_idx": "user_id",
      },
      password_resets: {
        token_hash: "text primary key",
        user_id: "integer not null references users.user_id on delete cascade",
        created_at: "text not null",
        expires_at: "text not null",
        used_at: "text",
      },
      mail_outbox: {
        mail_id: "integer primary key",
        to: "text not null",
        subject: "text not null",
        body: "text not null",
        created_at: "text not null",
      },
      notifications: {
        notification_id: "integer primary key",
        user_id: "integer not null references users.user_id on delete cascade",
        message: "text not null",
        created_at: "text not null",
        delivered_at: "text",
        "index notifications_user_idx": "user_id",
      },
      // The legacy console's settings and menu.
      metadata: {
        key: "text primary key",
        value: "text not null",
        description: "text not null default ''",
      },
      legacy_menu: {
        menu_id: "integer primary key",
        parent_id: "integer references legacy_menu.menu_id on delete cascade",
        name: "text not null",
        url: "text not null default ''",
        icon: "text not null default ''",
        position: "integer not null default 0",
      },
    });
  },
};
