import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time
type AnyDb = Kysely<any>;

/**
 * Wizard-only state: the legacy rate wizard's payment line between its step 2 (user type, payment method,
 * trial, rules, incoming service codes) and its step 3 (currency and prices), which writes the rate payment.
 */
export const productWizardMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("product_wizard_legacy_lines")
      .addColumn("rate_id", "integer", (c) => c.primaryKey())
      .addColumn("user_type_id", "integer", (c) => c.notNull())
      .addColumn("payment_method_id", "integer", (c) => c.notNull())
      .addColumn("external_service_id_in", "text", (c) => c.notNull())
      .addColumn("modified_date", "text", (c) => c.notNull())
      .addColumn("modified_user", "text", (c) => c.notNull())
      .execute();
  },
};
