import { type Kysely, type Migration, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time, not today's types
type AnyDb = Kysely<any>;

const flag = (name: string) => sql.raw(`${name} in (0, 1)`);
const audited = [
  "created_date",
  "created_user",
  "modified_date",
  "modified_user",
  "publish_date",
  "publish_user",
] as const;
const required = new Set(["created_date", "created_user", "modified_date", "modified_user"]);

/** Families (products) and plans (product versions) with every step 1 field, and the step 2 filter rows. */
async function createPlans(db: AnyDb): Promise<void> {
  let families = db.schema
    .createTable("product_families")
    .addColumn("family_id", "integer", (c) => c.primaryKey())
    .addColumn("tenant_code", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("internal_name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""));
  for (const column of audited)
    families = families.addColumn(column, "text", (c) => (required.has(column) ? c.notNull() : c));
  await families.execute();
  await db.schema
    .createIndex("product_families_name_idx")
    .on("product_families")
    .columns(["tenant_code", "name"])
    .execute();

  let plans = db.schema
    .createTable("product_plans")
    .addColumn("product_id", "integer", (c) => c.primaryKey())
    .addColumn("family_id", "integer", (c) => c.references("product_families.family_id"))
    .addColumn("tenant_code", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("internal_name", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull().check(sql`type in ('A', 'M', 'P')`))
    .addColumn("content_type", "text")
    .addColumn("period", "integer")
    .addColumn("frequency", "integer")
    .addColumn("length", "integer")
    .addColumn("priority", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("temporary_unit", "text")
    .addColumn("temporary_limit", "bigint")
    .addColumn("download_frequency", "integer")
    .addColumn("download", "integer", (c) => c.notNull().defaultTo(0).check(flag("download")))
    .addColumn("allow_upsell", "integer", (c) => c.notNull().defaultTo(0).check(flag("allow_upsell")))
    .addColumn("allow_downsell", "integer", (c) => c.notNull().defaultTo(0).check(flag("allow_downsell")))
    // Step 1 switches and numbers of §5: unlimited renewal (cycles then 1200), cycles 1–9999999999,
    // availability automatic/manual and its hours (1200 when automatic).
    .addColumn("unlimited", "integer", (c) => c.notNull().defaultTo(0).check(flag("unlimited")))
    .addColumn("cycles", "bigint")
    .addColumn("availability", "text", (c) => c.check(sql`availability in ('automatic', 'manual')`))
    .addColumn("availability_hours", "integer")
    .addColumn("state", "text", (c) =>
      c.notNull().defaultTo("draft").check(sql`state in ('draft', 'published')`),
    )
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1).check(flag("active")))
    .addColumn("last_step_saved", "integer", (c) => c.notNull().defaultTo(0));
  for (const column of audited)
    plans = plans.addColumn(column, "text", (c) => (required.has(column) ? c.notNull() : c));
  await plans.execute();
  await db.schema
    .createIndex("product_plans_family_idx")
    .on("product_plans")
    .columns(["family_id", "product_id"])
    .execute();
  await db.schema
    .createIndex("product_plans_tenant_idx")
    .on("product_plans")
    .columns(["tenant_code", "type", "product_id"])
    .execute();

  // Step 2 rows: a saved row is 'add'; a saved row the user removed is kept as 'delete' until the next save.
  await db.schema
    .createTable("product_plan_filters")
    .addColumn("product_id", "integer", (c) =>
      c.notNull().references("product_plans.product_id").onDelete("cascade"),
    )
    .addColumn("filter_id", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("action", "text", (c) => c.notNull().check(sql`action in ('add', 'delete')`))
    // JSON list of {type, name, value} (values S/N, §3 Rule names).
    .addColumn("rule_params", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("product_plan_filters_pk", ["product_id", "filter_id"])
    .execute();
}

/** Rates (one plan in one region), their channels, catalogue ids and publications (uat, prod). */
async function createRates(db: AnyDb): Promise<void> {
  let rates = db.schema
    .createTable("product_rates")
    .addColumn("rate_id", "integer", (c) => c.primaryKey())
    .addColumn("product_id", "integer", (c) => c.notNull().references("product_plans.product_id"))
    .addColumn("region_id", "integer", (c) => c.notNull().references("regions.region_id"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("internal_name", "text")
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1).check(flag("active")))
    // draft (no publication), uat (one), publish (two or more): kept with the publications (§4).
    .addColumn("state", "text", (c) =>
      c.notNull().defaultTo("draft").check(sql`state in ('draft', 'uat', 'publish')`),
    )
    .addColumn("trial", "integer", (c) => c.notNull().defaultTo(0).check(flag("trial")))
    .addColumn("trial_period", "integer", (c) =>
      c.notNull().defaultTo(0).check(sql`trial_period between 0 and 1200`),
    )
    .addColumn("trial_unit", "text")
    .addColumn("initials", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("eligibility_rate", "integer", (c) => c.notNull().defaultTo(0).check(flag("eligibility_rate")))
    .addColumn("is_hubcorp", "integer", (c) => c.notNull().defaultTo(0).check(flag("is_hubcorp")))
    .addColumn("var_payment", "text")
    .addColumn("var_usertype", "text")
    .addColumn("var_countrycode", "text")
    // JSON: rules {id, rule_params:[{type,name,value}]} and external_service_id_in [{id}].
    .addColumn("rules", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("external_service_id_in", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("rate_id_ext", "text")
    .addColumn("last_step_saved", "integer", (c) => c.notNull().defaultTo(0))
    // Deleting a draft rate leaves it inactive and no longer offered (§4): the row stays for its history.
    .addColumn("deleted_date", "text")
    .addColumn("deleted_user", "text");
  for (const column of audited)
    rates = rates.addColumn(column, "text", (c) => (required.has(column) ? c.notNull() : c));
  await rates.execute();
  await db.schema
    .createIndex("product_rates_product_idx")
    .on("product_rates")
    .columns(["product_id", "region_id", "rate_id"])
    .execute();
  await db.schema
    .createIndex("product_rates_region_idx")
    .on("product_rates")
    .columns(["region_id", "product_id"])
    .execute();

  await db.schema
    .createTable("product_rate_targets")
    .addColumn("rate_id", "integer", (c) =>
      c.notNull().references("product_rates.rate_id").onDelete("cascade"),
    )
    .addColumn("target_id", "integer", (c) => c.notNull().references("product_targets.target_id"))
    .addPrimaryKeyConstraint("product_rate_targets_pk", ["rate_id", "target_id"])
    .execute();
  // The product-catalogue identifiers of a rate (step 4), from the region's catalogue items.
  await db.schema
    .createTable("product_rate_catalogue_ids")
    .addColumn("rate_id", "integer", (c) =>
      c.notNull().references("product_rates.rate_id").onDelete("cascade"),
    )
    .addColumn("catalogue_product_id", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_rate_catalogue_ids_pk", ["rate_id", "catalogue_product_id"])
    .execute();
  // The publish list: its length gives the rate's state (none draft, one uat, more prod).
  await db.schema
    .createTable("product_rate_publications")
    .addColumn("publication_id", "integer", (c) => c.primaryKey())
    .addColumn("rate_id", "integer", (c) =>
      c.notNull().references("product_rates.rate_id").onDelete("cascade"),
    )
    .addColumn("environment", "text", (c) => c.notNull().check(sql`environment in ('uat', 'prod')`))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("create_user_name", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("product_rate_publications_rate_idx")
    .on("product_rate_publications")
    .columns(["rate_id", "publication_id"])
    .execute();
}

/** Payment lines of a rate (one per user type, method and currency) and their purchase/cancel e-mails. */
async function createPayments(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("product_rate_payments")
    .addColumn("payment_id", "integer", (c) => c.primaryKey())
    .addColumn("rate_id", "integer", (c) =>
      c.notNull().references("product_rates.rate_id").onDelete("cascade"),
    )
    .addColumn("user_type_id", "integer", (c) => c.notNull().references("product_user_types.user_type_id"))
    .addColumn("payment_method_id", "integer", (c) =>
      c.notNull().references("product_payment_methods.payment_method_id"),
    )
    .addColumn("currency_id", "integer", (c) => c.notNull().references("product_currencies.currency_id"))
    .addColumn("price", "text")
    .addColumn("net_price", "text")
    .addColumn("tax", "text")
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(0).check(flag("active")))
    .addColumn("service_type_code", "text")
    .addColumn("categorization", "text")
    // JSON list of ids; external_service_out holds the id-out variants {account, hub, content id, …}.
    .addColumn("external_service_id_in", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("ext_service_id_out", "text")
    .addColumn("external_service_out", "text")
    .addColumn("billing_file", "text")
    .addColumn("modified_date", "text", (c) => c.notNull())
    .addColumn("modified_user", "text", (c) => c.notNull())
    .addUniqueConstraint("product_rate_payments_line_uq", [
      "rate_id",
      "user_type_id",
      "payment_method_id",
      "currency_id",
    ])
    .execute();
  await db.schema
    .createIndex("product_rate_payments_filter_idx")
    .on("product_rate_payments")
    .columns(["user_type_id", "payment_method_id", "rate_id"])
    .execute();

  // A payment's purchase and cancellation e-mails: the key of a mail template of the rate's region and the
  // association's status (§4 E-mail status: draft, publish, disassociated).
  await db.schema
    .createTable("product_payment_mails")
    .addColumn("payment_id", "integer", (c) =>
      c.notNull().references("product_rate_payments.payment_id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('purchase', 'cancel')`))
    .addColumn("key_email", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('draft', 'publish', 'disassociated')`),
    )
    .addColumn("modified_date", "text", (c) => c.notNull())
    .addColumn("modified_user", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_payment_mails_pk", ["payment_id", "kind"])
    .execute();
}

async function createProductCatalogue(db: AnyDb): Promise<void> {
  await createPlans(db);
  await createRates(db);
  await createPayments(db);
}

export const productsCatalogueMigration: Migration = { up: createProductCatalogue };
