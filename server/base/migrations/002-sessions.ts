import type { Migration } from "kysely";
import { type AnyDb, createIndexes, createTable } from "../../db/migration-kit.ts";

async function createSessionTables(db: AnyDb): Promise<void> {
  await createTable(db, "settings", { key: "text primary key", value: "text not null" });
  await createTable(db, "sessions", {
    jti: "text primary key",
    user_id: "integer not null references users.user_id on delete cascade",
    created_at: "text not null",
    last_seen: "text not null",
    revoked_at: "text",
  });
  await createIndexes(db, "sessions", { sessions_user_idx: "user_id" });
  await createTable(db, "password_resets", {
    token_hash: "text primary key",
    user_id: "integer not null references users.user_id on delete cascade",
    created_at: "text not null",
    expires_at: "text not null",
    used_at: "text",
  });
  await createTable(db, "mail_outbox", {
    mail_id: "integer primary key",
    to: "text not null",
    subject: "text not null",
    body: "text not null",
    created_at: "text not null",
  });
  await createTable(db, "notifications", {
    notification_id: "integer primary key",
    user_id: "integer not null references users.user_id on delete cascade",
    message: "text not null",
    created_at: "text not null",
    delivered_at: "text",
  });
  await createIndexes(db, "notifications", { notifications_user_idx: "user_id" });
}

async function createLegacyTables(db: AnyDb): Promise<void> {
  await createTable(db, "metadata", {
    key: "text primary key",
    value: "text not null",
    description: "text not null default ''",
  });
  await createTable(db, "legacy_menu", {
    menu_id: "integer primary key",
    parent_id: "integer references legacy_menu.menu_id on delete cascade",
    name: "text not null",
    url: "text not null default ''",
    icon: "text not null default ''",
    position: "integer not null default 0",
  });
}

export const sessionsMigration: Migration = {
  async up(db: AnyDb) {
    await createSessionTables(db);
    await createLegacyTables(db);
  },
};
