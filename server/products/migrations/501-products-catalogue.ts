import type { Migration } from "kysely";
import { type AnyDb, AUDIT_COLUMNS, createTables, flag, MODIFIED_COLUMNS } from "../../db/migration-kit.ts";

/** The product catalogue: plans, their rates and the rates' payment lines. */
async function createProductCatalogue(db: AnyDb): Promise<void> {
  await createTables(db, {
    // Families (products) and plans (product versions) with every step 1 field, and the step 2 filter rows.
    product_families: {
      family_id: "integer primary key",
      tenant_code: "text not null",
      name: "text not null",
      internal_name: "text not null",
      description: "text not null default ''",
      ...AUDIT_COLUMNS,
      "index product_families_name_idx": "tenant_code, name",
    },
    product_plans: {
      product_id: "integer primary key",
      family_id: "integer references product_families.family_id",
      tenant_code: "text not null",
      name: "text not null",
      description: "text not null default ''",
      internal_name: "text not null",
      type: "text not null check (type in ('A', 'M', 'P'))",
      content_type: "text",
      period: "integer",
      frequency: "integer",
      length: "integer",
      priority: "integer not null default 0",
      temporary_unit: "text",
      temporary_limit: "bigint",
      download_frequency: "integer",
      download: flag(0),
      allow_upsell: flag(0),
      allow_downsell: flag(0),
      // Step 1 switches and numbers of §5: unlimited renewal (cycles then 1200), cycles 1–9999999999,
      // availability automatic/manual and its hours (1200 when automatic).
      unlimited: flag(0),
      cycles: "bigint",
      availability: "text check (availability in ('automatic', 'manual'))",
      availability_hours: "integer",
      state: "text not null default 'draft' check (state in ('draft', 'published'))",
      active: flag(1),
      last_step_saved: "integer not null default 0",
      ...AUDIT_COLUMNS,
      "index product_plans_family_idx": "family_id, product_id",
      "index product_plans_tenant_idx": "tenant_code, type, product_id",
    },
    // Step 2 rows: a saved row is 'add'; a saved row the user removed is kept as 'delete' until the next save.
    product_plan_filters: {
      product_id: "integer not null references product_plans.product_id on delete cascade",
      filter_id: "integer not null",
      name: "text not null",
      title: "text not null default ''",
      description: "text not null default ''",
      action: "text not null check (action in ('add', 'delete'))",
      // JSON list of {type, name, value} (values S/N, §3 Rule names).
      rule_params: "text not null default '[]'",
      position: "integer not null default 0",
      "primary key": "product_id, filter_id",
    },
    // Rates (one plan in one region), their channels, catalogue ids and publications (uat, prod).
    product_rates: {
      rate_id: "integer primary key",
      product_id: "integer not null references product_plans.product_id",
      region_id: "integer not null references regions.region_id",
      name: "text not null",
      description: "text not null default ''",
      internal_name: "text",
      active: flag(1),
      // draft (no publication), uat (one), publish (two or more): kept with the publications (§4).
      state: "text not null default 'draft' check (state in ('draft', 'uat', 'publish'))",
      trial: flag(0),
      trial_period: "integer not null default 0 check (trial_period between 0 and 1200)",
      trial_unit: "text",
      initials: "text not null default ''",
      eligibility_rate: flag(0),
      is_hubcorp: flag(0),
      var_payment: "text",
      var_usertype: "text",
      var_countrycode: "text",
      // JSON: rules {id, rule_params:[{type,name,value}]} and external_service_id_in [{id}].
      rules: "text not null default '[]'",
      external_service_id_in: "text not null default '[]'",
      rate_id_ext: "text",
      last_step_saved: "integer not null default 0",
      // Deleting a draft rate leaves it inactive and no longer offered (§4): the row stays for its history.
      deleted_date: "text",
      deleted_user: "text",
      ...AUDIT_COLUMNS,
      "index product_rates_product_idx": "product_id, region_id, rate_id",
      "index product_rates_region_idx": "region_id, product_id",
    },
    product_rate_targets: {
      rate_id: "integer not null references product_rates.rate_id on delete cascade",
      target_id: "integer not null references product_targets.target_id",
      "primary key": "rate_id, target_id",
    },
    // The product-catalogue identifiers of a rate (step 4), from the region's catalogue items.
    product_rate_catalogue_ids: {
      rate_id: "integer not null references product_rates.rate_id on delete cascade",
      catalogue_product_id: "text not null",
      "primary key": "rate_id, catalogue_product_id",
    },
    // The publish list: its length gives the rate's state (none draft, one uat, more prod).
    product_rate_publications: {
      publication_id: "integer primary key",
      rate_id: "integer not null references product_rates.rate_id on delete cascade",
      environment: "text not null check (environment in ('uat', 'prod'))",
      status: "text not null",
      date: "text not null",
      create_user_name: "text not null",
      "index product_rate_publications_rate_idx": "rate_id, publication_id",
    },
    // Payment lines of a rate (one per user type, method and currency) and their purchase/cancel e-mails.
    product_rate_payments: {
      payment_id: "integer primary key",
      rate_id: "integer not null references product_rates.rate_id on delete cascade",
      user_type_id: "integer not null references product_user_types.user_type_id",
      payment_method_id: "integer not null references product_payment_methods.payment_method_id",
      currency_id: "integer not null references product_currencies.currency_id",
      price: "text",
      net_price: "text",
      tax: "text",
      active: flag(0),
      service_type_code: "text",
      categorization: "text",
      // JSON list of ids; external_service_out holds the id-out variants {account, hub, content id, …}.
      external_service_id_in: "text not null default '[]'",
      ext_service_id_out: "text",
      external_service_out: "text",
      billing_file: "text",
      ...MODIFIED_COLUMNS,
      "unique product_rate_payments_line_uq": "rate_id, user_type_id, payment_method_id, currency_id",
      "index product_rate_payments_filter_idx": "user_type_id, payment_method_id, rate_id",
    },
    // A payment's purchase and cancellation e-mails: the key of a mail template of the rate's region and the
    // association's status (§4 E-mail status: draft, publish, disassociated).
    product_payment_mails: {
      payment_id: "integer not null references product_rate_payments.payment_id on delete cascade",
      kind: "text not null check (kind in ('purchase', 'cancel'))",
      key_email: "text not null",
      status: "text not null check (status in ('draft', 'publish', 'disassociated'))",
      ...MODIFIED_COLUMNS,
      "primary key": "payment_id, kind",
    },
  });
}

export const productsCatalogueMigration: Migration = { up: createProductCatalogue };
