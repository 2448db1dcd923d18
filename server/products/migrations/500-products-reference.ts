import { type Kysely, type Migration, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time, not today's types
type AnyDb = Kysely<any>;

const flag = (name: string) => sql.raw(`${name} in (0, 1)`);

/**
 * The catalogue's reference data (spec 3 §3 "Reference data", §9): per-region settings and frozen regions,
 * user types, the payment-method catalogue with its colours, which methods each user type offers, currencies,
 * the price list, channels (targets), plan and content types, wizard rules per step and tenant, and the
 * product-catalogue items of each region.
 */
async function createProductReference(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("product_regions")
    .addColumn("region_id", "integer", (c) => c.primaryKey().references("regions.region_id"))
    .addColumn("country_code", "text", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1).check(flag("active")))
    .execute();
  // A region migrating to the corporate hub: no rate may be created or saved there meanwhile (§4, §8).
  await db.schema
    .createTable("product_frozen_regions")
    .addColumn("region_id", "integer", (c) => c.primaryKey().references("regions.region_id"))
    .addColumn("frozen_date", "text", (c) => c.notNull())
    .addColumn("frozen_user", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("product_user_types")
    .addColumn("user_type_id", "integer", (c) => c.primaryKey())
    .addColumn("region_id", "integer", (c) => c.notNull().references("regions.region_id"))
    .addColumn("tenant_code", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1).check(flag("active")))
    .addColumn("required_email", "integer", (c) => c.notNull().defaultTo(0).check(flag("required_email")))
    .execute();
  await db.schema
    .createIndex("product_user_types_region_idx")
    .on("product_user_types")
    .columns(["region_id", "tenant_code", "user_type_id"])
    .execute();

  await db.schema
    .createTable("product_payment_colors")
    .addColumn("color_id", "integer", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("colour", "text", (c) => c.notNull())
    .execute();
  // The §9 catalogue: what each method calls its service id, and whether a rate needs one.
  await db.schema
    .createTable("product_payment_methods")
    .addColumn("payment_method_id", "integer", (c) => c.primaryKey())
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("service_id_required", "integer", (c) => c.notNull().check(flag("service_id_required")))
    .addColumn("service_id_name", "text")
    .addColumn("service_type", "integer", (c) => c.notNull().defaultTo(0).check(flag("service_type")))
    .addColumn("test_service_type", "integer", (c) =>
      c.notNull().defaultTo(0).check(flag("test_service_type")),
    )
    .addColumn("color_id", "integer", (c) => c.notNull().references("product_payment_colors.color_id"))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1).check(flag("active")))
    .execute();
  // Which methods a user type of a region offers (payment methods by region and user type).
  await db.schema
    .createTable("product_user_type_payment_methods")
    .addColumn("user_type_id", "integer", (c) => c.notNull().references("product_user_types.user_type_id"))
    .addColumn("payment_method_id", "integer", (c) =>
      c.notNull().references("product_payment_methods.payment_method_id"),
    )
    .addColumn("region_id", "integer", (c) => c.notNull().references("regions.region_id"))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1).check(flag("active")))
    .addPrimaryKeyConstraint("product_user_type_payment_methods_pk", ["user_type_id", "payment_method_id"])
    .execute();
  await db.schema
    .createIndex("product_user_type_payment_methods_region_idx")
    .on("product_user_type_payment_methods")
    .columns(["region_id", "user_type_id"])
    .execute();

  await db.schema
    .createTable("product_currencies")
    .addColumn("currency_id", "integer", (c) => c.primaryKey())
    .addColumn("region_id", "integer", (c) => c.notNull().references("regions.region_id"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("symbol", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("product_currencies_region_idx")
    .on("product_currencies")
    .columns(["region_id", "currency_id"])
    .execute();

  // Known price points per region, method and currency (optionally per plan and user type): the wizard offers
  // them and flags a duplicate of all four values (§5 Prices). Amounts are kept as entered (§5 input types).
  await db.schema
    .createTable("product_prices")
    .addColumn("price_id", "integer", (c) => c.primaryKey())
    .addColumn("region_id", "integer", (c) => c.notNull().references("regions.region_id"))
    .addColumn("payment_method_id", "integer", (c) =>
      c.notNull().references("product_payment_methods.payment_method_id"),
    )
    .addColumn("currency_id", "integer", (c) => c.notNull().references("product_currencies.currency_id"))
    .addColumn("product_id", "integer")
    .addColumn("user_type_id", "integer")
    .addColumn("price", "text", (c) => c.notNull())
    .addColumn("net_price", "text")
    .addColumn("tax", "text")
    .addColumn("external_service_id_out", "text")
    .execute();
  await db.schema
    .createIndex("product_prices_lookup_idx")
    .on("product_prices")
    .columns(["region_id", "payment_method_id", "currency_id"])
    .execute();

  await db.schema
    .createTable("product_targets")
    .addColumn("target_id", "integer", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1).check(flag("active")))
    .addColumn("is_hubcorp", "integer", (c) => c.notNull().defaultTo(0).check(flag("is_hubcorp")))
    .execute();
  await db.schema
    .createTable("product_types")
    .addColumn("type_id", "text", (c) => c.primaryKey().check(sql`type_id in ('A', 'M', 'P')`))
    .addColumn("name", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("product_content_types")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("type_id", "text", (c) => c.notNull().references("product_types.type_id"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("unlimited", "integer", (c) => c.notNull().defaultTo(0).check(flag("unlimited")))
    .addColumn("availability", "text", (c) => c.check(sql`availability in ('automatic', 'manual')`))
    .addColumn("period_units", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  // The rules each wizard step shows, per tenant (§1: video all but AllowPreview; music AllowDownload and
  // AllowPreview only).
  await db.schema
    .createTable("product_rules")
    .addColumn("rule_id", "integer", (c) => c.primaryKey())
    .addColumn("step", "integer", (c) => c.notNull())
    .addColumn("tenant_code", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("wizard", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("product_rules_step_idx")
    .on("product_rules")
    .columns(["tenant_code", "step", "position"])
    .execute();
  await db.schema
    .createTable("product_catalogue_items")
    .addColumn("region_id", "integer", (c) => c.notNull().references("regions.region_id"))
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_catalogue_items_pk", ["region_id", "product_id"])
    .execute();
}

export const productsReferenceMigration: Migration = { up: createProductReference };
