import type { Migration } from "kysely";
import { type AnyDb, createTables } from "../../db/migration-kit.ts";

export const providersMigration: Migration = {
  async up(db: AnyDb) {
    await createTables(db, {
      providers: {
        provider_id: "integer primary key",
        tenant_code: "text not null references tenants.code",
        name: "text not null",
        code: "text not null",
        public_date: "text not null",
        user: "text not null",
        // A code is unique within its tenant (the refusal of a duplicate relies on it under concurrency too).
        "unique providers_tenant_code": "tenant_code, code",
      },
    });
  },
};
