import type { Kysely } from "kysely";
import { moduleDb } from "../../db/module-db.ts";
import type { FilterTable } from "../../filters/exports.ts";
import type { MailTable } from "../../mails/exports.ts";
import type { ProductsDatabase, ProductTables } from "../domain/tables.ts";

// The wizard reads the products module's tables (domain/tables.ts; it writes them through domain/'s stores),
// reads the content filters and mail templates, and keeps one table of its own.

export type LegacyLineTable = {
  rate_id: number;
  user_type_id: number;
  payment_method_id: number;
  /** JSON [id]. */
  external_service_id_in: string;
  modified_date: string;
  modified_user: string;
};

/** Read only: the content filters (spec 2) step 2 attaches, the mail templates step 5 associates. */
export type WizardTables = ProductTables & {
  product_wizard_legacy_lines: LegacyLineTable;
  filters: FilterTable;
  mails: MailTable;
};
export type WizardDatabase = ProductsDatabase & WizardTables;
export type WizardDb = Kysely<WizardDatabase>;
export const wizardDb = moduleDb<WizardTables>();
