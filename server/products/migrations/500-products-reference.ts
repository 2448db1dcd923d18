import type { Migration } from "kysely";
import { type AnyDb, createTables, flag } from "../../db/migration-kit.ts";

/**
 * The catalogue's reference data (spec 3 §3 "Reference data", §9): per-region settings and frozen regions,
 * user types, the payment-method catalogue with its colours, which methods each user type offers, currencies,
 * the price list, channels (targets), plan and content types, wizard rules per step and tenant, and the
 * product-catalogue items of each region.
 */
async function createProductReference(db: AnyDb): Promise<void> {
  await createTables(db, {
    product_regions: {
      region_id: "integer primary key references regions.region_id",
      country_code: "text not null",
      active: flag(1),
    },
    // A region migrating to the corporate hub: no rate may be created or saved there meanwhile (§4, §8).
    product_frozen_regions: {
      region_id: "integer primary key references regions.region_id",
      frozen_date: "text not null",
      frozen_user: "text not null",
    },
    product_user_types: {
      user_type_id: "integer primary key",
      region_id: "integer not null references regions.region_id",
      tenant_code: "text not null",
      name: "text not null",
      active: flag(1),
      required_email: flag(0),
      "index product_user_types_region_idx": "region_id, tenant_code, user_type_id",
    },
    product_payment_colors: {
      color_id: "integer primary key",
      name: "text not null",
      colour: "text not null",
    },
    // The §9 catalogue: what each method calls its service id, and whether a rate needs one.
    product_payment_methods: {
      payment_method_id: "integer primary key",
      code: "text not null unique",
      name: "text not null",
      description: "text not null",
      service_id_required: flag(),
      service_id_name: "text",
      service_type: flag(0),
      test_service_type: flag(0),
      color_id: "integer not null references product_payment_colors.color_id",
      active: flag(1),
    },
    // Which methods a user type of a region offers (payment methods by region and user type).
    product_user_type_payment_methods: {
      user_type_id: "integer not null references product_user_types.user_type_id",
      payment_method_id: "integer not null references product_payment_methods.payment_method_id",
      region_id: "integer not null references regions.region_id",
      active: flag(1),
      "primary key": "user_type_id, payment_method_id",
      "index product_user_type_payment_methods_region_idx": "region_id, user_type_id",
    },
    product_currencies: {
      currency_id: "integer primary key",
      region_id: "integer not null references regions.region_id",
      name: "text not null",
      country: "text not null",
      description: "text not null",
      symbol: "text not null",
      "index product_currencies_region_idx": "region_id, currency_id",
    },
    // Known price points per region, method and currency (optionally per plan and user type): the wizard offers
    // them and flags a duplicate of all four values (§5 Prices). Amounts are kept as entered (§5 input types).
    product_prices: {
      price_id: "integer primary key",
      region_id: "integer not null references regions.region_id",
      payment_method_id: "integer not null references product_payment_methods.payment_method_id",
      currency_id: "integer not null references product_currencies.currency_id",
      product_id: "integer",
      user_type_id: "integer",
      price: "text not null",
      net_price: "text",
      tax: "text",
      external_service_id_out: "text",
      "index product_prices_lookup_idx": "region_id, payment_method_id, currency_id",
    },
    product_targets: {
      target_id: "integer primary key",
      name: "text not null",
      active: flag(1),
      is_hubcorp: flag(0),
    },
    product_types: {
      type_id: "text primary key check (type_id in ('A', 'M', 'P'))",
      name: "text not null",
    },
    product_content_types: {
      code: "text primary key",
      type_id: "text not null references product_types.type_id",
      name: "text not null",
      unlimited: flag(0),
      availability: "text check (availability in ('automatic', 'manual'))",
      period_units: "text not null",
      position: "integer not null",
    },
    // The rules each wizard step shows, per tenant (§1: video all but AllowPreview; music AllowDownload and
    // AllowPreview only).
    product_rules: {
      rule_id: "integer primary key",
      step: "integer not null",
      tenant_code: "text not null",
      type: "text not null",
      name: "text not null",
      wizard: "text not null",
      position: "integer not null",
      "index product_rules_step_idx": "tenant_code, step, position",
    },
    product_catalogue_items: {
      region_id: "integer not null references regions.region_id",
      product_id: "text not null",
      description: "text not null",
      "primary key": "region_id, product_id",
    },
  });
}

export const productsReferenceMigration: Migration = { up: createProductReference };
