import { type Migration, sql } from "kysely";
import { isPostgres } from "../../db/database.ts";
import { type AnyDb, createTables } from "../../db/migration-kit.ts";

/**
 * The tables the product list reads (every product table and the region names): any write to one moves the
 * catalogue version, so an answer kept for a version (catalogue/family-page-cache.ts) is never served after a
 * change. The database moves it, in the writing transaction, whichever code or server process writes: no
 * writer can forget to, and a version is seen together with the rows it stands for.
 */
const CATALOGUE_TABLES = [
  "regions",
  "product_regions",
  "product_frozen_regions",
  "product_user_types",
  "product_payment_colors",
  "product_payment_methods",
  "product_user_type_payment_methods",
  "product_currencies",
  "product_prices",
  "product_targets",
  "product_types",
  "product_content_types",
  "product_rules",
  "product_catalogue_items",
  "product_families",
  "product_plans",
  "product_plan_filters",
  "product_rates",
  "product_rate_targets",
  "product_rate_catalogue_ids",
  "product_rate_publications",
  "product_rate_payments",
  "product_payment_mails",
] as const;

const BUMP = sql`update product_catalogue_version set version = version + 1`;

export const productCatalogueVersionMigration: Migration = {
  async up(db: AnyDb) {
    await createTables(db, {
      product_catalogue_version: {
        id: "integer primary key check (id = 1)",
        version: "integer not null",
      },
    });
    await db.insertInto("product_catalogue_version").values({ id: 1, version: 0 }).execute();
    if (isPostgres(db)) {
      // Once per statement: a bulk insert of 20,000 rates moves it once.
      await sql`create function product_catalogue_bump() returns trigger language plpgsql as $$
        begin ${BUMP}; return null; end $$`.execute(db);
      for (const table of CATALOGUE_TABLES)
        await sql`create trigger ${sql.id(`${table}_catalogue_bump`)}
          after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function product_catalogue_bump()`.execute(db);
      return;
    }
    // SQLite triggers are per row; a bulk insert moves it once a row, inside the same transaction.
    for (const table of CATALOGUE_TABLES)
      for (const event of ["insert", "update", "delete"] as const)
        await sql`create trigger ${sql.id(`${table}_catalogue_${event}`)}
          after ${sql.raw(event)} on ${sql.table(table)} begin ${BUMP}; end`.execute(db);
  },
  async down(db: AnyDb) {
    if (isPostgres(db)) {
      for (const table of CATALOGUE_TABLES)
        await sql`drop trigger ${sql.id(`${table}_catalogue_bump`)} on ${sql.table(table)}`.execute(db);
      await sql`drop function product_catalogue_bump()`.execute(db);
    } else {
      for (const table of CATALOGUE_TABLES)
        for (const event of ["insert", "update", "delete"] as const)
          await sql`drop trigger ${sql.id(`${table}_catalogue_${event}`)}`.execute(db);
    }
    await db.schema.dropTable("product_catalogue_version").execute();
  },
};
