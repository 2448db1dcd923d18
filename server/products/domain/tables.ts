import type { Generated, Kysely } from "kysely";
import { moduleDb } from "../../db/module-db.ts";
import type { Database } from "../../db/schema.ts";
import type { AuditColumns } from "../../db/tables/audit.ts";

// Tables of the products module (migrations 500–501, spec 3 §3), kept to the module:
// db.withTables<ProductTables>(). 0/1 integers are flags; JSON columns hold text.

type Flag = 0 | 1;

export type PlanType = "A" | "M" | "P";
export type PlanState = "draft" | "published";
export type RateState = "draft" | "uat" | "publish";
export type MailKind = "purchase" | "cancel";
export type MailStatus = "draft" | "publish" | "disassociated";

// Reference data (500-products-reference).
export type ProductRegionTable = { region_id: number; country_code: string; active: Flag };
export type FrozenRegionTable = { region_id: number; frozen_date: string; frozen_user: string };
export type UserTypeTable = {
  user_type_id: Generated<number>;
  region_id: number;
  tenant_code: string;
  name: string;
  active: Flag;
  required_email: Flag;
};
export type PaymentColorTable = { color_id: number; name: string; colour: string };
export type PaymentMethodTable = {
  payment_method_id: number;
  code: string;
  name: string;
  description: string;
  service_id_required: Flag;
  /** What the method calls its service id (§9: store product id, billing code, plan id…). */
  service_id_name: string | null;
  /** The method needs a service type code. */
  service_type: Flag;
  /** The rate step shows the service-type test form for it (mobile carrier billing). */
  test_service_type: Flag;
  color_id: number;
  active: Flag;
};
export type UserTypePaymentMethodTable = {
  user_type_id: number;
  payment_method_id: number;
  region_id: number;
  active: Flag;
};
export type CurrencyTable = {
  currency_id: Generated<number>;
  region_id: number;
  name: string;
  country: string;
  description: string;
  symbol: string;
};
export type PriceTable = {
  price_id: Generated<number>;
  region_id: number;
  payment_method_id: number;
  currency_id: number;
  product_id: number | null;
  user_type_id: number | null;
  price: string;
  net_price: string | null;
  tax: string | null;
  external_service_id_out: string | null;
};
export type TargetTable = { target_id: number; name: string; active: Flag; is_hubcorp: Flag };
export type ProductTypeTable = { type_id: PlanType; name: string };
export type ContentTypeTable = {
  code: string;
  type_id: PlanType;
  name: string;
  unlimited: Flag;
  availability: "automatic" | "manual" | null;
  /** Comma list of the period units it allows (year, month, week, day, hour). */
  period_units: string;
  position: number;
};
export type RuleTable = {
  rule_id: number;
  step: number;
  tenant_code: string;
  type: string;
  name: string;
  wizard: string;
  position: number;
};
export type CatalogueItemTable = { region_id: number; product_id: string; description: string };

// The catalogue (501-products-catalogue).
export type FamilyTable = AuditColumns & {
  family_id: Generated<number>;
  tenant_code: string;
  name: string;
  internal_name: string;
  description: string;
};
export type PlanTable = AuditColumns & {
  product_id: Generated<number>;
  family_id: number | null;
  tenant_code: string;
  name: string;
  description: string;
  internal_name: string;
  type: PlanType;
  content_type: string | null;
  period: number | null;
  frequency: number | null;
  length: number | null;
  priority: number;
  temporary_unit: string | null;
  temporary_limit: number | null;
  download_frequency: number | null;
  download: Flag;
  allow_upsell: Flag;
  allow_downsell: Flag;
  /** JSON [{type, name, value S|N}]: the plan's rules but AllowUpsell and AllowDownsell (their columns). */
  rules: Generated<string>;
  unlimited: Flag;
  cycles: number | null;
  availability: "automatic" | "manual" | null;
  availability_hours: number | null;
  state: PlanState;
  active: Flag;
  last_step_saved: number;
};
export type PlanFilterTable = {
  product_id: number;
  filter_id: number;
  name: string;
  title: string;
  description: string;
  action: "add" | "delete";
  /** JSON [{type, name, value}]. */
  rule_params: string;
  position: number;
};
export type RateTable = AuditColumns & {
  rate_id: Generated<number>;
  product_id: number;
  region_id: number;
  name: string;
  description: string;
  internal_name: string | null;
  active: Flag;
  state: RateState;
  trial: Flag;
  trial_period: number;
  trial_unit: string | null;
  initials: string;
  eligibility_rate: Flag;
  is_hubcorp: Flag;
  var_payment: string | null;
  var_usertype: string | null;
  var_countrycode: string | null;
  /** JSON [{id, rule_params: [{type, name, value}]}]. */
  rules: string;
  /** JSON [{id}]. */
  external_service_id_in: string;
  rate_id_ext: string | null;
  last_step_saved: number;
  deleted_date: string | null;
  deleted_user: string | null;
};
export type RateTargetTable = { rate_id: number; target_id: number };
export type RateCatalogueIdTable = { rate_id: number; catalogue_product_id: string };
export type RatePublicationTable = {
  publication_id: Generated<number>;
  rate_id: number;
  environment: "uat" | "prod";
  status: string;
  date: string;
  create_user_name: string;
};
export type RatePaymentTable = {
  payment_id: Generated<number>;
  rate_id: number;
  user_type_id: number;
  payment_method_id: number;
  currency_id: number;
  price: string | null;
  net_price: string | null;
  tax: string | null;
  active: Flag;
  service_type_code: string | null;
  categorization: string | null;
  /** JSON [id]. */
  external_service_id_in: string;
  ext_service_id_out: string | null;
  /** JSON {account?, hub?, content_id?, subscription_id?, provider_id?}. */
  external_service_out: string | null;
  billing_file: string | null;
  modified_date: string;
  modified_user: string;
};
export type PaymentMailTable = {
  payment_id: number;
  kind: MailKind;
  key_email: string;
  status: MailStatus;
  modified_date: string;
  modified_user: string;
};

/** One row moved by the database on any write the product list could see (migration 530). */
export type CatalogueVersionTable = { id: number; version: number };

export type ProductTables = {
  product_regions: ProductRegionTable;
  product_frozen_regions: FrozenRegionTable;
  product_user_types: UserTypeTable;
  product_payment_colors: PaymentColorTable;
  product_payment_methods: PaymentMethodTable;
  product_user_type_payment_methods: UserTypePaymentMethodTable;
  product_currencies: CurrencyTable;
  product_prices: PriceTable;
  product_targets: TargetTable;
  product_types: ProductTypeTable;
  product_content_types: ContentTypeTable;
  product_rules: RuleTable;
  product_catalogue_items: CatalogueItemTable;
  product_families: FamilyTable;
  product_plans: PlanTable;
  product_plan_filters: PlanFilterTable;
  product_rates: RateTable;
  product_rate_targets: RateTargetTable;
  product_rate_catalogue_ids: RateCatalogueIdTable;
  product_rate_publications: RatePublicationTable;
  product_rate_payments: RatePaymentTable;
  product_payment_mails: PaymentMailTable;
  product_catalogue_version: CatalogueVersionTable;
};

export type ProductsDatabase = Database & ProductTables;
export type ProductsDb = Kysely<ProductsDatabase>;
export const productsDb = moduleDb<ProductTables>();
