import type { Migration } from "kysely";
import { type AnyDb, createTables, MODIFIED_COLUMNS } from "../../db/migration-kit.ts";

/**
 * Wizard-only state: the legacy rate wizard's payment line between its step 2 (user type, payment method,
 * trial, rules, incoming service codes) and its step 3 (currency and prices), which writes the rate payment.
 */
export const productWizardMigration: Migration = {
  async up(db: AnyDb) {
    await createTables(db, {
      product_wizard_legacy_lines: {
        rate_id: "integer primary key",
        user_type_id: "integer not null",
        payment_method_id: "integer not null",
        external_service_id_in: "text not null",
        ...MODIFIED_COLUMNS,
      },
    });
  },
};
