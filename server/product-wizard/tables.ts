import type { Kysely } from "kysely";
import type { Db } from "../db/database.ts";
import type { ProductsDatabase, ProductTables } from "../products/tables.ts";

// The wizard writes the products module's tables (server/products/tables.ts) and keeps one of its own.

export type LegacyLineTable = {
  rate_id: number;
  user_type_id: number;
  payment_method_id: number;
  /** JSON [id]. */
  external_service_id_in: string;
  modified_date: string;
  modified_user: string;
};

export type WizardTables = ProductTables & { product_wizard_legacy_lines: LegacyLineTable };
export type WizardDatabase = ProductsDatabase & WizardTables;
export type WizardDb = Kysely<WizardDatabase>;

export const wizardDb = (db: Db): WizardDb => db.withTables<WizardTables>();
